import { SESSION_EXPIRATION_MS, SESSION_GRACE_MS, SESSION_HARD_STALENESS_MS } from '../constants';

/** The fields of a stored chat session the validity check reads. */
export interface SessionStamp {
  customerId?: string | null;
  hostname?: string | null;
  /** Expiry as epoch milliseconds (or an ISO date string from older stored sessions). */
  expiresAt?: number | string | null;
}

export interface SessionCheckOptions {
  /** The page's current host name (`window.location.hostname`). */
  hostname: string;
  /** Current time, epoch ms. */
  now?: number;
  /** How long past expiry a session may still restore. Default SESSION_GRACE_MS (5 minutes). */
  graceMs?: number;
  /** Hard limit past expiry. Default SESSION_HARD_STALENESS_MS (10 hours; see its note on the readings). */
  hardStalenessMs?: number;
}

/** Host names compare without case, surrounding space, a trailing dot or a leading `www.`. */
export function normalizeHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
}

/** Expiry of a session started at `now`: now + 864,000,000 ms (10 days). */
export function sessionExpiry(now: number): number {
  return now + SESSION_EXPIRATION_MS;
}

function expiryMs(expiresAt: SessionStamp['expiresAt']): number {
  if (typeof expiresAt === 'number') return expiresAt;
  if (typeof expiresAt === 'string' && expiresAt.trim() !== '') {
    const asNumber = Number(expiresAt);
    return Number.isFinite(asNumber) ? asNumber : Date.parse(expiresAt);
  }
  return Number.NaN;
}

/**
 * The local part of restoring a stored chat session (spec: storefront section 5, chat section 4).
 * A session is valid when it
 * - names a customer;
 * - was made for this site: its host name equals the current one, ignoring a leading `www.` and case;
 * - is not expired by more than the grace (5 minutes), or expires in the future;
 * - and is not further past expiry than the hard staleness limit (10 hours by default).
 * With the defaults the grace is the binding check; the hard limit stays a separate guard so that a
 * longer configured grace can never keep a stale session alive. The server verification ("message
 * success") comes after this and is not part of this rule.
 */
export function isSessionValid(session: SessionStamp | null | undefined, options: SessionCheckOptions): boolean {
  if (!session || typeof session.customerId !== 'string' || session.customerId === '') return false;
  if (typeof session.hostname !== 'string' || session.hostname === '') return false;
  if (normalizeHostname(session.hostname) !== normalizeHostname(options.hostname)) return false;

  const expiresAt = expiryMs(session.expiresAt);
  if (!Number.isFinite(expiresAt)) return false;
  const now = options.now ?? Date.now();
  const pastExpiry = now - expiresAt;
  if (pastExpiry <= 0) return true;
  return pastExpiry <= (options.graceMs ?? SESSION_GRACE_MS) && pastExpiry <= (options.hardStalenessMs ?? SESSION_HARD_STALENESS_MS);
}
