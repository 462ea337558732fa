import { hashRefreshToken, newRefreshToken, TokenSigner } from './tokens';

const SECRET = 'x'.repeat(40);
const OWNER = { sub: 'a'.repeat(24), role: 'user' as const, bid: 'b'.repeat(24) };
const T0 = Date.UTC(2025, 0, 15, 12);

const parts = (token: string) => token.split('.') as [string, string, string];
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('TokenSigner', () => {
  it('signs a compact HS256 token carrying subject, role, business and a 15-minute expiry', () => {
    const token = new TokenSigner(SECRET, () => T0).sign(OWNER);
    const [header, payload] = parts(token);
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual({ ...OWNER, iat: T0 / 1000, exp: T0 / 1000 + 900 });
    expect(new TokenSigner(SECRET, () => T0).verify(token)).toEqual({ ok: true, claims: { ...OWNER, iat: T0 / 1000, exp: T0 / 1000 + 900 } });
  });

  it('calls a token expired from its expiry second on, and only a genuine one', () => {
    const token = new TokenSigner(SECRET, () => T0).sign(OWNER);
    expect(new TokenSigner(SECRET, () => T0 + 899_999).verify(token).ok).toBe(true);
    expect(new TokenSigner(SECRET, () => T0 + 900_000).verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(new TokenSigner('y'.repeat(40), () => T0 + 900_000).verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token signed with another secret or with a changed payload', () => {
    const signer = new TokenSigner(SECRET, () => T0);
    const other = new TokenSigner('z'.repeat(40), () => T0).sign(OWNER);
    expect(signer.verify(other)).toEqual({ ok: false, reason: 'invalid' });
    const [header, , signature] = parts(signer.sign(OWNER));
    const forged = `${header}.${encode({ ...OWNER, bid: 'c'.repeat(24), iat: T0 / 1000, exp: T0 / 1000 + 900 })}.${signature}`;
    expect(signer.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['an empty string', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['non base64url characters', 'a+b.c/d.e=f'],
    ['alg none', `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...OWNER, iat: 1, exp: 9e9 })}.`],
  ])('calls %s invalid', (_name, token) => {
    expect(new TokenSigner(SECRET, () => T0).verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a well-signed payload of the wrong shape (unknown role)', () => {
    const signer = new TokenSigner(SECRET, () => T0);
    const [header] = parts(signer.sign(OWNER));
    const payload = encode({ ...OWNER, role: 'admin', iat: T0 / 1000, exp: T0 / 1000 + 900 });
    // sign the bad payload with the right key, the way only a key holder could
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const signature = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(signer.verify(`${header}.${payload}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => new TokenSigner('short')).toThrow(/32 characters/);
  });
});

describe('refresh tokens', () => {
  it('are random, url-safe and stored only as a SHA-256 hash', () => {
    const a = newRefreshToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newRefreshToken()).not.toBe(a);
    expect(hashRefreshToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(a)).toBe(hashRefreshToken(a));
  });
});
