import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
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

/** The refresh token the request carries for a session type (parsed by @fastify/cookie), or undefined. */
export function readRefreshCookie(request: FastifyRequest, type: SessionType): string | undefined {
  const value = request.cookies[REFRESH_COOKIE[type]];
  return value ? value : undefined;
}

/**
 * httpOnly (scripts never see it), SameSite=Strict (never sent from another site), Path=/auth (only the
 * refresh and logout calls carry it), Secure when the request came over https (a plain-http
 * `demo.localhost` must still work in development). Each session type has its own cookie, so an owner
 * and a customer logged in on one site never touch each other's session.
 */
const attributes = (maxAgeSeconds: number): CookieSerializeOptions => ({
  path: COOKIE_PATH,
  maxAge: maxAgeSeconds,
  httpOnly: true,
  sameSite: 'strict',
  secure: 'auto',
});

export function setRefreshCookie(reply: FastifyReply, type: SessionType, token: string): void {
  reply.setCookie(REFRESH_COOKIE[type], token, attributes(Math.floor(REFRESH_SESSION_MS / 1000)));
}

export function clearRefreshCookie(reply: FastifyReply, type: SessionType): void {
  reply.setCookie(REFRESH_COOKIE[type], '', attributes(0));
}
