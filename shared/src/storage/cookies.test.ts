import { cookieSecureFor, readCookie, removeCookie, writeCookie, type CookieJar } from './cookies';

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

  it('leaves Secure out when asked (plain http on a non-loopback host)', () => {
    const jar = fakeJar();
    writeCookie('chatSession', 'abc', 60, jar, { secure: false });
    removeCookie('chatSession', jar, { secure: false });
    expect(jar.writes).toEqual(['chatSession=abc; Path=/; Max-Age=60; SameSite=Strict', 'chatSession=; Path=/; Max-Age=0; SameSite=Strict']);
  });
});

describe('cookieSecureFor', () => {
  it.each([
    ['https on a real domain', { protocol: 'https:', hostname: 'shop.example.com' }, true],
    ['http on localhost', { protocol: 'http:', hostname: 'localhost' }, true],
    ['http on a .localhost site (demo.localhost:3000)', { protocol: 'http:', hostname: 'demo.localhost' }, true],
    ['http on a .localhost site in capitals', { protocol: 'http:', hostname: 'Demo.LOCALHOST' }, true],
    ['http on 127.0.0.1', { protocol: 'http:', hostname: '127.0.0.1' }, true],
    ['http on IPv6 loopback', { protocol: 'http:', hostname: '[::1]' }, true],
    ['http on a LAN address', { protocol: 'http:', hostname: '192.168.1.5' }, false],
    ['http on a real domain', { protocol: 'http:', hostname: 'shop.example.com' }, false],
    ['http on a name that only ends like localhost', { protocol: 'http:', hostname: 'notlocalhost' }, false],
    ['no location at all', null, true],
  ])('%s', (_name, origin, secure) => {
    expect(cookieSecureFor(origin)).toBe(secure);
  });

  it('is what writeCookie uses by default (jsdom runs on http://localhost)', () => {
    const jar = fakeJar();
    writeCookie('x', 'y', 1, jar);
    expect(jar.writes[0]).toContain('; Secure;');
  });
});
