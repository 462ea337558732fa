import type { z } from 'zod';
import { schemaOf, type Parser } from '../contracts/contract-ref';
import { API_PATHS } from '../contracts/paths';
import { errorAnswerSchema } from '../contracts/refs';
import { API_TIMEOUT_HEADER_VALUE } from '../rules/constants';
import { readAccessToken, writeAccessToken } from '../storage/access-token';
import type { SafeStorage } from '../storage/safe-storage';
import { ApiError, CLIENT_ERROR_CODES, NETWORK_ERROR_MESSAGE } from './api-error';
import {
  DEFAULT_LOGOUT_MESSAGE,
  LOGOUT_PATH,
  REFRESH_SESSION_TYPE,
  REFRESH_TOKEN_INVALID_MESSAGE,
  TOKEN_EXPIRED,
  isLogoutCode,
} from './auth-codes';
import { toQueryString, type QueryParams } from './query-string';

export interface RequestOptions {
  /** Cancels the request (e.g. a newer search replaced it); the promise rejects with the AbortError. */
  signal?: AbortSignal;
  /** Extra request headers (e.g. `X-Session-Type` on the logout call); the bearer token is still the client's. */
  headers?: Record<string, string>;
}

/** The one way the apps talk to the API: typed, token-aware, schema-checked. */
export interface ApiClient {
  /** GET `path?query`; resolves with the answer parsed by `schema`. */
  get<S extends z.ZodType>(path: string, query: QueryParams | null | undefined, schema: Parser<S>, options?: RequestOptions): Promise<z.output<S>>;
  /** POST `body` as JSON (FormData is sent as multipart; undefined sends no body); resolves with the parsed answer. */
  post<S extends z.ZodType>(path: string, body: unknown, schema: Parser<S>, options?: RequestOptions): Promise<z.output<S>>;
}

export interface ApiClientOptions {
  /** Origin (and prefix) of the API; '' for the page's own origin, which the host forwards to the API. */
  baseUrl?: string;
  /** Where the access token is read from and written to. */
  storage: SafeStorage;
  /** The page's host name, for the per-host token key. */
  getHostname: () => string;
  /**
   * The user was logged out by an answer: the stored token is already cleared. The app goes to /logout
   * and shows `message` as an error. Called once per logged-out token, however many requests fail.
   */
  onLogout: (message: string) => void;
  /** Default: the global fetch. */
  fetchImpl?: typeof fetch;
  /** Path of the logout call, on which a 401 never triggers onLogout. Default LOGOUT_PATH. */
  logoutPath?: string;
}

type Sent = { token: string | null; key: string | null };

/** `Retry-After` in whole seconds (it may be seconds or an HTTP date); null when absent or unreadable. */
function retryAfterSeconds(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1_000)) : null;
}
/** No logout has happened yet for the current token (distinct from a logout for "no token", null). */
const NONE = Symbol('none');

