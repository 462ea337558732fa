/** Test helpers for the auth and edit-mode route tests: log in, sign tokens, call with a token or cookie. */
import type { OwnerLoginAnswer, TokenRole } from '../../contracts';
import { resolveAuthSecret } from '../../auth/auth-secret';
import { TokenSigner } from '../../auth/tokens';
import { newId } from '../../db/ids';
import { customers } from '../../db/schema';
import type { TestContext } from '../../test/databases';
import { TEST_ENV } from '../../test/test-env';

export const DEMO_LOGIN = { email: 'owner@demo.localhost', password: 'kaveri-demo-2025' } as const;
export const SUNRISE_LOGIN = { email: 'owner@sunrise.localhost', password: 'kaveri-demo-2025' } as const;

let nextClient = 1;
/** A client address of its own per call, so tests do not share a login rate-limit bucket. */
export const newClient = () => `203.0.113.${nextClient++ % 250}`;

export interface CallOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  client?: string;
}

/** POST through inject; answers the status, parsed JSON, headers and the Set-Cookie lines. */
export async function post<T = Record<string, unknown>>(ctx: TestContext, url: string, body: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.client ?? newClient(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const res = await ctx.app.inject({ method: 'POST', url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  const setCookie = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    body: (res.body ? res.json() : undefined) as T,
    headers: res.headers,
    cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
  };
}

/** `name=value` of a Set-Cookie line, for sending it back. */
export const cookiePair = (setCookie: string | undefined) => (setCookie ?? '').split(';')[0] ?? '';

/** Logs an owner in; answers the access token and the refresh cookie to send back. */
export async function loginOwner(ctx: TestContext, login: { email: string; password: string; subdomain?: string } = DEMO_LOGIN) {
  const res = await post<OwnerLoginAnswer>(ctx, '/auth/owner_login', login);
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { ...res.body, cookie: cookiePair(res.cookies[0]) };
}

/** A signer with the test app's secret and its own clock (for expired tokens). */
export function testSigner(now: () => number = Date.now): TokenSigner {
  const root = process.env[TEST_ENV.root];
  if (!root) throw new Error('run through jest');
  return new TokenSigner(resolveAuthSecret({ authSecret: undefined, dataDir: root }), now);
}

export const signAs = (sub: string, role: TokenRole, bid: string, now?: () => number) => testSigner(now).sign({ sub, role, bid });

/** A customer of the business, with a token of role `customer` (the customer login is a later issue). */
export async function customerToken(ctx: TestContext, businessId: string, status: 'active' | 'inactive' = 'active') {
  const id = newId();
  await ctx.db.insert(customers).values({ id, businessId, phoneNumber: `98${Math.floor(Math.random() * 1e8).toString().padStart(8, '0')}`, name: 'Asha', status });
  return signAs(id, 'customer', businessId);
}

/** The claims of an access token (unchecked: for reading ids in tests). */
export function claimsOf(token: string): { sub: string; role: TokenRole; bid: string; exp: number } {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string; role: TokenRole; bid: string; exp: number };
}
