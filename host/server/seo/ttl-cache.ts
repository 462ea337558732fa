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
  group: string | undefined;
}

export interface LoadOptions<T> {
  /** A name several keys share, dropped together by `purgeGroup` (e.g. a site's pages). */
  group?: string;
  /** Whether a loaded value may be reused; one it refuses is forgotten like a rejection (a partial render). */
  keep?: (value: T) => boolean;
}

/**
 * A small bounded LRU of promises with a time to live. Crawlers fetch many pages of one site at once;
 * keeping the promise (not the value) also folds concurrent misses for one key into a single upstream
 * call. A rejected load (or a value `keep` refuses) is forgotten at once, so a failing API is asked
 * again on the next visit.
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

  getOrLoad(key: string, load: () => Promise<T>, { group, keep }: LoadOptions<T> = {}): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      // Map keeps insertion order: re-inserting marks the key as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.entries.delete(key);
    const value = load();
    const entry: Entry<T> = { value, expiresAt: this.now() + this.options.ttlMs, group };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((result) => {
      if (keep && !keep(result)) forget();
    }, forget);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
  }

  /** Drops every entry of `group`; returns how many. */
  purgeGroup(group: string): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.group === group) {
        this.entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }
}
