import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businesses, orders } from '../../db/schema';
import { returnStock } from './return-stock';

export type OrderRow = typeof orders.$inferSelect;
/** Why an order ended unpaid: the customer cancelled it, it expired (jobs/expire-unpaid-orders.ts), or its cash-on-delivery parcel was refused. */
export type CancelReason = NonNullable<OrderRow['cancelReason']>;

/** The stock movement each ending writes (a refused cash-on-delivery parcel comes back as `refused`). */
const STOCK_REASON = { customer: 'cancel', expired: 'expiry', refused: 'refused' } as const satisfies Record<CancelReason, string>;

/**
 * Ends an order unpaid (status Cancelled, with its time and reason) when `condition` still holds for it,
 * and gives its stock back, in the caller's transaction: the customer's cancel and the expiry job take
 * this one path, as does a cash-on-delivery parcel refused at the door. One conditional UPDATE decides, so two racing enders (a cancel and the expiry, two API
 * processes, a cancel racing the owner's completion or a payment) cannot both win. The business row is
 * locked first, as Create Order does, so stock rows are always locked in the same order and a cancel
 * never deadlocks with a checkout. Answers the ended order, or undefined when the condition did not hold.
 */
export async function endOrderUnpaid(
  tx: Database,
  scope: { businessId: string; orderId: string },
  condition: SQL | undefined,
  change: { at: Date; reason: CancelReason },
): Promise<OrderRow | undefined> {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, scope.businessId)).for('update');
  const [ended] = await tx
    .update(orders)
    .set({ status: 'Cancelled', cancelledAt: change.at, cancelReason: change.reason, updatedAt: change.at })
    .where(and(eq(orders.id, scope.orderId), eq(orders.businessId, scope.businessId), condition))
    .returning();
  if (!ended) return undefined;
  await returnStock(tx, scope.businessId, scope.orderId, STOCK_REASON[change.reason]);
  return { ...ended, stockReserved: false };
}