/**
 * Creates the API client. Behaviour on 401 follows section 8 of both documents:
 * - code NO_TOKEN, CUSTOMER_NOT_FOUND, ACCOUNT_INACTIVE, USER_NOT_FOUND, TOKEN_INVALID or TOKEN_ERROR:
 *   clear the token, onLogout(server message);
 * - TOKEN_EXPIRED: refresh once (POST /auth/user_reauth, empty body, `X-Session-Type: customer`), store
 *   the new accessToken, retry the request once with it. Requests that hit TOKEN_EXPIRED meanwhile wait
 *   on the same refresh. A failed refresh clears the token and calls onLogout with its message, or
 *   'Refresh token invalid' when the answer has no accessToken;
 * - any other 401, or a 401 on the retry: clear the token and onLogout, unless the request is the
 *   logout call itself.
 * Every other failure rejects with an ApiError carrying the server's status, code and message.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const logoutPath = options.logoutPath ?? LOGOUT_PATH;
  const { storage, getHostname, onLogout } = options;
  const doFetch: typeof fetch = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  let refreshing: Promise<string> | null = null;
  let loggedOutFor: string | null | typeof NONE = NONE;
  /** The token whose refresh failed, and why: late TOKEN_EXPIRED answers for it do not refresh again. */
  let refreshFailed: { token: string | null; message: string } | null = null;

  const currentToken = (): Sent => {
    const stored = readAccessToken(storage, getHostname());
    return stored ? { token: stored.token, key: stored.key } : { token: null, key: null };
  };

  const clearToken = (sent: Sent) => {
    if (sent.key) storage.remove(sent.key);
  };

  /** Clears the token the failed request used and tells the app, once per token. */
  const forceLogout = (sent: Sent, message: string | undefined) => {
    clearToken(sent);
    if (loggedOutFor !== NONE && loggedOutFor === sent.token) return;
    loggedOutFor = sent.token;
    try {
      onLogout(message || DEFAULT_LOGOUT_MESSAGE);
    } catch (error) {
      // the caller still gets its ApiError; a failing handler is the app's bug, logged
      console.error('[api] onLogout failed', error);
    }
  };

  const send = async (method: 'GET' | 'POST', url: string, body: unknown, token: string | null, signal?: AbortSignal, extraHeaders?: Record<string, string>) => {
    // a request with a newer token starts a new "logged in" period: its own logout will be reported
    if (token !== null && token !== loggedOutFor) loggedOutFor = NONE;
    if (token !== null && refreshFailed && token !== refreshFailed.token) refreshFailed = null;
    const headers: Record<string, string> = { Accept: 'application/json', Timeout: API_TIMEOUT_HEADER_VALUE, ...extraHeaders };
    delete headers.Authorization;
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (signal) init.signal = signal;
    if (body !== undefined) {
      if (typeof FormData !== 'undefined' && body instanceof FormData) init.body = body;
      else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
    }
    try {
      return await doFetch(`${baseUrl}${url}`, init);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, CLIENT_ERROR_CODES.network, NETWORK_ERROR_MESSAGE, error);
    }
  };

  const readBody = async (response: Response): Promise<{ body: unknown; json: boolean }> => {
    const text = await response.text().catch(() => '');
    if (text === '') return { body: undefined, json: true };
    try {
      return { body: JSON.parse(text) as unknown, json: true };
    } catch {
      return { body: text, json: false };
    }
  };

  const errorOf = async (status: number, body: unknown, response?: Response): Promise<ApiError> => {
    const parsed = (await errorAnswerSchema.load()).safeParse(body);
    const message = parsed.success && parsed.data.message ? parsed.data.message : `Request failed with status ${status}`;
    const error = new ApiError(status, parsed.success ? parsed.data.code : undefined, message, body);
    const retryAfter = retryAfterSeconds(response?.headers?.get('retry-after') ?? null, Date.now());
    if (retryAfter !== null) error.retryAfterSeconds = retryAfter;
    return error;
  };

  /** One refresh for everyone: resolves with the new token, or rejects after logging the user out. */
  const refreshToken = (sent: Sent): Promise<string> => {
    if (refreshing) return refreshing;
    const now = currentToken();
    // someone refreshed while this request was in flight: use their token rather than refresh again
    if (now.token && now.token !== sent.token) return Promise.resolve(now.token);
    // this token's refresh already failed (an answer that arrived after it): same outcome, no new refresh
    if (refreshFailed && refreshFailed.token === sent.token) {
      forceLogout(sent, refreshFailed.message);
      return Promise.reject(new ApiError(401, CLIENT_ERROR_CODES.refreshFailed, refreshFailed.message));
    }
    refreshing = (async () => {
      let message = REFRESH_TOKEN_INVALID_MESSAGE;
      try {
        const headers: Record<string, string> = {
          Accept: 'application/json',
          Timeout: API_TIMEOUT_HEADER_VALUE,
          'X-Session-Type': REFRESH_SESSION_TYPE,
        };
        if (sent.token) headers.Authorization = `Bearer ${sent.token}`;
        const response = await doFetch(`${baseUrl}${API_PATHS.reauth}`, { method: 'POST', headers, credentials: 'include' });
        const { body } = await readBody(response);
        const answer = (body ?? {}) as { accessToken?: unknown; message?: unknown };
        if (response.ok && typeof answer.accessToken === 'string' && answer.accessToken !== '') {
          writeAccessToken(storage, getHostname(), answer.accessToken);
          return answer.accessToken;
        }
        if (!response.ok && typeof answer.message === 'string' && answer.message !== '') message = answer.message;
      } catch {
        // no answer at all: the refresh failed like any other
      }
      refreshFailed = { token: sent.token, message };
      forceLogout(sent, message);
      throw new ApiError(401, CLIENT_ERROR_CODES.refreshFailed, message);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const request = async <S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    url: string,
    body: unknown,
    parser: Parser<S>,
    signal?: AbortSignal,
    extraHeaders?: Record<string, string>,
  ): Promise<z.output<S>> => {
    // The schemas load (the first time) while the request is on the network.
    const schema = schemaOf(parser);
    schema.catch(() => undefined);
    let sent = currentToken();
    let response = await send(method, url, body, sent.token, signal, extraHeaders);

    if (response.status === 401) {
      const failure = await errorOf(401, (await readBody(response)).body);
      if (path === logoutPath) {
        clearToken(sent);
        throw failure;
      }
      if (isLogoutCode(failure.code) || failure.code !== TOKEN_EXPIRED || path === API_PATHS.reauth) {
        // a logout code, any other 401, or the refresh call itself answering 401: log out, no refresh
        forceLogout(sent, failure.message);
        throw failure;
      }
      const token = await refreshToken(sent);
      const fresh = currentToken();
      sent = fresh.token === token ? fresh : { token, key: null };
      response = await send(method, url, body, token, signal, extraHeaders);
      if (response.status === 401) {
        const repeat = await errorOf(401, (await readBody(response)).body);
        forceLogout(sent, repeat.message);
        throw repeat;
      }
    }

    const { body: answer, json } = await readBody(response);
    if (!response.ok) throw await errorOf(response.status, answer, response);
    if (!json) throw new ApiError(response.status, CLIENT_ERROR_CODES.invalidResponse, `The answer of ${path} is not JSON`, answer);
    const parsed = (await schema).safeParse(answer);
    if (!parsed.success) {
      throw new ApiError(response.status, CLIENT_ERROR_CODES.invalidResponse, `Unexpected answer from ${path}`, parsed.error.issues);
    }
    return parsed.data;
  };

  return {
    get: (path, query, schema, requestOptions) =>
      request('GET', path, `${path}${toQueryString(query)}`, undefined, schema, requestOptions?.signal, requestOptions?.headers),
    post: (path, body, schema, requestOptions) => request('POST', path, path, body, schema, requestOptions?.signal, requestOptions?.headers),
  };
}
