import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, carts } from '../../db/schema';

/** Step "clear cart": after the orders are written the customer's server cart is emptied (chat spec, section 4). */
export async function clearCart(tx: Database, owner: { businessId: string; customerId: string }): Promise<void> {
  const own = tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.businessId, owner.businessId), eq(carts.customerId, owner.customerId)));
  await tx.delete(cartItems).where(and(eq(cartItems.businessId, owner.businessId), inArray(cartItems.cartId, own)));
}
