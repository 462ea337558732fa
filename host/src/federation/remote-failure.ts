/**
 * What the page does when a remote fails to load in its place, kept out of the first screen's code
 * (remote-registry.ts imports it on a failure only).
 *
 * A remote released while the page was open: the page still holds the old release's entry, and when a
 * chunk of that release is gone (the retention rule removed it) loading it fails. The remote's place
 * then loads the remote afresh from its live release (the new entry, with its own chunk-loading
 * global, so nothing of the old release's code mixes with the new), once, before the slot falls back
 * to Try Again.
 */

/** Whether `error` is webpack's failure to fetch a chunk (`ChunkLoadError: Loading chunk 543 failed.`), a script's or a style's. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (?:CSS )?chunk \S+ failed/i.test(error.message);
}

/**
 * The remote's entry URL made unique, so neither the browser's cache nor the federation runtime's
 * record of loaded scripts hands back the old release's entry.
 */
export function freshEntryUrl(entry: string, now: number = Date.now()): string {
  const url = new URL(entry, typeof location === 'undefined' ? 'http://localhost/' : location.href);
  url.searchParams.set('release-check', String(now));
  return url.href;
}

/**
 * After `remote` failed with `error`: when a chunk of the page's release is gone and the remote's
 * `entry` is known, loads it once more from its live release (`reload` with a fresh entry URL);
 * otherwise, or when that fails too, reports the failure and rejects with it.
 */
export async function retryFromLiveRelease<T>(remote: string, entry: string | undefined, error: unknown, reload: (entry: string) => Promise<T>): Promise<T> {
  let failure = error;
  if (entry && isChunkLoadFailure(error)) {
    console.warn(`${remote}: a chunk of the release this page loaded is gone (${(error as Error).message.split('\n')[0]}); loading the ${remote} from its live release.`);
    try {
      return await reload(freshEntryUrl(entry));
    } catch (retryError) {
      failure = retryError;
    }
  }
  reportRemoteFailure(remote, failure);
  throw failure;
}

/** The host's server path that puts a page's report in its log (host/server/remote-failures.ts). */
export const REMOTE_FAILURES_PATH = '/remote-failures';

/**
 * Says in the console, and in the host's server log, that `remote` could not be loaded and why. The
 * federation runtime's message for a remote built against an incompatible `shared` names the module,
 * the page's version, the version the remote needs and both apps. Never throws: the slot's fallback
 * is what the visitor sees either way.
 */
export function reportRemoteFailure(remote: string, error: unknown, fetchImpl: typeof fetch | undefined = globalThis.fetch): void {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'unknown error';
  console.error(`The ${remote} could not be loaded: ${message}`);
  if (typeof window === 'undefined' || !fetchImpl) return;
  fetchImpl(REMOTE_FAILURES_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ remote, message }),
    keepalive: true,
  }).catch(() => {});
}
