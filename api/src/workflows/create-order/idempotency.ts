import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { orderRequests } from '../../db/schema';

type Owner = { businessId: string; customerId: string };

/** The order numbers an earlier request with this key made, or null for a new key. */
export async function earlierResult(tx: Database, owner: Owner, key: string): Promise<string[] | null> {
  const [row] = await tx
    .select({ orderNumbers: orderRequests.orderNumbers })
    .from(orderRequests)
    .where(and(eq(orderRequests.businessId, owner.businessId), eq(orderRequests.customerId, owner.customerId), eq(orderRequests.idempotencyKey, key)));
  return row ? row.orderNumbers : null;
}

/** Remembers the request's result in the orders' own transaction (unique per business, customer and key). */
export async function rememberResult(tx: Database, owner: Owner, key: string, orderNumbers: string[], now: Date): Promise<void> {
  await tx.insert(orderRequests).values({ id: newId(now), ...owner, idempotencyKey: key, orderNumbers, createdAt: now });
}
