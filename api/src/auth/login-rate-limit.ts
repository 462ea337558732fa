/** Failed logins allowed per client address and e-mail within the window before logins are refused. */
export const LOGIN_MAX_FAILURES = 5;
/** The window failed logins are counted in: 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Entries kept at most; beyond that the oldest are dropped, so a flood cannot grow memory without bound. */
const MAX_ENTRIES = 10_000;

interface Entry {
  failures: number;
  windowStart: number;
}

/**
 * Slows password guessing: after LOGIN_MAX_FAILURES wrong passwords for one e-mail from one address,
 * further attempts are refused until the window ends. A successful login clears the count. In memory,
 * per API process: enough for one process; several processes would each allow their own quota.
 */
export class LoginRateLimiter {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Milliseconds until this key may try again, or 0 when it may try now. */
  retryAfter(ip: string, email: string): number {
    const entry = this.#current(key(ip, email));
    if (!entry || entry.failures < LOGIN_MAX_FAILURES) return 0;
    return entry.windowStart + LOGIN_WINDOW_MS - this.#now();
  }

  recordFailure(ip: string, email: string): void {
    const k = key(ip, email);
    const entry = this.#current(k) ?? { failures: 0, windowStart: this.#now() };
    entry.failures += 1;
    this.#entries.delete(k);
    this.#entries.set(k, entry);
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  recordSuccess(ip: string, email: string): void {
    this.#entries.delete(key(ip, email));
  }

  #current(k: string): Entry | undefined {
    const entry = this.#entries.get(k);
    if (entry && this.#now() - entry.windowStart >= LOGIN_WINDOW_MS) {
      this.#entries.delete(k);
      return undefined;
    }
    return entry;
  }
}

const key = (ip: string, email: string) => `${ip}\u0000${email.toLowerCase()}`;
