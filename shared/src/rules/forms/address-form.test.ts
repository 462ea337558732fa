import { ADDRESS_MESSAGES } from '../../contracts/addresses/schemas';
import { addressFormErrors, firstAddressProblem, sanitizeAddressPhone, sanitizePincode, type AddressFormValues } from './address-form';

const VALID: AddressFormValues = { fullName: 'Asha Rao', phone: '9876543210', addressLine1: '12 MG Road', pincode: '560001', city: 'Bengaluru', state: 'Karnataka' };

describe('address form rule', () => {
  it('passes a complete address', () => {
    expect(addressFormErrors(VALID)).toEqual({});
    expect(firstAddressProblem(VALID)).toBeNull();
  });

  it.each<[string, Partial<AddressFormValues>, keyof AddressFormValues, string]>([
    ['empty full name', { fullName: '' }, 'fullName', 'Please enter your full name.'],
    ['blank full name', { fullName: '   ' }, 'fullName', 'Please enter your full name.'],
    ['empty phone', { phone: '' }, 'phone', 'Please enter a valid phone number.'],
    ['phone with letters', { phone: '98765abc' }, 'phone', 'Please enter a valid phone number.'],
    ['phone of 16 digits', { phone: '1234567890123456' }, 'phone', 'Please enter a valid phone number.'],
    ['empty address line 1', { addressLine1: ' ' }, 'addressLine1', 'Please enter your address?.'],
    ['pincode of 5 digits', { pincode: '56000' }, 'pincode', 'Please enter a valid 6-digit pincode.'],
    ['pincode of 7 digits', { pincode: '5600011' }, 'pincode', 'Please enter a valid 6-digit pincode.'],
    ['pincode with a letter', { pincode: '56000A' }, 'pincode', 'Please enter a valid 6-digit pincode.'],
    ['empty city', { city: '' }, 'city', 'Please enter your city.'],
    ['empty state', { state: '' }, 'state', 'Please enter your state.'],
  ])('refuses %s with the spec message', (_name, change, field, message) => {
    const values = { ...VALID, ...change };
    expect(addressFormErrors(values)).toEqual({ [field]: message });
    expect(firstAddressProblem(values)).toBe(message);
  });

  it('accepts a phone of exactly 15 digits', () => {
    expect(firstAddressProblem({ ...VALID, phone: '123456789012345' })).toBeNull();
  });

  it('answers the first wrong field in form order', () => {
    expect(firstAddressProblem({ ...VALID, city: '', phone: 'x' })).toBe(ADDRESS_MESSAGES.phone);
    expect(addressFormErrors({ ...VALID, city: '', phone: 'x' })).toEqual({ phone: ADDRESS_MESSAGES.phone, city: ADDRESS_MESSAGES.city });
  });

  it.each([
    ['98765 43210', '9876543210'],
    ['+91-98765', '9198765'],
    ['12345678901234567890', '123456789012345'],
    ['abc', ''],
  ])('keeps the phone %j as %j', (typed, kept) => expect(sanitizeAddressPhone(typed)).toBe(kept));

  it.each([
    ['560 001', '560001'],
    ['5600012', '560001'],
  ])('keeps the pincode %j as %j', (typed, kept) => expect(sanitizePincode(typed)).toBe(kept));
});
