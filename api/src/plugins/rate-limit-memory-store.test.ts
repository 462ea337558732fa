import { MemoryRateLimitStore } from './rate-limit-memory-store';

type Answer = { current: number; ttl: number };
const incr = (store: MemoryRateLimitStore, key: string, windowMs = 60_000) =>
  new Promise<Answer>((resolve) => store.incr(key, (_error, result) => resolve(result!), windowMs));
const read = (store: MemoryRateLimitStore, key: string, windowMs = 60_000) =>
  new Promise<Answer>((resolve) => store.read(key, (_error, result) => resolve(result!), windowMs));

afterEach(() => jest.useRealTimers());

describe('MemoryRateLimitStore', () => {
  it('answers each request of a burst its own count, not the count the burst ends at', async () => {
    const store = new MemoryRateLimitStore();
    const answers = await Promise.all(Array.from({ length: 5 }, () => incr(store, 'a')));
    expect(answers.map((a) => a.current)).toEqual([1, 2, 3, 4, 5]);
    expect((await read(store, 'a')).current).toBe(5);
  });

  it('starts a new window once the old one has passed, and reads an unknown or passed key as 0', async () => {
    jest.useFakeTimers({ now: 1_750_000_000_000 });
    const store = new MemoryRateLimitStore();
    await incr(store, 'a', 1_000);
    jest.setSystemTime(1_750_000_000_400);
    expect(await incr(store, 'a', 1_000)).toEqual({ current: 2, ttl: 600 });
    jest.setSystemTime(1_750_000_001_000);
    expect(await read(store, 'a', 1_000)).toEqual({ current: 0, ttl: 0 });
    expect(await incr(store, 'a', 1_000)).toEqual({ current: 1, ttl: 1_000 });
    expect(await read(store, 'b', 1_000)).toEqual({ current: 0, ttl: 0 });
  });

  it('forgets the least recently counted key beyond its capacity', async () => {
    const store = new MemoryRateLimitStore({ cache: 2 });
    await incr(store, 'a');
    await incr(store, 'b');
    await incr(store, 'a');
    await incr(store, 'c');
    expect((await read(store, 'a')).current).toBe(2);
    expect((await read(store, 'b')).current).toBe(0);
    expect((await read(store, 'c')).current).toBe(1);
  });
});
