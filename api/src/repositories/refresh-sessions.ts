import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { sessions } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
/** Whose refresh session: an owner (session type `user`) or a customer. */
export type SessionSubject = { type: 'owner'; ownerId: string; businessId: string } | { type: 'customer'; customerId: string; businessId: string };

/**
 * A refresh token rotated away less than this long ago still gets an access token (without a new
 * cookie): two tabs refreshing at the same moment must not log each other out.
 */
export const ROTATION_GRACE_MS = 10_000;

const subjectOf = (row: SessionRow): SessionSubject | null => {
  if (row.subjectType === 'owner' && row.ownerId) return { type: 'owner', ownerId: row.ownerId, businessId: row.businessId };
  if (row.subjectType === 'customer' && row.customerId) return { type: 'customer', customerId: row.customerId, businessId: row.businessId };
  return null;
};

const sameSubject = (subject: SessionSubject) =>
  and(
    eq(sessions.businessId, subject.businessId),
    subject.type === 'owner'
      ? and(eq(sessions.subjectType, 'owner'), eq(sessions.ownerId, subject.ownerId))
      : and(eq(sessions.subjectType, 'customer'), eq(sessions.customerId, subject.customerId)),
  );

/** Starts a refresh session for the subject; also forgets the subject's expired ones. */
export async function createSession(
  db: Database,
  subject: SessionSubject,
  tokenHash: string,
  expiresAt: Date,
  userAgent: string | undefined,
  now: Date,
): Promise<void> {
  await db.delete(sessions).where(and(sameSubject(subject), lt(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    id: newId(now),
    businessId: subject.businessId,
    subjectType: subject.type,
    ownerId: subject.type === 'owner' ? subject.ownerId : null,
    customerId: subject.type === 'customer' ? subject.customerId : null,
    refreshTokenHash: tokenHash,
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt,
    createdAt: now,
    lastUsedAt: now,
  });
}

export type RotationResult =
  /** The token was current: it is revoked and `nextHash` now names the session. */
  | { kind: 'rotated'; subject: SessionSubject }
  /** The token was rotated a moment ago by a concurrent refresh: an access token, but no new cookie. */
  | { kind: 'grace'; subject: SessionSubject }
  /** Unknown, expired, of another session type, or reused after rotation (then every session of its subject ends). */
  | { kind: 'refused'; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Uses a refresh token once (rotation): the presented token is revoked and a new session row with
 * `nextHash` replaces it, in one transaction. A token used again after the grace period is taken as
 * stolen: every session of its subject ends (OAuth 2.0 Security BCP, refresh token reuse detection).
 */
export async function rotateSession(
  db: Database,
  type: 'owner' | 'customer',
  tokenHash: string,
  nextHash: string,
  nextExpiresAt: Date,
  now: Date,
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sessions).where(eq(sessions.refreshTokenHash, tokenHash)).limit(1);
    const subject = row ? subjectOf(row) : null;
    if (!row || !subject || row.subjectType !== type) return { kind: 'refused', reason: 'unknown' } as const;
    if (row.expiresAt.getTime() <= now.getTime()) {
      await tx.delete(sessions).where(eq(sessions.id, row.id));
      return { kind: 'refused', reason: 'expired' } as const;
    }
    if (row.revokedAt) {
      if (now.getTime() - row.revokedAt.getTime() <= ROTATION_GRACE_MS) return { kind: 'grace', subject } as const;
      await tx.delete(sessions).where(sameSubject(subject));
      return { kind: 'refused', reason: 'reused' } as const;
    }
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now, lastUsedAt: now })
      .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    // Another refresh revoked it between the read and the update: it holds the new cookie.
    if (revoked.length === 0) return { kind: 'grace', subject } as const;
    await tx.insert(sessions).values({
      id: newId(now),
      businessId: row.businessId,
      subjectType: row.subjectType,
      ownerId: row.ownerId,
      customerId: row.customerId,
      refreshTokenHash: nextHash,
      userAgent: row.userAgent,
      expiresAt: nextExpiresAt,
      createdAt: now,
      lastUsedAt: now,
    });
    return { kind: 'rotated', subject } as const;
  });
}

/**
 * Ends the session of one subject type a refresh token belongs to (logout). Unknown tokens, and tokens of
 * the other type, are ignored: a customer's logout never ends an owner's session on the same site, and
 * logging out twice is not an error. The rows it was rotated from stay until they expire, for reuse detection.
 */
export async function endSession(db: Database, type: SessionSubject['type'], tokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.refreshTokenHash, tokenHash), eq(sessions.subjectType, type)));
}
