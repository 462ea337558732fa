import { sql, type SQL } from 'drizzle-orm';
import { ORDER_UPDATE_LINES } from '../contracts';
import { queryRows, type Database } from '../db/client';
import { publishOrderUpdated } from '../realtime';
import { storeMessageOnce, type MessageRow } from '../repositories/chat-messages';
import { orderCard, ORDER_CHANGE_KEYS, pushOrderCard } from '../routes/orders/announce-order-status';
import { endOrderUnpaid } from '../workflows/end-order';
import type { OrderRow } from '../workflows/end-order/end-order';
import type { JobDeps } from './scheduled-jobs';

/**
 * The key of the sweep's advisory lock (`pg_try_advisory_xact_lock`): one API process sweeps at a time,
 * the others skip that tick rather than wait. Any fixed number no other lock of the project uses.
 */
export const ORDER_EXPIRY_LOCK = 7_202_611_001;

/** Orders one sweep expires at most; the rest wait for the next tick, so a sweep's transaction stays short. */
export const ORDER_EXPIRY_BATCH = 200;

/**
 * The business takes payment online only (its chat widget takes payments, it has an enabled online
 * integration and no enabled manual one): its unpaid orders get the online window. Any other business
 * (UPI to its own account, or payments off and settled with the owner) gets the manual window.
 */
const onlineOnly = sql.raw(`(
  EXISTS (SELECT 1 FROM "installed_widgets" w WHERE w."business_id" = b."id" AND w."type" = 'chatWidget' AND (w."settings"->'payment'->>'isEnabled') = 'true')
  AND EXISTS (SELECT 1 FROM "payment_integrations" p WHERE p."business_id" = b."id" AND p."is_enabled" AND p."type" = 'online')
  AND NOT EXISTS (SELECT 1 FROM "payment_integrations" p WHERE p."business_id" = b."id" AND p."is_enabled" AND p."type" = 'manual'))`);

/**
 * An order of the `orders` row in scope is due to expire at `now`: open (Draft or Active), nothing paid,
 * not to be paid in cash on delivery (paid at the door, so never pending online or by UPI), no manual payment reported and awaiting the owner, and its business's window (online or manual) passed
 * since it was placed or since its latest payment attempt (an attempt started or a report rejected
 * restarts the clock). The sweep selects with it and the UPDATE checks it again under the row lock.
 */
export function dueToExpire(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`("orders"."status" IN ('Draft', 'Active') AND "orders"."payment_status" = 'Pending' AND "orders"."cod_confirmed_at" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "payment_milestones" m WHERE m."order_id" = "orders"."id" AND m."status" = 'Paid')
    AND NOT EXISTS (SELECT 1 FROM "payment_attempts" a WHERE a."order_id" = "orders"."id" AND a."status" = 'created' AND a."details"->>'kind' = 'manual')
    AND greatest("orders"."created_at", coalesce((SELECT max(a."updated_at") FROM "payment_attempts" a WHERE a."order_id" = "orders"."id"), "orders"."created_at"))
      <= ${at} - make_interval(mins => (SELECT CASE WHEN ${onlineOnly} THEN b."online_payment_expiry_minutes" ELSE b."manual_payment_expiry_minutes" END
        FROM "businesses" b WHERE b."id" = "orders"."business_id")))`;
}

export interface ExpirySweep {
  /** False: another process held the sweep's lock, and this one did nothing. */
  swept: boolean;
  /** How many orders this run expired. */
  done: number;
  expired: { orderId: string; orderNumber: string; businessId: string }[];
}

interface Expired {
  order: OrderRow;
  card: MessageRow | null;
}

/**
 * Scheduled task: expires the unpaid orders whose time is up, oldest first, at most ORDER_EXPIRY_BATCH a
 * run. In one transaction under the sweep's advisory lock, each order ends as a cancel does (the same
 * workflow: status Cancelled, reason expired, its stock back) and its 'Order Expired' card is stored
 * (keyed per order, so never twice); after the commit the customer and the owners hear of it
 * (`order-updated` at once, the card 1 s later) and the catalogue cache forgets the business's stock.
 */
export async function expireUnpaidOrders(deps: Pick<JobDeps, 'db' | 'realtime' | 'catalogueCache'>, now: Date): Promise<ExpirySweep> {
  const outcome = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [lock] = await queryRows<{ got: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${ORDER_EXPIRY_LOCK}::bigint) AS got`);
    if (!lock?.got) return null;
    const due = await queryRows<{ id: string; business_id: string }>(
      tx,
      sql`SELECT "orders"."id", "orders"."business_id" FROM "orders" WHERE ${dueToExpire(now)} ORDER BY "orders"."created_at", "orders"."id" LIMIT ${ORDER_EXPIRY_BATCH}`,
    );
    const expired: Expired[] = [];
    for (const row of due) {
      const order = await endOrderUnpaid(tx, { businessId: row.business_id, orderId: row.id }, dueToExpire(now), { at: now, reason: 'expired' });
      if (!order) continue;
      const to = { businessId: order.businessId, customerId: order.customerId };
      const stored = await storeMessageOnce(tx, orderCard(to, order, ORDER_UPDATE_LINES.orderExpired, { key: ORDER_CHANGE_KEYS.expired(order.id) }));
      expired.push({ order, card: stored.created ? stored.row : null });
    }
    return expired;
  });
  if (outcome === null) return { swept: false, done: 0, expired: [] };

  for (const businessId of new Set(outcome.map(({ order }) => order.businessId))) deps.catalogueCache.invalidate(businessId);
  for (const { order, card } of outcome) {
    publishOrderUpdated(deps.realtime, order.businessId, { customerId: order.customerId, orderId: order.id, status: order.status, paymentStatus: order.paymentStatus });
    if (card) pushOrderCard(deps.realtime, order.businessId, card);
  }
  return { swept: true, done: outcome.length, expired: outcome.map(({ order }) => ({ orderId: order.id, orderNumber: order.orderNumber, businessId: order.businessId })) };
}
