import { EventEmitter } from 'node:events';

export interface AnswerCacheOptions {
  /** Upper bound of the bodies and keys held, in bytes (UTF-8); least recently used answers go first. */
  maxBytes: number;
  /** Upper bound of the answers held, whatever their size. */
  maxEntries: number;
  /** A backstop: an answer older than this is read again even if no change was announced. */
  ttlMs: number;
  now?: () => number;
}

/** What a read saw of the cache when it started; an answer is kept only if nothing changed since. */
export interface ReadTicket {
  businessId: string;
  startedAt: number;
}

interface Entry {
  businessId: string;
  body: string;
  bytes: number;
  expiresAt: number;
}

/** Why a business's answers were dropped: a write of this process, or a change another connection announced. */
export type InvalidationSource = 'write' | 'notification';

export interface AnswerCacheEvents {
  invalidated: [businessId: string, source: InvalidationSource];
  cleared: [];
}

/** Past this many remembered invalidation marks, they are forgotten at once and every read in flight is treated as stale. */
const MAX_MARKS = 10_000;

/**
 * Serialized public answers (listing pages, product details), per business and normalized query, in
 * least-recently-used order, bounded in bytes and entries. Correctness comes before hits:
 * - `invalidate(business)` drops the business's answers and marks the moment; an answer whose read
 *   started before the mark (it may have read the old rows) is not kept (`set` with its ticket).
 * - `suspend()` (the change feed is down) drops everything and serves nothing until `resume()`.
 * - every answer expires after `ttlMs` in any case.
 */
export class AnswerCache {
  readonly events = new EventEmitter<AnswerCacheEvents>();
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, by entry: a second reader of the same answer waits for the first instead of querying again. */
  private readonly inFlight = new Map<string, { businessId: string; body: Promise<string>; sharers: number }>();
  private readonly keysByBusiness = new Map<string, Set<string>>();
  /** A logical clock: ticks on every read start and every invalidation. */
  private tick = 0;
  private readonly invalidatedAt = new Map<string, number>();
  private clearedAt = 0;
  private suspended = false;
  private bytes = 0;
  private counters = { hits: 0, misses: 0, shared: 0, stored: 0, evicted: 0 };
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get available(): boolean {
    return !this.suspended;
  }

  get(businessId: string, key: string): string | undefined {
    if (this.suspended) return undefined;
    const id = entryId(businessId, key);
    const entry = this.entries.get(id);
    if (!entry || entry.expiresAt <= this.now()) {
      if (entry) this.remove(id);
      this.counters.misses += 1;
      return undefined;
    }
    // Map order is the LRU order: a hit moves the entry to the young end.
    this.entries.delete(id);
    this.entries.set(id, entry);
    this.counters.hits += 1;
    return entry.body;
  }

  /**
   * The body of `key`: the cached one, or the one a read already under way will give, or `read()`'s,
   * kept for the next reader. A burst of identical requests on a cold or just-invalidated cache costs
   * one read, not one per request (on PGlite, with one connection, that decides whether a burst is served).
   * `read` learns whether other readers share it (`shared()`), so it is not skipped for one that left.
   */
  load(businessId: string, key: string, read: (shared: () => boolean) => Promise<string>): Promise<string> {
    const hit = this.get(businessId, key);
    if (hit !== undefined) return Promise.resolve(hit);
    if (this.suspended) return read(() => false);
    const id = entryId(businessId, key);
    const running = this.inFlight.get(id);
    if (running) {
      this.counters.shared += 1;
      running.sharers += 1;
      return running.body;
    }
    const ticket = this.begin(businessId);
    const flight = { businessId, body: Promise.resolve(''), sharers: 0 };
    const body = read(() => flight.sharers > 0).then((answer) => {
      this.set(ticket, key, answer);
      return answer;
    });
    const forget = () => {
      if (this.inFlight.get(id)?.body === body) this.inFlight.delete(id);
    };
    body.then(forget, forget);
    flight.body = body;
    this.inFlight.set(id, flight);
    return body;
  }

  /** Taken before a read of the database; `set` keeps its answer only if nothing changed meanwhile. */
  begin(businessId: string): ReadTicket {
    this.tick += 1;
    return { businessId, startedAt: this.tick };
  }

  set(ticket: ReadTicket, key: string, body: string): void {
    if (this.suspended || this.clearedAt >= ticket.startedAt) return;
    if ((this.invalidatedAt.get(ticket.businessId) ?? 0) >= ticket.startedAt) return;
    const id = entryId(ticket.businessId, key);
    const bytes = Buffer.byteLength(body) + Buffer.byteLength(id);
    if (bytes > this.options.maxBytes) return;
    this.remove(id);
    this.entries.set(id, { businessId: ticket.businessId, body, bytes, expiresAt: this.now() + this.options.ttlMs });
    let keys = this.keysByBusiness.get(ticket.businessId);
    if (!keys) this.keysByBusiness.set(ticket.businessId, (keys = new Set()));
    keys.add(id);
    this.bytes += bytes;
    this.counters.stored += 1;
    this.evictOverflow();
  }

  /** Drops every answer of `businessId` and refuses answers whose reads began before now. */
  invalidate(businessId: string, source: InvalidationSource = 'write'): void {
    this.tick += 1;
    if (this.invalidatedAt.size >= MAX_MARKS) {
      this.invalidatedAt.clear();
      this.clearedAt = this.tick;
    }
    this.invalidatedAt.set(businessId, this.tick);
    for (const id of this.keysByBusiness.get(businessId) ?? []) this.remove(id);
    // Readers arriving from now on must not share a read that may have seen the old rows.
    for (const [id, running] of this.inFlight) if (running.businessId === businessId) this.inFlight.delete(id);
    this.events.emit('invalidated', businessId, source);
  }

  /** Drops every answer and refuses those of reads in flight. */
  clear(): void {
    this.tick += 1;
    this.clearedAt = this.tick;
    this.invalidatedAt.clear();
    this.inFlight.clear();
    this.entries.clear();
    this.keysByBusiness.clear();
    this.bytes = 0;
    this.events.emit('cleared');
  }

  /** Changes can no longer be heard: forget everything and serve nothing until `resume`. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Changes are heard again; what happened while deaf is unknown, so start empty. */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  stats() {
    return { ...this.counters, entries: this.entries.size, bytes: this.bytes, available: this.available };
  }

  private evictOverflow(): void {
    for (const [id] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries) return;
      this.remove(id);
      this.counters.evicted += 1;
    }
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.bytes;
    const keys = this.keysByBusiness.get(entry.businessId);
    keys?.delete(id);
    if (keys?.size === 0) this.keysByBusiness.delete(entry.businessId);
  }
}

const entryId = (businessId: string, key: string) => `${businessId}\u0000${key}`;
