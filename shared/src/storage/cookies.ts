/** Where cookies are read and written: `document`, or a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

const defaultJar = (): CookieJar | null => (typeof document === 'undefined' ? null : document);

/**
 * Sets a cookie the way the spec keeps the chat session: `Secure`, `SameSite=Strict`, path `/`, and a
 * max-age in seconds. Browsers accept Secure cookies on https and on http://localhost (and *.localhost);
 * elsewhere on plain http they drop them, which is the spec's intent.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number, jar: CookieJar | null = defaultJar()): void {
  if (!jar) return;
  jar.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Secure; SameSite=Strict`;
}

/** The cookie's value, or null. */
export function readCookie(name: string, jar: CookieJar | null = defaultJar()): string | null {
  if (!jar) return null;
  for (const part of jar.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** Expires the cookie now (same path and attributes it was written with). */
export function removeCookie(name: string, jar: CookieJar | null = defaultJar()): void {
  if (!jar) return;
  jar.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
}
