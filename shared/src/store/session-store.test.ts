import { z } from 'zod';
import { fakeFetch, reply, type Call, type Reply } from '../api-client/test-fetch';
import { CUSTOMER_LOGIN_MESSAGES, LOGIN_CODE_RESEND_SECONDS, RUNTIME_CONFIG_ID } from '../contracts';
import { decodeChatSession, encodeChatSession, type ChatSession } from '../storage/chat-session';
import { OWNER_SESSION_KEY } from './owner-store';
import { LoginError } from './session-store';
import { testRoot } from './store-test-kit';

const NOW = Date.UTC(2025, 0, 15, 12);
const MIN = 60_000;
const customer = { customerId: '64b7f0c2a1d3e4f5a6b7c8d9', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' };
const stored = (over: Partial<ChatSession> = {}): string =>
  encodeChatSession({ ...customer, hostname: 'demo.localhost', expiration: 864_000_000, expiresAt: NOW + 60 * MIN, ...over });
const OWNER = JSON.stringify({ owner: { name: 'Lakshmi', email: 'owner@demo.localhost' }, subdomain: 'demo', accountTypeId: 'b'.repeat(24), editMode: true });

/** A root whose API answers each path with `routes[path]` (404 otherwise). */
function withApi(routes: Record<string, (call: Call) => Reply>, localData: Record<string, string> = {}) {
  const { fetchImpl, calls } = fakeFetch((call) => {
    const route = routes[new URL(call.url, 'http://x').pathname];
    return route ? route(call) : reply(404, { message: 'not found' });
  });
  const test = testRoot({ fetchImpl, localData });
  const bodyOf = (path: string) => JSON.parse(String(calls.find((c) => c.url.endsWith(path))?.init.body)) as unknown;
  return { ...test, calls, bodyOf };
}

/** Lets the background logout call finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function loginError(promise: Promise<unknown>): Promise<LoginError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LoginError) return error;
    throw error;
  }
  throw new Error('expected a LoginError');
}

describe('SessionStore: restoring', () => {
  it('starts anonymous', () => {
    const { root } = testRoot();
    root.session.hydrate();
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.customer).toBeNull();
  });

  it('restores a valid stored session, not yet verified', () => {
    const { root } = testRoot({ localData: { chatSession: stored(), demo: 'token-1' } });
    root.session.hydrate();
    expect(root.session.isLoggedIn).toBe(true);
    expect(root.session.verified).toBe(false);
    expect(root.session.customer).toEqual(customer);
    expect(root.session.getAccessToken()).toBe('token-1');
  });

  it('restores from the cookie when local storage has nothing', () => {
    const { root, cookies } = testRoot();
    cookies.cookie = `chatSession=${stored()}; Path=/`;
    root.session.hydrate();
    expect(root.session.customer?.customerId).toBe(customer.customerId);
  });

  it.each([
    ['another site', stored({ hostname: 'other.localhost' }), false],
    ['a sub-site of this one', stored({ hostname: 'shop.demo.localhost' }), false],
    ['this site with www and capitals', stored({ hostname: 'www.DEMO.localhost' }), true],
    ['expired exactly 5 minutes ago (the grace)', stored({ expiresAt: NOW - 5 * MIN }), true],
    ['expired 5 minutes and 1 ms ago', stored({ expiresAt: NOW - 5 * MIN - 1 }), false],
    ['expired 4 minutes ago', stored({ expiresAt: NOW - 4 * MIN }), true],
    ['past the 10-hour hard limit', stored({ expiresAt: NOW - 10 * 60 * MIN - 1 }), false],
    ['without a customer', encodeChatSession({ ...customer, customerId: '', hostname: 'demo.localhost', expiration: 1, expiresAt: NOW + MIN }), false],
    ['not a session at all', 'garbage', false],
  ])('%s: restored is %s', (_name, value, restored) => {
    const { root, local, cookies } = testRoot({ localData: { chatSession: value, demo: 'token-1', userAccessToken: 'owner' } });
    cookies.cookie = `chatSession=${value}; Path=/`;
    root.session.hydrate();
    expect(root.session.isLoggedIn).toBe(restored);
    expect(local.data.has('chatSession')).toBe(restored);
    expect(local.data.has('demo')).toBe(restored);
    expect(local.data.get('userAccessToken')).toBe('owner');
    expect(cookies.cookie).toBe(restored ? `chatSession=${value}` : '');
  });
});

describe('SessionStore: verifying a restored session', () => {
  const restoredRoot = (answer: (call: Call) => Reply) => {
    const test = withApi({ '/auth/customer/verify_session': answer }, { chatSession: stored(), demo: 'token-1' });
    test.root.session.hydrate();
    return test;
  };

  it('keeps the session on success, marks it verified and follows a renamed customer', async () => {
    const { root, calls, bodyOf, local } = restoredRoot(() => reply(200, { message: 'success', customerData: { ...customer, name: 'Asha R.' } }));
    await expect(root.session.verifyRestoredSession()).resolves.toBe('verified');
    expect(bodyOf('/verify_session')).toEqual({ customerId: customer.customerId, phoneNumber: '9876543210', countryCode: '+91', subdomain: 'demo' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-1');
    expect(root.session.verified).toBe(true);
    expect(root.session.customer?.name).toBe('Asha R.');
    expect(decodeChatSession(local.data.get('chatSession'))?.name).toBe('Asha R.');
  });

  it.each([
    ['a mismatch', reply(403, { message: 'Session does not match', code: 'SESSION_MISMATCH' })],
    ['a server failure', reply(500, { message: 'boom' })],
    ['an answer that is not success', reply(200, { message: 'nope' })],
  ])('clears the session on %s', async (_name, answer) => {
    const { root, local, cookies } = restoredRoot(() => answer);
    await expect(root.session.verifyRestoredSession()).resolves.toBe('rejected');
    expect(root.session.isLoggedIn).toBe(false);
    expect(local.data.has('chatSession')).toBe(false);
    expect(local.data.has('demo')).toBe(false);
    expect(cookies.cookie).toBe('');
  });

  it('keeps the session, unverified, when the server cannot be reached', async () => {
    const { root } = restoredRoot(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(root.session.verifyRestoredSession()).resolves.toBe('unreachable');
    expect(root.session.isLoggedIn).toBe(true);
    expect(root.session.verified).toBe(false);
  });

  it('shares one request between concurrent checks, and has nothing to check when anonymous', async () => {
    const { root, calls } = restoredRoot(() => reply(200, { message: 'success', customerData: customer }));
    await Promise.all([root.session.verifyRestoredSession(), root.session.verifyRestoredSession()]);
    expect(calls).toHaveLength(1);
    const anonymous = withApi({});
    await expect(anonymous.root.session.verifyRestoredSession()).resolves.toBe('none');
    expect(anonymous.calls).toHaveLength(0);
  });
});

describe('SessionStore: phone-code login', () => {
  const verified = { message: 'success', customerId: customer.customerId, token: 'fresh-token', customerData: customer };

  it('sends the code for this site and remembers the number; resolves with the resend countdown', async () => {
    const { root, bodyOf } = withApi({ '/auth/customer/send_code': () => reply(200, { message: 'success', resendAfterSeconds: 30 }) });
    await expect(root.session.sendCode(' 9876543210 ', '+91')).resolves.toBe(30);
    expect(bodyOf('/send_code')).toEqual({ phoneNumber: '9876543210', countryCode: '+91', subdomain: 'demo' });
    expect(root.session.pendingLogin).toEqual({ phoneNumber: '9876543210', countryCode: '+91' });
  });

  it.each([
    ['a refused number', () => reply(400, { message: 'phoneNumber must be 4 to 15 digits', code: 'VALIDATION_ERROR' }), CUSTOMER_LOGIN_MESSAGES.sendFailed, undefined],
    ['a server failure', () => reply(500, { message: 'boom' }), CUSTOMER_LOGIN_MESSAGES.sendFailed, undefined],
    ['no answer', () => { throw new TypeError('Failed to fetch'); }, CUSTOMER_LOGIN_MESSAGES.verifyPhoneFailed, undefined],
    ['an unreadable answer', () => reply(200, { message: 'success' }), CUSTOMER_LOGIN_MESSAGES.verifyPhoneFailed, undefined],
    ['a rate limit with Retry-After', () => reply(429, { message: 'Too many codes. Try again in 42 seconds.', code: 'RATE_LIMITED' }, { 'retry-after': '42' }), 'Too many codes. Try again in 42 seconds.', 42],
    ['a rate limit without a wait', () => reply(429, { message: 'Too many codes.', code: 'RATE_LIMITED' }), 'Too many codes.', LOGIN_CODE_RESEND_SECONDS],
  ])('sendCode fails on %s with its message', async (_name, answer, message, wait) => {
    const { root } = withApi({ '/auth/customer/send_code': answer });
    const error = await loginError(root.session.sendCode('9876543210', '+91'));
    expect(error.message).toBe(message);
    expect(error.retryAfterSeconds).toBe(wait);
    expect(root.session.pendingLogin).toBeNull();
  });

  it('verifies the code for the number it was sent to and starts a verified session', async () => {
    const { root, bodyOf, local } = withApi({
      '/auth/customer/send_code': () => reply(200, { message: 'success', resendAfterSeconds: 30 }),
      '/auth/customer/verify_code': () => reply(200, verified),
    });
    await root.session.sendCode('9876543210', '+91');
    const session = await root.session.verifyCode(' 123456 ');
    expect(bodyOf('/verify_code')).toEqual({ phoneNumber: '9876543210', countryCode: '+91', otp: '123456', subdomain: 'demo' });
    expect(session).toEqual({ ...customer, hostname: 'demo.localhost', expiration: 864_000_000, expiresAt: NOW + 864_000_000 });
    expect(root.session.customer).toEqual(customer);
    expect(root.session.verified).toBe(true);
    expect(root.session.pendingLogin).toBeNull();
    expect(local.data.get('demo')).toBe('fresh-token');
  });

  it.each([
    ['a wrong code', () => reply(400, { message: 'Wrong code', code: 'INVALID_CODE' }), CUSTOMER_LOGIN_MESSAGES.invalidCode],
    ['a code that is not six digits', () => reply(400, { message: 'otp must be 6 digits', code: 'VALIDATION_ERROR' }), CUSTOMER_LOGIN_MESSAGES.invalidCode],
    ['an expired code (the server says so)', () => reply(400, { message: 'Code expired. Ask for a new one.', code: 'CODE_EXPIRED' }), 'Code expired. Ask for a new one.'],
    ['a locked code (the server says so)', () => reply(400, { message: 'Too many wrong codes.', code: 'CODE_LOCKED', attemptsLeft: 0 }), 'Too many wrong codes.'],
    ['a rate limit (the server says so)', () => reply(429, { message: 'Too many verification attempts. Please try again in 10 minutes.', code: 'RATE_LIMITED' }, { 'retry-after': '600' }), 'Too many verification attempts. Please try again in 10 minutes.'],
    ['a server failure', () => reply(500, { message: 'Internal server error', code: 'INTERNAL_ERROR' }), CUSTOMER_LOGIN_MESSAGES.verifyCodeFailed],
    ['no answer', () => { throw new TypeError('Failed to fetch'); }, CUSTOMER_LOGIN_MESSAGES.verifyCodeFailed],
  ])('verifyCode fails on %s with the message to show and stays logged out', async (_name, answer, message) => {
    const { root } = withApi({
      '/auth/customer/send_code': () => reply(200, { message: 'success', resendAfterSeconds: 30 }),
      '/auth/customer/verify_code': answer,
    });
    await root.session.sendCode('9876543210', '+91');
    expect((await loginError(root.session.verifyCode('000000'))).message).toBe(message);
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.pendingLogin).not.toBeNull();
  });

  it('refuses to verify before a code was sent, without a call', async () => {
    const { root, calls } = withApi({});
    expect((await loginError(root.session.verifyCode('123456'))).message).toBe(CUSTOMER_LOGIN_MESSAGES.verifyCodeFailed);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['www.demo.localhost', 'demo'],
    ['localhost', 'localhost'],
    ['127.0.0.1', 'localhost'],
    ['shop.example.com', 'shop'],
  ])('names the site of %s as %s', (hostname, subdomain) => {
    const { root } = testRoot({ getHostname: () => hostname });
    expect(root.session.subdomain).toBe(subdomain);
  });

  it("names the site a business's custom domain serves, as the page's run-time configuration says", () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = RUNTIME_CONFIG_ID;
    config.textContent = JSON.stringify({ remotes: {}, defaultSubdomain: 'demo', siteSubdomain: 'sunrise' });
    document.body.append(config);
    try {
      const { root } = testRoot({ getHostname: () => 'shop.kaveri-silks.in' });
      expect(root.session.subdomain).toBe('sunrise');
    } finally {
      config.remove();
    }
  });
});

describe('SessionStore: starting and ending', () => {
  it('startSession stores the encoded session, a 10-day Secure cookie and the per-host token', () => {
    const { root, local, cookies } = testRoot();
    const session = root.session.startSession(customer, 'fresh-token');
    expect(session).toEqual({ ...customer, hostname: 'demo.localhost', expiration: 864_000_000, expiresAt: NOW + 864_000_000 });
    expect(decodeChatSession(local.data.get('chatSession'))).toEqual(session);
    expect(local.data.get('demo')).toBe('fresh-token');
    expect(cookies.writes[0]).toBe(`chatSession=${local.data.get('chatSession')}; Path=/; Max-Age=864000; Secure; SameSite=Strict`);
    expect(root.session.isLoggedIn).toBe(true);
    expect(root.session.customer).toEqual(customer);
  });

  it('logout ends the session at once and asks the server to end the customer refresh session', async () => {
    const { root, local, cookies, calls } = withApi({ '/auth/logout': () => reply(200, { message: 'Logged out successfully' }) });
    root.session.startSession(customer, 'fresh-token');
    root.session.logout();
    expect(root.session.isLoggedIn).toBe(false);
    await settled();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.url).toBe('/auth/logout');
    expect(calls[0]?.headers['X-Session-Type']).toBe('customer');
    expect(calls[0]?.headers.Authorization).toBe('Bearer fresh-token');
    expect(root.session.customer).toBeNull();
    expect([...local.data.keys()]).toEqual([]);
    expect(cookies.cookie).toBe('');
    expect(cookies.writes.at(-1)).toBe('chatSession=; Path=/; Max-Age=0; Secure; SameSite=Strict');
  });

  it("logout keeps a logged-in owner's token and edit-mode login", async () => {
    const { root, local } = withApi({ '/auth/logout': () => reply(200, { message: 'Logged out successfully' }) }, { userAccessToken: 'owner-token', [OWNER_SESSION_KEY]: OWNER });
    root.hydrate();
    expect(root.owner.isLoggedIn).toBe(true);
    root.session.startSession(customer, 'customer-token');
    root.session.logout();
    await settled();
    expect(root.session.isLoggedIn).toBe(false);
    expect(local.data.has('demo')).toBe(false);
    expect(local.data.get('userAccessToken')).toBe('owner-token');
    expect(root.owner.isLoggedIn).toBe(true);
  });

  it('logout still logs out here when the server call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, local } = withApi({ '/auth/logout': () => reply(500, { message: 'boom' }) });
    root.session.startSession(customer, 'fresh-token');
    root.session.logout();
    await settled();
    expect(root.session.isLoggedIn).toBe(false);
    expect(local.data.size).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('RootStore: a 401 that logs out', () => {
  it('ends the session, shows the server message as an error and goes to /logout', async () => {
    const { fetchImpl } = fakeFetch(() => reply(401, { message: 'Account is inactive', code: 'ACCOUNT_INACTIVE' }));
    const { root, navigate, local } = testRoot({ fetchImpl, localData: { chatSession: stored(), demo: 'token-1' } });
    root.session.hydrate();
    expect(root.session.isLoggedIn).toBe(true);
    await expect(root.api.get('/orders', {}, z.unknown())).rejects.toMatchObject({ code: 'ACCOUNT_INACTIVE' });
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.ui.snackbars).toEqual([expect.objectContaining({ message: 'Account is inactive', severity: 'error' })]);
    expect(navigate).toHaveBeenCalledWith('/logout');
    expect(local.data.size).toBe(0);
    root.dispose();
  });
});
