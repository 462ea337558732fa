export interface TtlCacheOptions {
  /** How long an answer is reused, in milliseconds. */
  ttlMs: number;
  /** At most this many keys are kept; the least recently used goes first. */
  maxEntries: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * A small bounded LRU of promises with a time to live. Crawlers fetch many pages of one site at once;
 * keeping the promise (not the value) also folds concurrent misses for one key into a single upstream
 * call. A rejected load is forgotten at once, so a failing API is asked again on the next visit.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      // Map keeps insertion order: re-inserting marks the key as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.entries.delete(key);
    const value = load();
    const entry = { value, expiresAt: this.now() + this.options.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
