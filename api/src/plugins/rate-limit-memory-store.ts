import type { FastifyRateLimitStore } from '@fastify/rate-limit';

interface Window {
  count: number;
  startMs: number;
}

/** Keys a counter keeps in memory: the oldest-used are forgotten first, so a flood of keys costs bounded memory. */
export const MEMORY_STORE_KEYS = 5_000;

/**
 * The in-memory counters of the rate limits (one API process without Redis): fixed windows, as the
 * plugin's own LocalStore, but each call is answered a copy of its count. LocalStore answers its one
 * mutable counter object, which later calls keep increasing: a burst of requests over the limit that
 * arrives together reads the burst's final count in every request, and all of them are refused
 * (40 code checks at once from one address: 40 refusals instead of 10).
 */
export class MemoryRateLimitStore implements FastifyRateLimitStore {
  readonly #windows = new Map<string, Window>();
  readonly #capacity: number;

  constructor(options: { cache?: number | undefined } = {}) {
    this.#capacity = options.cache ?? MEMORY_STORE_KEYS;
  }

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.startMs + timeWindow <= now) window = { count: 0, startMs: now };
    window.count += 1;
    this.#remember(key, window);
    callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    const window = this.#windows.get(key);
    if (!window || window.startMs + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new MemoryRateLimitStore({ cache: this.#capacity });
  }

  /** Moves the key to the newest end of the Map's order and forgets the oldest beyond the capacity. */
  #remember(key: string, window: Window): void {
    this.#windows.delete(key);
    this.#windows.set(key, window);
    if (this.#windows.size > this.#capacity) {
      const oldest = this.#windows.keys().next().value;
      if (oldest !== undefined) this.#windows.delete(oldest);
    }
  }
}
