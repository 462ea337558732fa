import { anId } from 'shared/testing';
import { customerLabel, messagePreview, phoneHref, phoneLabel } from './customer-text';
import { aMessage } from './inbox-test-kit';

const customer = { customerId: anId(), name: 'Ravi Kumar', phoneNumber: '9876543210', countryCode: '+91' };

describe('customer text', () => {
  it('shows the phone with its country code and dials only its digits', () => {
    expect(phoneLabel(customer)).toBe('+91 9876543210');
    expect(phoneHref({ countryCode: '+91', phoneNumber: '98765 javascript:43210' })).toBe('tel:+919876543210');
  });

  it('falls back to the phone for a customer without a name', () => {
    expect(customerLabel(customer)).toBe('Ravi Kumar');
    expect(customerLabel({ ...customer, name: '  ' })).toBe('+91 9876543210');
  });

  it.each([
    [{ type: 'text', message: 'Hi\n  there', sender: 'user' }, 'Hi there'],
    [{ type: 'text', message: 'Sure', sender: 'business' }, 'You: Sure'],
    [{ type: 'image', message: '/uploads/a.png', caption: 'Blue one' }, 'Photo: Blue one'],
    [{ type: 'audio', message: '/uploads/a.webm' }, 'Voice message'],
    [{ type: 'file', message: '/uploads/a.pdf', caption: null }, 'File'],
  ] as const)('previews %j as %j', (fields, expected) => {
    expect(messagePreview(aMessage(customer.customerId, fields))).toBe(expected);
  });

  it('says so when there is no message yet', () => {
    expect(messagePreview(null)).toBe('No messages yet');
  });
});
