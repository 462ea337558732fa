import { ApiError, CLIENT_ERROR_CODES, NETWORK_ERROR_MESSAGE, ownerSessionAnswerSchema, STORAGE_KEYS, type RootStore } from 'shared';
import { AUTH_PATHS } from 'shared/constants';

/**
 * The two CSV calls go out with fetch rather than the shared client, which speaks JSON only: the export
 * answers a file, the import sends one. Each carries the owner's token (`userAccessToken`; it is no
 * cookie, so a plain link could not download the file). An expired token is renewed by one call through
 * the owner's own client, whose 401 handling refreshes it (or ends the session), and the call is sent again.
 */
export interface CsvTransport {
  send(path: string, init: { method: 'GET' | 'POST'; body?: Blob; contentType?: string }): Promise<Response>;
}

/** The API's paths are on the page's own origin: the host forwards them, as for every other call. */
export function ownerCsvTransport(store: RootStore, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): CsvTransport {
  const token = () => store.storage.readString(STORAGE_KEYS.userAccessToken);
  const once = async (path: string, init: { method: 'GET' | 'POST'; body?: Blob; contentType?: string }, bearer: string | null) => {
    const headers: Record<string, string> = {};
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (init.contentType) headers['Content-Type'] = init.contentType;
    try {
      return await fetchImpl(path, { method: init.method, headers, credentials: 'include', ...(init.body ? { body: init.body } : {}) });
    } catch (error) {
      throw new ApiError(0, CLIENT_ERROR_CODES.network, NETWORK_ERROR_MESSAGE, error);
    }
  };
  return {
    async send(path, init) {
      const sent = token();
      const first = await once(path, init, sent);
      if (first.status !== 401) return first;
      const answer = (await first.clone().json().catch(() => ({}))) as { code?: string };
      if (answer.code !== 'TOKEN_EXPIRED') return first;
      // the owner's client refreshes an expired token on any call; its answer is not needed here
      await store.owner.client.get(AUTH_PATHS.ownerSession, null, ownerSessionAnswerSchema);
      return once(path, init, token());
    },
  };
}
