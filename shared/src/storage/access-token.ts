import { STORAGE_KEYS, hostTokenKey } from './keys';
import type { SafeStorage } from './safe-storage';

/** A stored access token and the key it was found under. */
export interface StoredToken {
  token: string;
  key: string;
}

/**
 * The bearer token "from stored state": the site's own token (key named from the host name's first
 * label), else `userAccessToken`. Null when neither is stored.
 */
export function readAccessToken(storage: SafeStorage, hostname: string): StoredToken | null {
  for (const key of [hostTokenKey(hostname), STORAGE_KEYS.userAccessToken]) {
    if (!key) continue;
    const token = storage.readString(key);
    if (token) return { token, key };
  }
  return null;
}

/** Stores the customer's token under the site's own key (`userAccessToken` when there is no host name). */
export function writeAccessToken(storage: SafeStorage, hostname: string, token: string): boolean {
  return storage.writeString(hostTokenKey(hostname) || STORAGE_KEYS.userAccessToken, token);
}

/** Removes both token keys (the site's own and `userAccessToken`). */
export function clearAccessTokens(storage: SafeStorage, hostname: string): void {
  const key = hostTokenKey(hostname);
  if (key) storage.remove(key);
  storage.remove(STORAGE_KEYS.userAccessToken);
}
