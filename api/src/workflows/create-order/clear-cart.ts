import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, carts } from '../../db/schema';
import type { CustomerRef } from '../../repositories/customer-ref';

/** Step "clear cart": after the orders are written the customer's server cart is emptied (chat spec, section 4). */
export async function clearCart(tx: Database, customer: CustomerRef): Promise<void> {
  const own = tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.businessId, customer.businessId), eq(carts.customerId, customer.customerId)));
  await tx.delete(cartItems).where(and(eq(cartItems.businessId, customer.businessId), inArray(cartItems.cartId, own)));
}
