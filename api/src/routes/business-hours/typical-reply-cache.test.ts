import { TYPICAL_REPLY_CACHE_MS, TypicalReplyCache } from './typical-reply-cache';

describe('TypicalReplyCache', () => {
  it('computes a business once per period, each business apart, and again once the period is over', async () => {
    let now = 0;
    const computed: string[] = [];
    const cache = new TypicalReplyCache(async (id) => {
      computed.push(id);
      return computed.length * 60;
    }, () => now);
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual([60, 60]);
    expect(await cache.get('b')).toBe(120);
    now = TYPICAL_REPLY_CACHE_MS - 1;
    expect(await cache.get('a')).toBe(60);
    now = TYPICAL_REPLY_CACHE_MS;
    expect(await cache.get('a')).toBe(180);
    expect(computed).toEqual(['a', 'b', 'a']);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const cache = new TypicalReplyCache(async () => {
      if (fail) throw new Error('database away');
      return 42;
    }, () => 0);
    await expect(cache.get('a')).rejects.toThrow('database away');
    fail = false;
    expect(await cache.get('a')).toBe(42);
  });
});
