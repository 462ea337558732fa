import { ApiError, CLIENT_ERROR_CODES, NETWORK_ERROR_MESSAGE } from '../api-client/api-error';
import { createApiClient, type ApiClient } from '../api-client/create-api-client';
import { AUTH_PATHS, SESSION_TYPE_HEADER } from '../contracts/values';
import { errorAnswerSchema, ownerLoginAnswerSchema, type OwnerLoginAnswer, type OwnerLoginBody } from '../contracts/without-zod';
import { API_TIMEOUT_HEADER_VALUE } from '../rules/constants';
import type { SafeStorage } from '../storage/safe-storage';

/** The network side of edit mode, injected into the OwnerStore (tests pass a fake). */
export interface OwnerApi {
  /**
   * Calls that carry the owner's token (`userAccessToken`) with the spec's 401 handling. Its refresh goes
   * out as session type `user`, so an owner's expired token is renewed from the owner's cookie.
   */
  readonly client: ApiClient;
  /** The owner's login. A 401 here is an answer to show ('Invalid email or password'), not a logout. */
  login(body: OwnerLoginBody): Promise<OwnerLoginAnswer>;
  /** Ends the owner's refresh session (the httpOnly cookie); never fails. */
  logout(): Promise<void>;
}

export interface OwnerApiOptions {
  baseUrl: string;
  storage: SafeStorage;
  fetchImpl?: typeof fetch;
  /** The owner's session ended on a 401 (token already cleared). */
  onLogout: (message: string) => void;
}

/**
 * The shared client refreshes "as a customer" (the storefront's reading of the spec). The owner's client
 * is the same client over a fetch that names the refresh's session type `user` instead.
 */
function asUserSession(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith(AUTH_PATHS.reauth)) return fetchImpl(input, init);
    // the shared client always passes its headers as a plain record
    const headers = { ...(init?.headers as Record<string, string> | undefined), [SESSION_TYPE_HEADER]: 'user' };
    return fetchImpl(input, { ...init, headers });
  };
}

export function createOwnerApi(options: OwnerApiOptions): OwnerApi {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const client = createApiClient({
    baseUrl,
    storage: options.storage,
    // No host name: the client reads and writes `userAccessToken` only, never the customer's per-host token.
    getHostname: () => '',
    onLogout: options.onLogout,
    fetchImpl: asUserSession(doFetch),
  });
  const headers = { Accept: 'application/json', Timeout: API_TIMEOUT_HEADER_VALUE };

  return {
    client,
    async login(body) {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${AUTH_PATHS.ownerLogin}`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          credentials: 'include',
          body: JSON.stringify(body),
        });
      } catch (error) {
        throw new ApiError(0, CLIENT_ERROR_CODES.network, NETWORK_ERROR_MESSAGE, error);
      }
      const text = await response.text().catch(() => '');
      let answer: unknown;
      try {
        answer = text ? JSON.parse(text) : undefined;
      } catch {
        answer = undefined;
      }
      if (!response.ok) {
        const parsed = (await errorAnswerSchema.load()).safeParse(answer);
        const message = parsed.success && parsed.data.message ? parsed.data.message : `Request failed with status ${response.status}`;
        throw new ApiError(response.status, parsed.success ? parsed.data.code : undefined, message, answer);
      }
      const parsed = (await ownerLoginAnswerSchema.load()).safeParse(answer);
      if (!parsed.success) throw new ApiError(response.status, CLIENT_ERROR_CODES.invalidResponse, `Unexpected answer from ${AUTH_PATHS.ownerLogin}`, parsed.error.issues);
      return parsed.data;
    },
    async logout() {
      try {
        // empty body, so no Content-Type: a JSON content type with no body is a 400
        await doFetch(`${baseUrl}${AUTH_PATHS.logout}`, { method: 'POST', headers: { ...headers, [SESSION_TYPE_HEADER]: 'user' }, credentials: 'include' });
      } catch {
        // the local logout happens anyway; the cookie expires on its own
      }
    },
  };
}
