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

export interface ClearTokenOptions {
  /**
   * Keep `userAccessToken`: it is the website owner's token (edit mode) when an owner is logged in in this
   * browser, and a customer's logout must not end the owner's session.
   */
  keepUserToken?: boolean;
}

/**
 * Removes the customer's tokens: the site's own key, and `userAccessToken` unless it is kept (see
 * `keepUserToken`). Without the option both go.
 */
export function clearAccessTokens(storage: SafeStorage, hostname: string, options: ClearTokenOptions = {}): void {
  const key = hostTokenKey(hostname);
  if (key) storage.remove(key);
  if (!options.keepUserToken) storage.remove(STORAGE_KEYS.userAccessToken);
}
