import { normalisePhone } from './phone-number';

const MOBILE = { countryCode: '+91', phoneNumber: '9876543210', e164: '+919876543210' };

describe('normalisePhone', () => {
  it.each([
    ['+91', '9876543210'],
    ['+91', '09876543210'],
    ['+91', '009876543210'],
    ['+091', '9876543210'],
    ['+091', '09876543210'],
    ['+091', '009876543210'],
    ['+91', '919876543210'],
    ['+91', ' 98765-43210 '],
  ])('reads %s %s as the one E.164 number of the mobile', (countryCode, phoneNumber) => {
    expect(normalisePhone(countryCode, phoneNumber)).toEqual(MOBILE);
  });

  it("keeps another country's numbers in that country, dropping only a trunk zero", () => {
    expect(normalisePhone('+44', '07911123456')).toEqual({ countryCode: '+44', phoneNumber: '7911123456', e164: '+447911123456' });
    expect(normalisePhone('+1', '2025550123')?.e164).toBe('+12025550123');
  });

  it('keeps a leading zero that belongs to the number (Italian landlines)', () => {
    expect(normalisePhone('+39', '0612345678')?.e164).toBe('+390612345678');
  });

  it.each([
    ['+91', '1234'],
    ['+91', '0'],
    ['+91', '98765'],
    ['+91', '000000000000'],
    ['+1', '9876543210999'],
  ])('finds no number in %s %s', (countryCode, phoneNumber) => {
    expect(normalisePhone(countryCode, phoneNumber)).toBeUndefined();
  });
});
