import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { orderRequests } from '../../db/schema';
import type { CustomerRef } from '../../repositories/customer-ref';



/** The order numbers an earlier request with this key made, or null for a new key. */
export async function earlierResult(tx: Database, customer: CustomerRef, key: string): Promise<string[] | null> {
  const [row] = await tx
    .select({ orderNumbers: orderRequests.orderNumbers })
    .from(orderRequests)
    .where(and(eq(orderRequests.businessId, customer.businessId), eq(orderRequests.customerId, customer.customerId), eq(orderRequests.idempotencyKey, key)));
  return row ? row.orderNumbers : null;
}

/** Remembers the request's result in the orders' own transaction (unique per business, customer and key). */
export async function rememberResult(tx: Database, customer: CustomerRef, key: string, orderNumbers: string[], now: Date): Promise<void> {
  await tx.insert(orderRequests).values({ id: newId(now), ...customer, idempotencyKey: key, orderNumbers, createdAt: now });
}
