import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_EXPIRATION_MS } from 'shared/rules';
import type { SessionType } from '../contracts';

/** Cookie holding the refresh token of each session type; only `/auth` calls ever receive it. */
export const REFRESH_COOKIE: Record<SessionType, string> = {
  user: 'userRefreshToken',
  customer: 'customerRefreshToken',
};
const COOKIE_PATH = '/auth';

/** A refresh session lasts as long as the spec's session expiration (864,000,000 ms, 10 days). */
export const REFRESH_SESSION_MS = SESSION_EXPIRATION_MS;

/** The value of one cookie of the request's Cookie header, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * httpOnly (scripts never see it), SameSite=Strict (never sent from another site), Path=/auth (only the
 * refresh and logout calls carry it), Secure when the request came over https (a plain-http
 * `demo.localhost` must still work in development).
 */
function attributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, type: SessionType, token: string): void {
  appendSetCookie(reply, `${REFRESH_COOKIE[type]}=${encodeURIComponent(token)}; ${attributes(request, Math.floor(REFRESH_SESSION_MS / 1000))}`);
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply, type: SessionType): void {
  appendSetCookie(reply, `${REFRESH_COOKIE[type]}=; ${attributes(request, 0)}`);
}

function appendSetCookie(reply: FastifyReply, cookie: string): void {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list, cookie]);
}
