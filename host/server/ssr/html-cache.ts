export interface HtmlCacheOptions {
  /** How long a rendered page is reused, in milliseconds. */
  ttlMs: number;
  /** At most this many pages are kept; the least recently used goes first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  site: string;
  value: Promise<T>;
  expiresAt: number;
}

/**
 * Rendered pages, per site and address, for a short time. Keeping the promise folds concurrent renders
 * of one page into one. `purgeSite` drops every page of a site at once (an owner saved an edit); a
 * render that fails or is incomplete is not kept (`keep` says so), so the next visit renders again.
 */
export class HtmlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;

  constructor(private readonly options: HtmlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  getOrRender(site: string, key: string, render: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.entries.delete(key);
    const value = render();
    const entry: Entry<T> = { site, value, expiresAt: this.now() + this.options.ttlMs };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((result) => {
      if (!keep(result)) forget();
    }, forget);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops every cached page (the code that rendered them changed). */
  clear(): void {
    this.entries.clear();
  }

  /** Drops every cached page of `site`; returns how many. */
  purgeSite(site: string): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.site === site) {
        this.entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }
}
