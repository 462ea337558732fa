import { createRateLimiter } from './rate-limiter';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter', () => {
  it('allows `limit` hits per key in the window, then refuses with the wait until the oldest leaves', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, maxKeys: 10, now: time.now });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    time.advance(10_000);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
  });

  it('slides: a hit leaves the window windowMs after it was made', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, maxKeys: 10, now: time.now });
    limiter.hit('a');
    time.advance(30_000);
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    time.advance(30_000); // the first hit is now exactly windowMs old
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 30_000 });
  });

  it('does not count refused attempts', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 10, now: time.now });
    limiter.hit('a');
    for (let i = 0; i < 5; i += 1) {
      time.advance(100);
      limiter.hit('a');
    }
    time.advance(500); // 1 000 ms after the one counted hit
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets keys whose hits all left the window', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 1_000, maxKeys: 100, now: time.now });
    for (let i = 0; i < 50; i += 1) limiter.hit(`ip-${i}`);
    expect(limiter.size).toBe(50);
    time.advance(1_000);
    limiter.hit('late');
    expect(limiter.size).toBe(1);
  });

  it('stays within maxKeys under a flood of new keys, dropping the least recently used', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3, now: time.now });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(limiter.hit('a').allowed).toBe(false); // refused, but 'a' is now the most recently seen
    for (let i = 0; i < 1_000; i += 1) limiter.hit(`flood-${i}`);
    expect(limiter.size).toBe(3);
  });

  it('refuses options that cannot work', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1, maxKeys: 1 })).toThrow(/positive/);
    expect(() => createRateLimiter({ limit: 1, windowMs: 0, maxKeys: 1 })).toThrow(/positive/);
  });
});
