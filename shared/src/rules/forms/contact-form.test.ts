import { contactFieldError, contactFormErrors, sanitizeContactDigits, type ContactField } from './contact-form';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  countryCode: '+91',
  contact: '9876543210',
  subject: 'Bulk order',
  message: 'Do you ship to Pune?',
};

describe('contact form rules (storefront spec section 5)', () => {
  it.each<[ContactField, unknown, string | null]>([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', 'A', 'Name must be at least 2 characters long'],
    ['name', 'R2-D2', 'Name can only contain letters and spaces'],
    ['name', 'Asha Rao', null],
    ['name', 'आशा राव', null],
    ['email', '', null],
    ['email', 'asha@example.in', null],
    ['email', 'asha@example', 'Please enter a valid email address'],
    ['email', 'asha example.in', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@x.in`, 'Please enter a valid email address'],
    ['contact', '', 'Contact number is required'],
    ['contact', '98765-43210', 'Contact number can only contain digits'],
    ['contact', '123456', 'Contact number must be at least 7 digits'],
    ['contact', '1234567', null],
    ['contact', '123456789012345', null],
    ['contact', '1234567890123456', 'Contact number cannot exceed 15 digits'],
    ['subject', '', null],
    ['subject', 'Hi', 'Subject must be at least 5 characters long'],
    ['subject', 'Hello', null],
    ['message', '', 'Message is required'],
    ['message', 'Too short', 'Message must be at least 10 characters long'],
    ['message', 'Long enough', null],
    ['message', 'x'.repeat(1000), null],
    ['message', 'x'.repeat(1001), 'Message cannot exceed 1000 characters'],
    ['countryCode', '+91', null],
    ['countryCode', '91', 'Please select a valid country code'],
    ['name', 42, 'Name is required'],
  ])('%s = %p -> %p', (field, value, expected) => {
    expect(contactFieldError(field, value)).toBe(expected);
  });

  it('a valid form has no errors', () => {
    expect(contactFormErrors(valid)).toEqual({});
  });

  it('reports the first error of each field', () => {
    expect(contactFormErrors({ ...valid, name: '', contact: 'abc', message: 'short' })).toEqual({
      name: 'Name is required',
      contact: 'Contact number can only contain digits',
      message: 'Message must be at least 10 characters long',
    });
  });

  it('treats a missing body as empty', () => {
    expect(Object.keys(contactFormErrors({}))).toEqual(['name', 'countryCode', 'contact', 'message']);
  });

  it.each([
    ['98765 43210', '9876543210'],
    ['+91 (987) 654-3210', '919876543210'],
    ['1234567890123456789', '123456789012345'],
    ['abc', ''],
  ])('sanitizeContactDigits(%p) -> %p', (input, expected) => {
    expect(sanitizeContactDigits(input)).toBe(expected);
  });
});
