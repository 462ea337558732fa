import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import type { REFUND_REASONS } from '../contracts';
import { customers, orders, paymentRefunds } from '../db/schema';
import type { AttemptRow } from './payments';

type Db = Pick<Database, 'select' | 'insert' | 'update'>;

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * A claim on a refund older than this is taken to be a process that died while the gateway was asked;
 * the owner may press Refund again (the gateway refuses to refund more than it captured).
 */
export const STALE_REFUND_CLAIM_MS = 2 * 60_000;

/**
 * Keeps a captured payment that paid nothing as one to refund, once per gateway payment: the same payment
 * verified again finds the record it left. Answers the record (new or already there).
 */
export async function keepToRefund(db: Db, attempt: AttemptRow, gatewayPaymentId: string, reason: RefundReason, at: Date): Promise<RefundRow> {
  await db
    .insert(paymentRefunds)
    .values({
      id: newId(),
      businessId: attempt.businessId,
      orderId: attempt.orderId,
      attemptId: attempt.id,
      gatewayPaymentId,
      amountPaise: attempt.amountPaise,
      currency: attempt.currency,
      reason,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: paymentRefunds.gatewayPaymentId });
  const kept = await refundOfPayment(db, gatewayPaymentId);
  if (!kept) throw new Error('payment to refund not stored');
  return kept;
}

export async function refundOfPayment(db: Db, gatewayPaymentId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.gatewayPaymentId, gatewayPaymentId)).limit(1);
  return row;
}

/** A refund of the business (another business's id is as good as unknown). */
export async function findRefund(db: Db, businessId: string, refundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.businessId, businessId))).limit(1);
  return row;
}

/**
 * Claims the refund for one call to the gateway: to_refund or failed (or a stale claim) becomes
 * refunding in one UPDATE, so of two Refund presses at once only one reaches the gateway. Answers the
 * claimed row, or nothing when it was not claimable (already refunded, or another press is under way).
 */
export async function claimRefund(db: Db, businessId: string, refundId: string, ownerId: string, at: Date): Promise<RefundRow | undefined> {
  const stale = new Date(at.getTime() - STALE_REFUND_CLAIM_MS);
  const [row] = await db
    .update(paymentRefunds)
    .set({ status: 'refunding', refundedBy: ownerId, failureReason: null, updatedAt: at })
    .where(
      and(
        eq(paymentRefunds.id, refundId),
        eq(paymentRefunds.businessId, businessId),
        or(inArray(paymentRefunds.status, ['to_refund', 'failed']), and(eq(paymentRefunds.status, 'refunding'), lt(paymentRefunds.updatedAt, stale))),
      ),
    )
    .returning();
  return row;
}

/** The gateway's answer to a claimed refund: refunded with its refund id, or failed with its reason. */
export async function settleRefund(
  db: Db,
  refundId: string,
  outcome: { status: 'refunded'; gatewayRefundId: string } | { status: 'failed'; failureReason: string },
  at: Date,
): Promise<RefundRow> {
  const change =
    outcome.status === 'refunded'
      ? { status: 'refunded' as const, gatewayRefundId: outcome.gatewayRefundId, refundedAt: at, failureReason: null, updatedAt: at }
      : { status: 'failed' as const, failureReason: outcome.failureReason, updatedAt: at };
  const [row] = await db.update(paymentRefunds).set(change).where(eq(paymentRefunds.id, refundId)).returning();
  if (!row) throw new Error('refund vanished while the gateway was asked');
  return row;
}

/** The business's payments to refund and refunded (or the one `refundId`), newest first, with their order and customer. */
export async function listRefunds(db: Db, businessId: string, refundId?: string) {
  return db
    .select({
      refund: paymentRefunds,
      order: { orderNumber: orders.orderNumber, title: orders.title, status: orders.status },
      customer: { id: customers.id, name: customers.name, countryCode: customers.countryCode, phoneNumber: customers.phoneNumber },
    })
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(paymentRefunds.businessId, businessId), refundId === undefined ? undefined : eq(paymentRefunds.id, refundId)))
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .limit(200);
}
