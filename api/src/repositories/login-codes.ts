import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { CodeRecipient } from '../auth/login-code';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MS } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { loginCodes } from '../db/schema';

const ofRecipient = (recipient: CodeRecipient) =>
  and(eq(loginCodes.businessId, recipient.businessId), eq(loginCodes.countryCode, recipient.countryCode), eq(loginCodes.phoneNumber, recipient.phoneNumber));

/**
 * Stores a new code's hash for a phone on a site, valid LOGIN_CODE_TTL_MS from `at`. Earlier codes of
 * that phone are deleted in the same transaction: only the newest code can ever be used.
 */
export async function replaceLoginCode(db: Database, recipient: CodeRecipient, codeHash: string, at: Date): Promise<string> {
  const id = newId(at);
  await db.transaction(async (tx) => {
    await tx.delete(loginCodes).where(ofRecipient(recipient));
    await tx.insert(loginCodes).values({ id, ...recipient, codeHash, attempts: 0, expiresAt: new Date(at.getTime() + LOGIN_CODE_TTL_MS), createdAt: at });
  });
  return id;
}

/** Removes a code that never reached the customer. */
export async function forgetLoginCode(db: Database, id: string): Promise<void> {
  await db.delete(loginCodes).where(eq(loginCodes.id, id));
}

export type AttemptClaim =
  /** The try is counted (`attempts` includes it); compare the typed code with `codeHash`. */
  | { kind: 'attempt'; id: string; codeHash: string; attempts: number }
  /** No code was sent, or the newest is used or past its expiry. */
  | { kind: 'expired' }
  /** The newest code has had LOGIN_CODE_MAX_ATTEMPTS tries. */
  | { kind: 'locked' };

/**
 * Counts one try of the phone's newest code, in one UPDATE that also checks it is unused, unexpired and
 * has tries left: concurrent tries cannot get more than LOGIN_CODE_MAX_ATTEMPTS comparisons between them.
 */
export async function claimAttempt(db: Database, recipient: CodeRecipient, at: Date): Promise<AttemptClaim> {
  const newest = db.select({ id: loginCodes.id }).from(loginCodes).where(ofRecipient(recipient)).orderBy(desc(loginCodes.createdAt), desc(loginCodes.id)).limit(1);
  const [claimed] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(inArray(loginCodes.id, newest), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, at), lt(loginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS)),
    )
    .returning({ id: loginCodes.id, codeHash: loginCodes.codeHash, attempts: loginCodes.attempts });
  if (claimed) return { kind: 'attempt', ...claimed };
  const [row] = await db.select().from(loginCodes).where(inArray(loginCodes.id, newest));
  if (!row || row.consumedAt || row.expiresAt.getTime() <= at.getTime()) return { kind: 'expired' };
  return { kind: 'locked' };
}

/** Marks a code used; false when a concurrent try used it first. */
export async function consumeLoginCode(db: Database, id: string, at: Date): Promise<boolean> {
  const used = await db
    .update(loginCodes)
    .set({ consumedAt: at })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt)))
    .returning({ id: loginCodes.id });
  return used.length === 1;
}
