/** What `hit` answers: allowed, or refused with the wait until the oldest counted hit leaves the window. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiterOptions {
  /** Hits allowed per key within the window. */
  limit: number;
  /** Length of the sliding window, ms. */
  windowMs: number;
  /**
   * Keys remembered at most. Past it the least recently used key is forgotten, so a flood of new
   * addresses costs bounded memory (it can only make the limiter forget, never grow).
   */
  maxKeys: number;
  /** Clock, epoch ms; Date.now by default. */
  now?: () => number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` when allowed; a refused attempt is not counted. */
  hit(key: string): RateDecision;
  /** Keys currently remembered (for tests and metrics). */
  readonly size: number;
}

/**
 * An in-memory sliding-window limiter: each key keeps the times of its last `limit` allowed hits, so a
 * key costs at most `limit` numbers and the map at most `maxKeys` keys. One process only; several API
 * processes would each allow `limit` (a shared store such as Redis is the next step if that matters).
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit, windowMs, maxKeys } = options;
  if (!(limit >= 1 && windowMs > 0 && maxKeys >= 1)) throw new Error('createRateLimiter: limit, windowMs and maxKeys must be positive');
  const now = options.now ?? Date.now;
  // Map keeps insertion order: re-inserting a key on each hit makes the first key the least recently used.
  const hits = new Map<string, number[]>();

  const evictStale = (at: number) => {
    for (const [key, times] of hits) {
      const newest = times[times.length - 1] ?? 0;
      if (at - newest < windowMs) break; // later keys were used more recently still
      hits.delete(key);
    }
  };

  return {
    hit(key) {
      const at = now();
      const times = (hits.get(key) ?? []).filter((t) => at - t < windowMs);
      if (times.length >= limit) {
        hits.delete(key);
        hits.set(key, times);
        return { allowed: false, retryAfterMs: windowMs - (at - (times[0] ?? at)) };
      }
      times.push(at);
      hits.delete(key);
      evictStale(at);
      while (hits.size >= maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest === undefined) break;
        hits.delete(oldest);
      }
      hits.set(key, times);
      return { allowed: true };
    },
    get size() {
      return hits.size;
    },
  };
}
