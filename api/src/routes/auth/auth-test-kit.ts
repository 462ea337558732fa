/** Test helpers for the auth, customer and edit-mode route tests: log in, sign tokens, call with a token or cookie. */
import { randomInt, randomUUID } from 'node:crypto';
import { buildApp, type App, type BuildAppOptions } from '../../app';
import { loadConfig } from '../../config';
import {
  CUSTOMER_AUTH_PATHS,
  type OwnerLoginAnswer,
  type SendCodeAnswer,
  type TokenRole,
  type VerifyCodeAnswer,
} from '../../contracts';
import { resolveAuthSecret } from '../../auth/auth-secret';
import { TokenSigner } from '../../auth/tokens';
import { newId } from '../../db/ids';
import { customers } from '../../db/schema';
import { RecordingSmsSender } from '../../sms';
import { borrowedDatabase, type TestContext } from '../../test/databases';
import { TEST_ENV, testUploadsDir } from '../../test/test-env';

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
export async function post<T = Record<string, unknown>>(ctx: Pick<TestContext, 'app'>, url: string, body: unknown, options: CallOptions = {}) {
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

/** A customer of the business, with a token of role `customer`, made directly (loginCustomer goes through the login). */
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

/** A phone number no other test uses (10 digits starting with 9), so tests never share a rate-limit bucket. */
export const uniquePhoneNumber = () => `9${randomInt(0, 1e9).toString().padStart(9, '0')}`;

/** The recording SMS adapter of a test app (describeEachDatabase and `extraApp` install one). */
export function smsOf(app: App): RecordingSmsSender {
  if (!(app.sms instanceof RecordingSmsSender)) throw new Error('this app sends real messages: build it with sms: new RecordingSmsSender()');
  return app.sms;
}

export interface CustomerLogin {
  phoneNumber: string;
  /** Default: the demo site. */
  subdomain?: string;
  /** Default: +91. */
  countryCode?: string;
  /** Client address (X-Forwarded-For); default: a fresh one. */
  client?: string;
}

/**
 * Logs a customer in the way the widget does: send code, read the code the SMS adapter received, verify
 * code. Answers the verify answer (token, customerId, customerData), the `customerRefreshToken` cookie
 * to send back and the business id from the token. Works with ctx.app and with apps of `extraApp`.
 */
export async function loginCustomer(ctx: Pick<TestContext, 'app'>, login: CustomerLogin) {
  const subdomain = login.subdomain ?? 'demo';
  const countryCode = login.countryCode ?? '+91';
  const client = login.client ?? newClient();
  const sent = await post<SendCodeAnswer>(ctx, CUSTOMER_AUTH_PATHS.sendCode, { phoneNumber: login.phoneNumber, countryCode, subdomain }, { client });
  if (sent.status !== 200) throw new Error(`send code answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const otp = smsOf(ctx.app).lastCode({ countryCode, phoneNumber: login.phoneNumber, subdomain });
  if (!otp) throw new Error('no code was recorded for this phone');
  const res = await post<VerifyCodeAnswer>(ctx, CUSTOMER_AUTH_PATHS.verifyCode, { phoneNumber: login.phoneNumber, countryCode, subdomain, otp }, { client });
  if (res.status !== 200) throw new Error(`verify code answered ${res.status}: ${JSON.stringify(res.body)}`);
  const cookie = cookiePair(res.cookies.find((c) => c.startsWith('customerRefreshToken=')));
  return { ...res.body, cookie, businessId: claimsOf(res.body.token).bid };
}

/**
 * Another app on the test's database, with options of its own: a clock (`now`), a configuration
 * (`env`, read like the process environment, e.g. REDIS_URL or TRUSTED_PROXIES), an SMS adapter
 * (a fresh recorder by default; `sms: undefined` for the configured one), an e-mail adapter, a lifetime of its access tokens. Close it with `app.close()`;
 * the database stays open for the suite.
 */
/**
 * The Redis prefix of this test file's rate limits: the apps of one file share their counters (two API
 * processes behind one Redis), while another file, another database's run or an earlier run of the suite
 * against the same Redis (whose counters outlive a run for their window, an hour for a site's codes)
 * never uses up theirs.
 */
const TEST_RATE_LIMIT_NAMESPACE = `rate-limit:test-${randomUUID()}:`;

export async function extraApp(
  ctx: TestContext,
  options: { env?: Record<string, string>; now?: () => number; sms?: BuildAppOptions['sms']; email?: BuildAppOptions['email']; accessTokenTtlSeconds?: number } = {},
): Promise<App> {
  const root = process.env[TEST_ENV.root];
  const uploads = testUploadsDir();
  if (!root || !uploads) throw new Error('run through jest');
  const config = loadConfig({ DATA_DIR: root, UPLOADS_DIR: uploads, LOG_LEVEL: 'silent', ...options.env });
  const database = borrowedDatabase(ctx);
  // `sms: undefined` given on purpose: the adapter the configuration names (e.g. SMS_PROVIDER=twilio).
  const sms = 'sms' in options ? options.sms : new RecordingSmsSender();
  return buildApp({
    config,
    database,
    logger: false,
    ...(sms ? { sms } : {}),
    ...(options.email ? { email: options.email } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
    rateLimitNameSpace: TEST_RATE_LIMIT_NAMESPACE,
  });
}
