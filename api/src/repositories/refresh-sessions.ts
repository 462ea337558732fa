import { and, eq, gt, isNull, lt } from 'drizzle-orm';
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

/** A session that ended: its business and family id (the `sid` of its access tokens and its sockets' room). */
export interface EndedSessions {
  businessId: string;
  sessionIds: string[];
}

/**
 * Starts a refresh session for the subject; also forgets the subject's expired ones. Answers the new
 * session's id (the family id every row rotated from it carries), for the access token's `sid`.
 */
export async function createSession(
  db: Database,
  subject: SessionSubject,
  tokenHash: string,
  expiresAt: Date,
  userAgent: string | undefined,
  now: Date,
): Promise<string> {
  await db.delete(sessions).where(and(sameSubject(subject), lt(sessions.expiresAt, now)));
  const id = newId(now);
  await db.insert(sessions).values({
    id,
    familyId: id,
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
  return id;
}

export type RotationResult =
  /** The token was current: it is revoked and `nextHash` now names the session (`sessionId`, its family). */
  | { kind: 'rotated'; subject: SessionSubject; sessionId: string }
  /** The token was rotated a moment ago by a concurrent refresh: an access token, but no new cookie. */
  | { kind: 'grace'; subject: SessionSubject; sessionId: string }
  /** Unknown, expired, of another session type, or of a session that ended. */
  | { kind: 'refused'; reason: 'unknown' | 'expired' }
  /** Reused after rotation: taken as stolen, every session of its subject ended (`ended`, for their sockets). */
  | { kind: 'refused'; reason: 'reused'; ended: EndedSessions };

/** The session (family) still has a current row: not logged out, not ended by a replay, not expired. */
async function familyAlive(db: Pick<Database, 'select'>, familyId: string, businessId: string, now: Date): Promise<boolean> {
  const [current] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.familyId, familyId), eq(sessions.businessId, businessId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return current !== undefined;
}

/** Whether an access token's session (`sid`) is still going: logout and replays end its tokens before they expire. */
export function sessionAlive(db: Database, sessionId: string, businessId: string, now: Date): Promise<boolean> {
  return familyAlive(db, sessionId, businessId, now);
}

/**
 * Uses a refresh token once (rotation): the presented token is revoked and a new session row with
 * `nextHash` (of the same family) replaces it, in one transaction. A token used again within the grace
 * period gets an access token only while the row it was rotated into is current: a logged-out or
 * replay-ended session never comes back. Used again after the grace period it is taken as stolen: every
 * session of its subject ends (OAuth 2.0 Security BCP, refresh token reuse detection).
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
      if (now.getTime() - row.revokedAt.getTime() <= ROTATION_GRACE_MS) {
        return (await familyAlive(tx, row.familyId, row.businessId, now))
          ? ({ kind: 'grace', subject, sessionId: row.familyId } as const)
          : ({ kind: 'refused', reason: 'unknown' } as const);
      }
      const ended = await tx.delete(sessions).where(sameSubject(subject)).returning({ familyId: sessions.familyId });
      const sessionIds = [...new Set(ended.map((r) => r.familyId))];
      return { kind: 'refused', reason: 'reused', ended: { businessId: row.businessId, sessionIds } } as const;
    }
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now, lastUsedAt: now })
      .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    // Another refresh revoked it between the read and the update: it holds the new cookie.
    if (revoked.length === 0) return { kind: 'grace', subject, sessionId: row.familyId } as const;
    await tx.insert(sessions).values({
      id: newId(now),
      familyId: row.familyId,
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
    return { kind: 'rotated', subject, sessionId: row.familyId } as const;
  });
}

/**
 * Ends the session of one subject type a refresh token belongs to (logout): the whole family, whichever
 * of its tokens the cookie holds, so no token rotated from or into it refreshes again, grace or not.
 * Unknown tokens, and tokens of the other type, are ignored: a customer's logout never ends an owner's
 * session on the same site, and logging out twice is not an error. Answers what ended, for its sockets.
 */
export async function endSession(db: Database, type: SessionSubject['type'], tokenHash: string): Promise<EndedSessions | null> {
  const [row] = await db
    .select({ familyId: sessions.familyId, businessId: sessions.businessId })
    .from(sessions)
    .where(and(eq(sessions.refreshTokenHash, tokenHash), eq(sessions.subjectType, type)))
    .limit(1);
  if (!row) return null;
  await db.delete(sessions).where(and(eq(sessions.familyId, row.familyId), eq(sessions.businessId, row.businessId)));
  return { businessId: row.businessId, sessionIds: [row.familyId] };
}
