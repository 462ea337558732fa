import { AnswerCache, type AnswerCacheOptions } from './answer-cache';

const cacheOf = (options: Partial<AnswerCacheOptions> = {}) => new AnswerCache({ maxBytes: 1_000_000, maxEntries: 1_000, ttlMs: 60_000, ...options });

/** Reads `key` of `business` through the cache the way a route does: a hit, or a stored fresh answer. */
function store(cache: AnswerCache, business: string, key: string, body: string): void {
  cache.set(cache.begin(business), key, body);
}

describe('AnswerCache', () => {
  it('misses an answer never stored and hits it once stored', () => {
    const cache = cacheOf();
    expect(cache.get('b1', 'list?page=1')).toBeUndefined();
    store(cache, 'b1', 'list?page=1', '{"page":1}');
    expect(cache.get('b1', 'list?page=1')).toBe('{"page":1}');
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('keeps no answer when it may hold none (CATALOGUE_CACHE_ENTRIES=0)', () => {
    const cache = cacheOf({ maxEntries: 0 });
    store(cache, 'b1', 'list?page=1', '{"page":1}');
    expect(cache.get('b1', 'list?page=1')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("never answers one business's query with another's answer", () => {
    const cache = cacheOf();
    store(cache, 'b1', 'list?page=1', 'one');
    expect(cache.get('b2', 'list?page=1')).toBeUndefined();
    store(cache, 'b2', 'list?page=1', 'two');
    expect([cache.get('b1', 'list?page=1'), cache.get('b2', 'list?page=1')]).toEqual(['one', 'two']);
  });

  it("drops only the invalidated business's answers", () => {
    const cache = cacheOf();
    store(cache, 'b1', 'a', 'one-a');
    store(cache, 'b1', 'b', 'one-b');
    store(cache, 'b2', 'a', 'two-a');
    cache.invalidate('b1');
    expect([cache.get('b1', 'a'), cache.get('b1', 'b'), cache.get('b2', 'a')]).toEqual([undefined, undefined, 'two-a']);
  });

  it('does not keep an answer whose read began before an invalidation of its business (it may hold the old rows)', () => {
    const cache = cacheOf();
    const before = cache.begin('b1');
    const otherBusiness = cache.begin('b2');
    cache.invalidate('b1');
    cache.set(before, 'a', 'stale');
    cache.set(otherBusiness, 'a', 'fresh');
    expect(cache.get('b1', 'a')).toBeUndefined();
    expect(cache.get('b2', 'a')).toBe('fresh');
    store(cache, 'b1', 'a', 'after');
    expect(cache.get('b1', 'a')).toBe('after');
  });

  it('evicts the least recently used answers past its byte bound', () => {
    const body = 'x'.repeat(100);
    const cache = cacheOf({ maxBytes: 350 });
    store(cache, 'b1', 'k1', body);
    store(cache, 'b1', 'k2', body);
    store(cache, 'b1', 'k3', body);
    expect(cache.get('b1', 'k1')).toBe(body); // k1 is now the most recently used
    store(cache, 'b1', 'k4', body);
    expect(['k1', 'k2', 'k3', 'k4'].map((k) => cache.get('b1', k) !== undefined)).toEqual([true, false, true, true]);
    expect(cache.stats().bytes).toBeLessThanOrEqual(350);
  });

  it('holds at most maxEntries answers and never one larger than the whole bound', () => {
    const cache = cacheOf({ maxEntries: 2, maxBytes: 200 });
    for (const key of ['k1', 'k2', 'k3']) store(cache, 'b1', key, key);
    store(cache, 'b1', 'huge', 'y'.repeat(500));
    expect(cache.stats()).toMatchObject({ entries: 2, evicted: 1 });
    expect([cache.get('b1', 'k1'), cache.get('b1', 'huge')]).toEqual([undefined, undefined]);
  });

  it('reads an answer again once its time to live has passed', () => {
    let now = 1_000;
    const cache = cacheOf({ ttlMs: 60_000, now: () => now });
    store(cache, 'b1', 'a', 'old');
    now += 59_999;
    expect(cache.get('b1', 'a')).toBe('old');
    now += 1;
    expect(cache.get('b1', 'a')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('serves and keeps nothing while suspended, and starts empty when resumed', () => {
    const cache = cacheOf();
    store(cache, 'b1', 'a', 'before');
    const inFlight = cache.begin('b1');
    cache.suspend();
    store(cache, 'b1', 'b', 'while suspended');
    expect([cache.get('b1', 'a'), cache.get('b1', 'b'), cache.available]).toEqual([undefined, undefined, false]);
    cache.resume();
    cache.set(inFlight, 'c', 'read before the suspension');
    expect([cache.get('b1', 'a'), cache.get('b1', 'c'), cache.available]).toEqual([undefined, undefined, true]);
  });
});

describe('AnswerCache.load', () => {
  const deferred = () => {
    let resolve!: (body: string) => void;
    const promise = new Promise<string>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('reads once for readers of the same answer that arrive while it is read', async () => {
    const cache = cacheOf();
    const read = deferred();
    let reads = 0;
    const readOnce = () => {
      reads += 1;
      return read.promise;
    };
    const first = cache.load('b1', 'a', readOnce);
    const second = cache.load('b1', 'a', readOnce);
    read.resolve('body');
    expect([await first, await second, reads]).toEqual(['body', 'body', 1]);
    expect(await cache.load('b1', 'a', readOnce)).toBe('body');
    expect(reads).toBe(1);
  });

  it('does not let a reader arriving after an invalidation share a read begun before it', async () => {
    const cache = cacheOf();
    const old = deferred();
    const first = cache.load('b1', 'a', () => old.promise);
    cache.invalidate('b1');
    const second = cache.load('b1', 'a', async () => 'new');
    old.resolve('old');
    expect([await first, await second]).toEqual(['old', 'new']);
    expect(cache.get('b1', 'a')).toBe('new');
  });

  it('passes a failed read to every reader that shared it and keeps nothing', async () => {
    const cache = cacheOf();
    const failing = Promise.reject(new Error('not found'));
    const answers = await Promise.allSettled([cache.load('b1', 'a', () => failing), cache.load('b1', 'a', async () => 'unused')]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
    expect(cache.stats().entries).toBe(0);
    expect(await cache.load('b1', 'a', async () => 'later')).toBe('later');
  });
});
