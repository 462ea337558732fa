import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { ACCOUNT_BACKOFF_FAILURES, ACCOUNT_BACKOFF_MAX_MS, backoffWaitMs, memoryAccountBackoff, redisAccountBackoff, type AccountBackoff } from './account-backoff';

const T0 = Date.UTC(2026, 0, 1);

/** Fails `account` ACCOUNT_BACKOFF_FAILURES times at `now`, from `addresses` in turn; the last answer. */
async function streak(backoff: AccountBackoff, account: string, now: number, addresses: string[]) {
  let last;
  for (let i = 0; i < ACCOUNT_BACKOFF_FAILURES; i += 1) last = await backoff.fail(account, addresses[i % addresses.length] ?? '', now);
  return last;
}

function behavesAsABackoff(name: string, make: () => AccountBackoff) {
  describe(name, () => {
    const account = () => `owner-${randomBytes(4).toString('hex')}@shop.in`;

    it('holds an account after 5 failures from any addresses, counting the addresses, and doubles the wait each streak', async () => {
      const backoff = make();
      const who = account();
      for (let i = 0; i < ACCOUNT_BACKOFF_FAILURES - 1; i += 1) expect(await backoff.fail(who, `10.0.0.${i % 2}`, T0)).toBeUndefined();
      expect(await backoff.lockedUntil(who, T0)).toBe(0);
      expect(await backoff.fail(who, '10.0.0.9', T0)).toEqual({ lockedUntil: T0 + 30_000, failures: 5, addresses: 3 });
      expect(await backoff.lockedUntil(who, T0 + 29_999)).toBe(T0 + 30_000);
      expect(await backoff.lockedUntil(who, T0 + 30_000)).toBe(0);
      expect(await streak(backoff, who, T0 + 30_000, ['10.0.0.1'])).toEqual({ lockedUntil: T0 + 90_000, failures: 5, addresses: 1 });
    });

    it('forgets everything on a success: the next streak waits 30 s again', async () => {
      const backoff = make();
      const who = account();
      await streak(backoff, who, T0, ['a']);
      await backoff.clear(who);
      expect(await backoff.lockedUntil(who, T0)).toBe(0);
      expect((await streak(backoff, who, T0, ['a']))?.lockedUntil).toBe(T0 + 30_000);
    });

    it('keeps other accounts apart', async () => {
      const backoff = make();
      const [one, two] = [account(), account()];
      await streak(backoff, one, T0, ['a']);
      expect(await backoff.lockedUntil(two, T0)).toBe(0);
    });
  });
}

describe('account backoff', () => {
  it('waits 30 s, then twice as long each time, never more than 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(backoffWaitMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, ACCOUNT_BACKOFF_MAX_MS, ACCOUNT_BACKOFF_MAX_MS]);
  });

  behavesAsABackoff('in memory', memoryAccountBackoff);

  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    describe.skip('in Redis [skipped: set REDIS_URL to run]', () => {
      it('shares the backoff between processes', () => undefined);
    });
    return;
  }
  const redis = new Redis(redisUrl, { lazyConnect: true });
  beforeAll(() => redis.connect());
  afterAll(() => redis.quit());
  behavesAsABackoff('in Redis', () => redisAccountBackoff(redis, `test-${randomBytes(4).toString('hex')}:`));
});
