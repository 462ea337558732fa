import { readCookie, removeCookie, writeCookie, type CookieJar } from './cookies';

/** Records each assignment, and answers reads like a browser would for the last value of each name. */
function fakeJar(): CookieJar & { writes: string[] } {
  const writes: string[] = [];
  const values = new Map<string, string>();
  return {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair] = text.split(';');
      const [name, value = ''] = (pair ?? '').split('=');
      if (/Max-Age=0(;|$)/.test(text)) values.delete(name ?? '');
      else values.set(name ?? '', value);
    },
  };
}

describe('cookies', () => {
  it('writes Secure, SameSite=Strict cookies with a max-age in seconds', () => {
    const jar = fakeJar();
    writeCookie('chatSession', 'abc', 864_000, jar);
    expect(jar.writes[0]).toBe('chatSession=abc; Path=/; Max-Age=864000; Secure; SameSite=Strict');
    expect(readCookie('chatSession', jar)).toBe('abc');
  });

  it('removes a cookie', () => {
    const jar = fakeJar();
    writeCookie('chatSession', 'abc', 10, jar);
    removeCookie('chatSession', jar);
    expect(jar.writes[1]).toBe('chatSession=; Path=/; Max-Age=0; Secure; SameSite=Strict');
    expect(readCookie('chatSession', jar)).toBeNull();
  });

  it('encodes values', () => {
    const jar = fakeJar();
    writeCookie('x', 'a b;c', 1, jar);
    expect(jar.writes[0]).toContain('x=a%20b%3Bc;');
    expect(readCookie('x', jar)).toBe('a b;c');
  });

  it('does nothing without a jar', () => {
    expect(() => writeCookie('x', 'y', 1, null)).not.toThrow();
    expect(readCookie('x', null)).toBeNull();
  });
});
