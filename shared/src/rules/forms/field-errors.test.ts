import { fieldErrorsFromMessage, fieldErrorsOf } from './field-errors';

describe('field errors of an owner form', () => {
  it('keys each issue by its path, the first message of a path winning', () => {
    expect(
      fieldErrorsOf([
        { path: ['address', 'pincode'], message: 'Please enter a valid 6-digit pincode.' },
        { path: ['topics', 2, 'name'], message: 'is required' },
        { path: ['topics', 2, 'name'], message: 'too long' },
      ]),
    ).toEqual({ 'address.pincode': 'Please enter a valid 6-digit pincode.', 'topics.2.name': 'is required' });
  });

  it("reads the fields of the API's 400 message, and says null for a message that names none it knows", () => {
    const known = ['gstin', 'address.pincode', 'logo'];
    expect(fieldErrorsFromMessage('Invalid body: gstin: GSTIN check character does not match; address.pincode: Please enter a valid 6-digit pincode.', known)).toEqual({
      gstin: 'GSTIN check character does not match',
      'address.pincode': 'Please enter a valid 6-digit pincode.',
    });
    expect(fieldErrorsFromMessage('Invalid body: logo: Upload the logo here', known)).toEqual({ logo: 'Upload the logo here' });
    expect(fieldErrorsFromMessage('Invalid body: isPremium: Unrecognized key', known)).toBeNull();
    expect(fieldErrorsFromMessage('Unable to reach the server.', known)).toBeNull();
  });
});
