/**
 * A remote released while the page was open: the page still holds the old release's entry, and when
 * a chunk of that release is gone (its release was removed by the retention rule) loading it fails.
 * The remote's place then loads the remote afresh from its live release (the new entry, with its own
 * chunk-loading global, so nothing of the old release's code mixes with the new), once, before the
 * slot falls back to Try Again.
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
