/** @jest-environment node */
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  let clock = 0;
  const cache = (maxEntries = 10) => new TtlCache<string>({ ttlMs: 30_000, maxEntries, now: () => clock });
  beforeEach(() => {
    clock = 0;
  });

  it('reuses an answer within its time to live and loads again after it', async () => {
    const subject = cache();
    let calls = 0;
    const load = jest.fn(async () => `answer ${(calls += 1)}`);
    await expect(subject.getOrLoad('home', load)).resolves.toBe('answer 1');
    clock = 29_999;
    await expect(subject.getOrLoad('home', load)).resolves.toBe('answer 1');
    clock = 30_000;
    await expect(subject.getOrLoad('home', load)).resolves.toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('folds concurrent misses for one key into one load', async () => {
    const subject = cache();
    const load = jest.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('slow'), 5)));
    const answers = await Promise.all([subject.getOrLoad('k', load), subject.getOrLoad('k', load), subject.getOrLoad('k', load)]);
    expect(answers).toEqual(['slow', 'slow', 'slow']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next visit asks again', async () => {
    const subject = cache();
    await expect(subject.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(subject.getOrLoad('k', async () => 'back')).resolves.toBe('back');
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const subject = cache(2);
    const load = jest.fn(async () => 'v');
    await subject.getOrLoad('a', load);
    await subject.getOrLoad('b', load);
    await subject.getOrLoad('a', load); // a is now the most recent
    await subject.getOrLoad('c', load); // b goes
    expect(subject.size).toBe(2);
    load.mockClear();
    await subject.getOrLoad('a', load);
    expect(load).not.toHaveBeenCalled();
    await subject.getOrLoad('b', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops every entry of one group on purge and keeps the other groups’ entries', async () => {
    const pages = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 3 });
    const render = jest.fn(async () => 'html');
    await pages.getOrLoad('demo/', render, { group: 'demo' });
    await pages.getOrLoad('demo/products', render, { group: 'demo' });
    await pages.getOrLoad('sunrise/', render, { group: 'sunrise' });
    expect(pages.purgeGroup('demo')).toBe(2);
    await pages.getOrLoad('demo/', render, { group: 'demo' });
    await pages.getOrLoad('sunrise/', render, { group: 'sunrise' });
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('does not keep a load that failed or a value keep refuses (an incomplete render)', async () => {
    const pages = new TtlCache<string>({ ttlMs: 1_000, maxEntries: 3 });
    await expect(pages.getOrLoad('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await pages.getOrLoad('b', async () => 'partial', { keep: () => false });
    await Promise.resolve();
    expect(pages.size).toBe(0);
  });
});
