import type { Redis } from 'ioredis';

/** Wrong passwords an account takes before it must wait. */
export const ACCOUNT_BACKOFF_FAILURES = 5;
/** The first wait; each wait after it doubles, up to ACCOUNT_BACKOFF_MAX_MS. */
export const ACCOUNT_BACKOFF_FIRST_MS = 30_000;
export const ACCOUNT_BACKOFF_MAX_MS = 15 * 60_000;
/** A day without failures forgets the account's waits: the next streak starts again at 30 s. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** The wait after the `level`th streak of failures: 30 s, 1 min, 2 min ... 15 min. */
export const backoffWaitMs = (level: number) => Math.min(ACCOUNT_BACKOFF_FIRST_MS * 2 ** (level - 1), ACCOUNT_BACKOFF_MAX_MS);

/** A streak of failures that has just made the account wait. */
export interface BackoffTrigger {
  /** Epoch ms the account may try again. */
  lockedUntil: number;
  /** Failed guesses in the streak. */
  failures: number;
  /** Distinct client addresses the streak came from. */
  addresses: number;
}

/**
 * Per-account backoff of failed logins, whatever address they come from: after ACCOUNT_BACKOFF_FAILURES
 * wrong passwords the account waits, 30 s the first time, doubling up to 15 minutes; a success clears it.
 * A per-address limit alone lets a guesser with many addresses keep going; this bounds every account.
 */
export interface AccountBackoff {
  /** Epoch ms until which the account waits, or 0. */
  lockedUntil(account: string, now: number): Promise<number>;
  /** Counts a failure from `address`; the trigger when it made the account wait. */
  fail(account: string, address: string, now: number): Promise<BackoffTrigger | undefined>;
  /** A success: the account's failures and waits are forgotten. */
  clear(account: string): Promise<void>;
}

interface Streak {
  failures: number;
  level: number;
  lockedUntil: number;
  addresses: Set<string>;
  lastFailure: number;
}

/** One process's backoff (no REDIS_URL); accounts forgotten a day after their last failure. */
export function memoryAccountBackoff(): AccountBackoff {
  const streaks = new Map<string, Streak>();
  const live = (account: string, now: number) => {
    const streak = streaks.get(account);
    if (streak && now - streak.lastFailure > FORGET_AFTER_MS) streaks.delete(account);
    return streaks.get(account);
  };
  return {
    lockedUntil: async (account, now) => {
      const until = live(account, now)?.lockedUntil ?? 0;
      return until > now ? until : 0;
    },
    fail: async (account, address, now) => {
      const streak = live(account, now) ?? { failures: 0, level: 0, lockedUntil: 0, addresses: new Set<string>(), lastFailure: now };
      streaks.set(account, streak);
      streak.failures += 1;
      streak.addresses.add(address);
      streak.lastFailure = now;
      if (streak.failures < ACCOUNT_BACKOFF_FAILURES) return undefined;
      streak.level += 1;
      const trigger = { lockedUntil: now + backoffWaitMs(streak.level), failures: streak.failures, addresses: streak.addresses.size };
      Object.assign(streak, { failures: 0, lockedUntil: trigger.lockedUntil, addresses: new Set<string>() });
      return trigger;
    },
    clear: async (account) => {
      streaks.delete(account);
    },
  };
}

/**
 * Counts a failure atomically (several API processes may fail the same account at once). KEYS: the
 * streak hash, the streak's address set. ARGV: now, address, failures allowed, first wait, longest
 * wait, forget-after. Answers { triggered, lockedUntil, failures, addresses }.
 */
const FAIL_SCRIPT = `
redis.call('SADD', KEYS[2], ARGV[2])
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local answer = {0, 0, failures, 0}
if failures >= tonumber(ARGV[3]) then
  local level = redis.call('HINCRBY', KEYS[1], 'level', 1)
  local held = tonumber(ARGV[1]) + math.min(tonumber(ARGV[4]) * 2 ^ (level - 1), tonumber(ARGV[5]))
  answer = {1, held, failures, redis.call('SCARD', KEYS[2])}
  redis.call('HSET', KEYS[1], 'failures', 0, 'lockedUntil', held)
  redis.call('DEL', KEYS[2])
end
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return answer
`;

/** The backoff shared by every API process through Redis (REDIS_URL), as the other limits are. */
export function redisAccountBackoff(redis: Redis, prefix: string): AccountBackoff {
  const keys = (account: string) => [`${prefix}account-backoff:${account}`, `${prefix}account-backoff-addresses:${account}`] as const;
  return {
    lockedUntil: async (account, now) => {
      const until = Number((await redis.hget(keys(account)[0], 'lockedUntil')) ?? 0);
      return until > now ? until : 0;
    },
    fail: async (account, address, now) => {
      const [streak, addresses] = keys(account);
      const args = [now, address, ACCOUNT_BACKOFF_FAILURES, ACCOUNT_BACKOFF_FIRST_MS, ACCOUNT_BACKOFF_MAX_MS, FORGET_AFTER_MS].map(String);
      const [triggered, lockedUntil, failures, count] = (await redis.eval(FAIL_SCRIPT, 2, streak, addresses, ...args)) as number[];
      return triggered ? { lockedUntil: Number(lockedUntil), failures: Number(failures), addresses: Number(count) } : undefined;
    },
    clear: async (account) => {
      await redis.del(...keys(account));
    },
  };
}
