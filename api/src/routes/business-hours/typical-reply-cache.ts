/** How long a business's typical reply time is kept: a widget opening never waits on the query twice in this time. */
export const TYPICAL_REPLY_CACHE_MS = 5 * 60_000;

/**
 * Each business's typical reply time, computed at most once per TYPICAL_REPLY_CACHE_MS per process: the
 * widget's header reads it on every open, the median reads a month of messages. Concurrent misses share
 * one computation.
 */
export class TypicalReplyCache {
  readonly #entries = new Map<string, { expiresAt: number; value: Promise<number | null> }>();

  constructor(
    private readonly compute: (businessId: string) => Promise<number | null>,
    private readonly now: () => number,
  ) {}

  get(businessId: string): Promise<number | null> {
    const at = this.now();
    const entry = this.#entries.get(businessId);
    if (entry && entry.expiresAt > at) return entry.value;
    const value = this.compute(businessId);
    this.#entries.set(businessId, { expiresAt: at + TYPICAL_REPLY_CACHE_MS, value });
    // a failed computation is not kept: the next open tries again
    value.catch(() => this.#entries.delete(businessId));
    return value;
  }
}
