import { z } from 'zod';
import { createMemoryStorage, createSafeStorage } from '../storage/safe-storage';
import { ApiError } from './api-error';
import { LOGOUT_CODES } from './auth-codes';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import { deferred, fakeFetch, reply, type Call, type Reply } from './test-fetch';

const okSchema = z.object({ message: z.literal('success'), n: z.number() });
const REAUTH = '/auth/user_reauth';

function setup(handler: (call: Call) => Reply | Promise<Reply>, tokens: Record<string, string> = { demo: 'old-token' }, extra: Partial<ApiClientOptions> = {}) {
  const local = createMemoryStorage(tokens);
  const storage = createSafeStorage({ local: () => local, session: () => null });
  const { fetchImpl, calls } = fakeFetch(handler);
  const onLogout = jest.fn();
  const api = createApiClient({ baseUrl: 'https://api.test/', storage, getHostname: () => 'demo.localhost', onLogout, fetchImpl, ...extra });
  const reauthCalls = () => calls.filter((c) => c.url.endsWith(REAUTH));
  return { api, calls, local, onLogout, reauthCalls };
}

/** An API whose data calls answer 200 for `good-token` and the given 401 otherwise; reauth answers `refresh`. */
function expiringApi(refresh: () => Reply | Promise<Reply>, fail: Reply = reply(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' })) {
  return (call: Call): Reply | Promise<Reply> => {
    if (call.url.endsWith(REAUTH)) return refresh();
    return call.headers.Authorization === 'Bearer good-token' ? reply(200, { message: 'success', n: 1 }) : fail;
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('createApiClient: requests', () => {
  it('GETs with credentials, the bearer token and the query, and parses the answer', async () => {
    const { api, calls } = setup(() => reply(200, { message: 'success', n: 3, extra: 'dropped' }));
    await expect(api.get('/things', { page: 2, search: 'red', category: undefined }, okSchema)).resolves.toEqual({ message: 'success', n: 3 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.test/things?page=2&search=red');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.headers).toEqual({ Accept: 'application/json', Timeout: '1000', Authorization: 'Bearer old-token' });
  });

  it('falls back to userAccessToken, and sends no Authorization without a token', async () => {
    const first = setup(() => reply(200, { message: 'success', n: 1 }), { userAccessToken: 'user-token' });
    await first.api.get('/a', undefined, okSchema);
    expect(first.calls[0]?.headers.Authorization).toBe('Bearer user-token');

    const second = setup(() => reply(200, { message: 'success', n: 1 }), {});
    await second.api.get('/a', null, okSchema);
    expect(second.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('POSTs JSON, FormData as it is, and no body for undefined', async () => {
    const { api, calls } = setup(() => reply(200, { message: 'success', n: 1 }));
    await api.post('/json', { name: 'Asha' }, okSchema);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Asha"}');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');

    const form = new FormData();
    form.append('file', 'x');
    await api.post('/upload', form, okSchema);
    expect(calls[1]?.init.body).toBe(form);
    expect(calls[1]?.headers['Content-Type']).toBeUndefined();

    await api.post('/empty', undefined, okSchema);
    expect(calls[2]?.init.body).toBeUndefined();
  });

  it('turns an answer that does not match the schema into an ApiError, not a crash', async () => {
    const { api } = setup(() => reply(200, { message: 'success', n: 'three' }));
    const error = await rejection(api.get('/things', {}, okSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', message: 'Unexpected answer from /things' });
  });

  it('turns a non-JSON answer into an ApiError', async () => {
    const { api } = setup(() => ({ status: 200, raw: '<html>oops</html>' }));
    await expect(api.get('/things', {}, okSchema)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it.each([
    [reply(400, { message: 'Invalid pincode', code: 'VALIDATION_ERROR' }), 400, 'VALIDATION_ERROR', 'Invalid pincode'],
    [reply(404, { message: 'Product not found' }), 404, undefined, 'Product not found'],
    [reply(500), 500, undefined, 'Request failed with status 500'],
    [{ status: 502, raw: 'Bad Gateway' }, 502, undefined, 'Request failed with status 502'],
  ])('rejects other errors with the server message (%#)', async (answer, status, code, message) => {
    const { api, onLogout, local } = setup(() => answer);
    const error = await rejection(api.get('/things', {}, okSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, message });
    expect(onLogout).not.toHaveBeenCalled();
    expect(local.data.get('demo')).toBe('old-token');
  });

  it('sends extra headers with the call, never replacing the stored bearer token', async () => {
    const { api, calls } = setup(() => reply(200, { message: 'success', n: 1 }));
    await api.post('/auth/logout', undefined, okSchema, { headers: { 'X-Session-Type': 'customer', Authorization: 'Bearer forged' } });
    expect(calls[0]?.headers).toEqual({ Accept: 'application/json', Timeout: '1000', 'X-Session-Type': 'customer', Authorization: 'Bearer old-token' });
  });

  // The date is made as the test runs, not as the file loads: a busy machine may start the test seconds later.
  it.each([
    ['seconds', () => '27', 27],
    ['an HTTP date', () => new Date(Date.now() + 10_000).toUTCString(), 10],
  ])('reads Retry-After given in %s into retryAfterSeconds', async (_form, header, seconds) => {
    const { api } = setup(() => reply(429, { message: 'Too many codes', code: 'RATE_LIMITED' }, { 'retry-after': header() }));
    const error = await rejection(api.post('/auth/customer/send_code', {}, okSchema));
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many codes' });
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(seconds - 1);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(seconds);
  });

  it('leaves retryAfterSeconds out when the answer names no wait', async () => {
    const { api } = setup(() => reply(429, { message: 'Too many codes' }));
    expect((await rejection(api.get('/x', {}, okSchema))).retryAfterSeconds).toBeUndefined();
  });

  it('rejects a network failure as status 0 NETWORK_ERROR', async () => {
    const { api } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/things', {}, okSchema)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('lets an abort through as the AbortError', async () => {
    const { api } = setup(() => reply(200, { message: 'success', n: 1 }));
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/things', {}, okSchema, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('createApiClient: 401 handling (section 8)', () => {
  it.each(LOGOUT_CODES)('%s: clears the token, logs out with the server message, no refresh', async (code) => {
    const { api, local, onLogout, reauthCalls } = setup(() => reply(401, { message: `Denied: ${code}`, code }));
    const error = await rejection(api.get('/orders', {}, okSchema));
    expect(error).toMatchObject({ status: 401, code, message: `Denied: ${code}` });
    expect(local.data.has('demo')).toBe(false);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith(`Denied: ${code}`);
    expect(reauthCalls()).toHaveLength(0);
  });

  it('TOKEN_EXPIRED: refreshes once as a customer, stores the token and retries with it', async () => {
    const { api, calls, local, onLogout, reauthCalls } = setup(expiringApi(() => reply(200, { accessToken: 'good-token', message: 'success' })));
    await expect(api.get('/orders', { page: 1 }, okSchema)).resolves.toEqual({ message: 'success', n: 1 });
    expect(reauthCalls()).toHaveLength(1);
    const refresh = reauthCalls()[0];
    expect(refresh?.url).toBe('https://api.test/auth/user_reauth');
    expect(refresh?.init.method).toBe('POST');
    expect(refresh?.init.body).toBeUndefined();
    expect(refresh?.init.credentials).toBe('include');
    expect(refresh?.headers['X-Session-Type']).toBe('customer');
    expect(calls.map((c) => c.url)).toEqual(['https://api.test/orders?page=1', 'https://api.test/auth/user_reauth', 'https://api.test/orders?page=1']);
    expect(calls[2]?.headers.Authorization).toBe('Bearer good-token');
    expect(local.data.get('demo')).toBe('good-token');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('TOKEN_EXPIRED on a POST retries the same body', async () => {
    const { api, calls } = setup(expiringApi(() => reply(200, { accessToken: 'good-token' })));
    await api.post('/cart/add', { itemId: 'p1' }, okSchema);
    expect(calls[2]?.init.body).toBe('{"itemId":"p1"}');
  });

  it.each([
    ['a refused refresh shows its message', () => reply(401, { message: 'Refresh token expired', code: 'TOKEN_INVALID' }), 'Refresh token expired'],
    ['an answer without accessToken', () => reply(200, { message: 'success' }), 'Refresh token invalid'],
    ['an empty accessToken', () => reply(200, { accessToken: '' }), 'Refresh token invalid'],
    ['a failed refresh without message', () => reply(500), 'Refresh token invalid'],
    [
      'no answer at all',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Refresh token invalid',
    ],
  ])('refresh failure (%s): clears the token and logs out with %p', async (_name, refresh, message) => {
    const { api, calls, local, onLogout } = setup(expiringApi(refresh));
    const error = await rejection(api.get('/orders', {}, okSchema));
    expect(error).toMatchObject({ status: 401, code: 'REFRESH_FAILED', message });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith(message);
    expect(local.data.has('demo')).toBe(false);
    expect(calls).toHaveLength(2); // the request and the refresh; no retry
  });

  it('a 401 on the retry (a repeat) logs out without a second refresh', async () => {
    const { api, calls, local, onLogout, reauthCalls } = setup((call) =>
      call.url.endsWith(REAUTH) ? reply(200, { accessToken: 'new-token' }) : reply(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' }),
    );
    const error = await rejection(api.get('/orders', {}, okSchema));
    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(reauthCalls()).toHaveLength(1);
    expect(calls).toHaveLength(3);
    expect(onLogout).toHaveBeenCalledWith('Token expired');
    expect(local.data.has('demo')).toBe(false);
  });

  it.each([
    ['no code', { message: 'Unauthorized' }, 'Unauthorized'],
    ['an unknown code', { message: 'Nope', code: 'SOMETHING_ELSE' }, 'Nope'],
    ['no body', undefined, 'Request failed with status 401'],
  ])('any other 401 (%s): clears the token and logs out', async (_name, body, message) => {
    const { api, local, onLogout, reauthCalls } = setup(() => reply(401, body));
    await expect(api.get('/orders', {}, okSchema)).rejects.toMatchObject({ status: 401 });
    expect(local.data.has('demo')).toBe(false);
    expect(onLogout).toHaveBeenCalledWith(message);
    expect(reauthCalls()).toHaveLength(0);
  });

  it.each([
    ['TOKEN_INVALID', reply(401, { message: 'Bad token', code: 'TOKEN_INVALID' })],
    ['TOKEN_EXPIRED', reply(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' })],
    ['no code', reply(401, { message: 'Unauthorized' })],
  ])('a 401 (%s) on the logout call clears the token but never loops into another logout', async (_name, answer) => {
    const { api, local, onLogout, reauthCalls } = setup(() => answer);
    await expect(api.post('/auth/logout', undefined, z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(onLogout).not.toHaveBeenCalled();
    expect(reauthCalls()).toHaveLength(0);
    expect(local.data.has('demo')).toBe(false);
  });

  it('honours a configured logout path', async () => {
    const { api, onLogout } = setup(() => reply(401, { message: 'x' }), undefined, { logoutPath: '/customer/logout' });
    await expect(api.post('/customer/logout', {}, z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(onLogout).not.toHaveBeenCalled();
  });
});

describe('createApiClient: concurrent 401s', () => {
  it('3 parallel requests hitting TOKEN_EXPIRED share exactly one refresh', async () => {
    const gate = deferred<Reply>();
    const { api, calls, onLogout, reauthCalls } = setup(expiringApi(() => gate.promise));
    const requests = [api.get('/a', {}, okSchema), api.get('/b', {}, okSchema), api.post('/c', { x: 1 }, okSchema)];
    // let all three 401s arrive while the refresh is still out
    await new Promise((r) => setTimeout(r, 0));
    expect(reauthCalls()).toHaveLength(1);
    gate.resolve(reply(200, { accessToken: 'good-token' }));
    await expect(Promise.all(requests)).resolves.toHaveLength(3);
    expect(reauthCalls()).toHaveLength(1);
    const retries = calls.slice(4);
    expect(retries.map((c) => c.headers.Authorization)).toEqual(['Bearer good-token', 'Bearer good-token', 'Bearer good-token']);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('a TOKEN_EXPIRED arriving after the refresh finished reuses the new token', async () => {
    const late = deferred<Reply>();
    const { api, reauthCalls } = setup((call) => {
      if (call.url.endsWith(REAUTH)) return reply(200, { accessToken: 'good-token' });
      if (call.headers.Authorization === 'Bearer good-token') return reply(200, { message: 'success', n: 1 });
      if (call.url.endsWith('/slow')) return late.promise;
      return reply(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' });
    });
    const slow = api.get('/slow', {}, okSchema);
    await api.get('/fast', {}, okSchema);
    late.resolve(reply(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' }));
    await expect(slow).resolves.toEqual({ message: 'success', n: 1 });
    expect(reauthCalls()).toHaveLength(1);
  });

  it('a failed shared refresh logs out once and rejects every waiting request', async () => {
    const gate = deferred<Reply>();
    const { api, onLogout, reauthCalls } = setup(expiringApi(() => gate.promise));
    const requests = [api.get('/a', {}, okSchema), api.get('/b', {}, okSchema), api.get('/c', {}, okSchema)].map(rejection);
    await new Promise((r) => setTimeout(r, 0));
    gate.resolve(reply(200, { message: 'success' }));
    const errors = await Promise.all(requests);
    expect(errors.map((e) => e.code)).toEqual(['REFRESH_FAILED', 'REFRESH_FAILED', 'REFRESH_FAILED']);
    expect(reauthCalls()).toHaveLength(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith('Refresh token invalid');
  });

  it('a TOKEN_EXPIRED arriving after a failed refresh does not refresh again', async () => {
    const late = deferred<Reply>();
    const { api, onLogout, reauthCalls } = setup((call) => {
      if (call.url.endsWith(REAUTH)) return reply(401, { message: 'Refresh token expired' });
      if (call.url.endsWith('/slow')) return late.promise;
      return reply(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' });
    });
    const slow = rejection(api.get('/slow', {}, okSchema));
    await rejection(api.get('/fast', {}, okSchema));
    late.resolve(reply(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' }));
    await expect(slow).resolves.toMatchObject({ code: 'REFRESH_FAILED', message: 'Refresh token expired' });
    expect(reauthCalls()).toHaveLength(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('a throwing onLogout still rejects the request with its ApiError', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, onLogout } = setup(() => reply(401, { message: 'Bad token', code: 'TOKEN_INVALID' }));
    onLogout.mockImplementation(() => {
      throw new Error('router not ready');
    });
    await expect(api.get('/a', {}, okSchema)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('parallel requests rejected with TOKEN_INVALID log out once', async () => {
    const { api, onLogout } = setup(() => reply(401, { message: 'Bad token', code: 'TOKEN_INVALID' }));
    await Promise.all([api.get('/a', {}, okSchema), api.get('/b', {}, okSchema), api.get('/c', {}, okSchema)].map(rejection));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('a later login makes a later logout reported again', async () => {
    let answer = reply(401, { message: 'Bad token', code: 'TOKEN_INVALID' });
    const { api, local, onLogout } = setup(() => answer);
    await rejection(api.get('/a', {}, okSchema));
    local.data.set('demo', 'second-token');
    await rejection(api.get('/a', {}, okSchema));
    expect(onLogout).toHaveBeenCalledTimes(2);
    answer = reply(401, { message: 'No token', code: 'NO_TOKEN' });
    await rejection(api.get('/a', {}, okSchema));
    expect(onLogout).toHaveBeenCalledTimes(3);
    await rejection(api.get('/a', {}, okSchema));
    expect(onLogout).toHaveBeenCalledTimes(3);
  });
});
