import { DEFAULT_COUNTRY_CODE } from '../constants';
import { COUNTRY_CODES, DEFAULT_COUNTRY, countryByDialCode, isKnownDialCode } from './country-codes';

describe('country dial codes', () => {
  it('holds about 50 entries with India (+91) first and default', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(45);
    expect(COUNTRY_CODES.length).toBeLessThanOrEqual(60);
    expect(COUNTRY_CODES[0]).toEqual({ name: 'India', iso: 'IN', dialCode: '+91' });
    expect(DEFAULT_COUNTRY.dialCode).toBe(DEFAULT_COUNTRY_CODE);
  });

  it('has unique ISO codes and well-formed dial codes', () => {
    const isos = COUNTRY_CODES.map((c) => c.iso);
    expect(new Set(isos).size).toBe(isos.length);
    for (const c of COUNTRY_CODES) {
      expect(c.iso).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
    }
  });

  it.each([
    ['+91', 'IN'],
    ['+1', 'CA'],
    [' +44 ', 'GB'],
    ['+999', undefined],
  ])('countryByDialCode(%p) -> %p', (dial, iso) => {
    expect(countryByDialCode(dial)?.iso).toBe(iso);
  });

  it('isKnownDialCode', () => {
    expect(isKnownDialCode('+971')).toBe(true);
    expect(isKnownDialCode('+999')).toBe(false);
  });
});
