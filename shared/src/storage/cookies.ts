/** Where cookies are read and written: `document`, or a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

/** The parts of `window.location` that decide whether a cookie may be `Secure`. */
export interface CookieOrigin {
  protocol: string;
  hostname: string;
}

export interface CookieOptions {
  /** Add `Secure`; default `cookieSecureFor(window.location)`, true where there is no location. */
  secure?: boolean;
}

const defaultJar = (): CookieJar | null => (typeof document === 'undefined' ? null : document);
const pageOrigin = (): CookieOrigin | null => (typeof location === 'undefined' ? null : location);

/** Loopback names browsers treat as secure contexts even over plain http. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Whether a cookie written from this page may carry `Secure` (chat spec section 9: the session cookie is
 * Secure). Over https: yes. Over plain http browsers drop a Secure cookie, except on loopback names,
 * which Chromium and Firefox count as secure contexts: `http://localhost` and `http://demo.localhost:3000`
 * keep a Secure cookie (checked in Chromium), so those keep the spec's attribute. Elsewhere on plain http
 * (a phone on the LAN opening `http://192.168.1.5:3000`) the cookie goes without Secure rather than not at
 * all. No location at all (a test, a worker): Secure, the spec's default.
 */
export function cookieSecureFor(origin: CookieOrigin | null | undefined): boolean {
  if (!origin) return true;
  if (origin.protocol === 'https:') return true;
  return isLoopbackHost(origin.hostname);
}

function attributes(maxAgeSeconds: number, options: CookieOptions): string {
  const secure = options.secure ?? cookieSecureFor(pageOrigin());
  return `Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}${secure ? '; Secure' : ''}; SameSite=Strict`;
}

/**
 * Sets a cookie the way the spec keeps the chat session: path `/`, a max-age in seconds, `SameSite=Strict`,
 * and `Secure` where the page allows it (see `cookieSecureFor`).
 */
export function writeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  jar: CookieJar | null = defaultJar(),
  options: CookieOptions = {},
): void {
  if (!jar) return;
  jar.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(maxAgeSeconds, options)}`;
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
export function removeCookie(name: string, jar: CookieJar | null = defaultJar(), options: CookieOptions = {}): void {
  if (!jar) return;
  jar.cookie = `${name}=; ${attributes(0, options)}`;
}
