import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { BackoffTrigger } from '../auth/account-backoff';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { ownerNotices } from '../db/schema';

export type OwnerNoticeRow = typeof ownerNotices.$inferSelect;

/** How long a notice stays at the top of the inbox unless the owner dismisses it first. */
export const OWNER_NOTICE_DAYS = 30;

/** Tells each owner of a guessed-at e-mail that its failed logins were stopped: one notice per owner row. */
export async function noteFailedLoginsStopped(
  db: Database,
  owners: { id: string; businessId: string }[],
  trigger: BackoffTrigger,
  at: Date,
): Promise<void> {
  if (owners.length === 0) return;
  await db.insert(ownerNotices).values(
    owners.map((owner) => ({
      id: newId(at),
      businessId: owner.businessId,
      ownerId: owner.id,
      kind: 'failed-logins-stopped' as const,
      failures: trigger.failures,
      addresses: trigger.addresses,
      heldUntil: new Date(trigger.lockedUntil),
      createdAt: at,
    })),
  );
}

/** The owner's notices of the last OWNER_NOTICE_DAYS not dismissed, newest first (at most 20). */
export async function listOwnerNotices(db: Database, owner: { ownerId: string; businessId: string }, at: Date): Promise<OwnerNoticeRow[]> {
  const since = new Date(at.getTime() - OWNER_NOTICE_DAYS * 24 * 60 * 60_000);
  return db
    .select()
    .from(ownerNotices)
    .where(and(eq(ownerNotices.businessId, owner.businessId), eq(ownerNotices.ownerId, owner.ownerId), isNull(ownerNotices.dismissedAt), gt(ownerNotices.createdAt, since)))
    .orderBy(desc(ownerNotices.createdAt), desc(ownerNotices.id))
    .limit(20);
}
