import { LOGIN_CODE_DIGITS } from '../contracts';
import { LoginCodeHasher, newLoginCode } from './login-code';

const OWNER = { businessId: 'a'.repeat(24), countryCode: '+91', phoneNumber: '9876543210' };

describe('newLoginCode', () => {
  it(`makes ${LOGIN_CODE_DIGITS} digits, leading zeros kept, and varies`, () => {
    const codes = Array.from({ length: 2_000 }, () => newLoginCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1_900);
    // a uniform source gives codes below 100000 about one time in ten
    expect(codes.filter((c) => c.startsWith('0')).length).toBeGreaterThan(100);
  });
});

describe('LoginCodeHasher', () => {
  const hasher = new LoginCodeHasher('s'.repeat(40));

  it('stores a keyed hash, never the code', () => {
    const hash = hasher.hash(OWNER, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(new LoginCodeHasher('t'.repeat(40)).hash(OWNER, '123456')).not.toBe(hash);
  });

  it.each([
    ['the right code', OWNER, '123456', true],
    ['another code', OWNER, '123457', false],
    ['another phone', { ...OWNER, phoneNumber: '9876543211' }, '123456', false],
    ['another country code', { ...OWNER, countryCode: '+1' }, '123456', false],
    ['another business', { ...OWNER, businessId: 'b'.repeat(24) }, '123456', false],
  ])('matches %s: %s', (_name, owner, code, expected) => {
    expect(hasher.matches(owner, code, hasher.hash(OWNER, '123456'))).toBe(expected);
  });

  it('refuses a stored value of the wrong shape', () => {
    expect(hasher.matches(OWNER, '123456', 'not-a-hash')).toBe(false);
  });
});
