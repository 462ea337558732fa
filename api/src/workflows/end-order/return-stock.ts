import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines, orders, products, productVariants, servicePackages } from '../../db/schema';
import { recordStockMovements } from '../../repositories/stock-movements';

/**
 * Step "return stock", inside the transaction that ends the order: every line gives back the units the
 * Create Order workflow took (reserve-stock.ts), the same way round: a variant's units and its product's
 * total, a package's, the product's own count. An untracked count (null) stays untracked.
 *
 * It runs only when it clears the order's `stock_reserved` flag itself (a conditional UPDATE, so of two
 * racing callers one clears it and the other returns nothing): the stock comes back exactly once, and an
 * order that never took stock (`stock_reserved` false) gives none. Answers whether it returned anything.
 */
export async function returnStock(tx: Database, businessId: string, orderId: string, why: 'cancel' | 'expiry' | 'refused' = 'cancel'): Promise<boolean> {
  const [held] = await tx
    .update(orders)
    .set({ stockReserved: false })
    .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId), eq(orders.stockReserved, true)))
    .returning({ id: orders.id });
  if (!held) return false;
  const lines = await tx
    .select({ itemId: orderLines.itemId, variantId: orderLines.variantId, packageId: orderLines.packageId, type: orderLines.type, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.businessId, businessId)))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  for (const line of lines) {
    const q = line.quantity;
    if (line.variantId) {
      const [back] = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${q}` })
        .where(and(eq(productVariants.id, line.variantId), eq(productVariants.businessId, businessId)))
        .returning({ productId: productVariants.productId, stock: productVariants.stock });
      if (back) await recordStockMovements(tx, businessId, [{ productId: back.productId, variantId: line.variantId, orderId, delta: q, resultingStock: back.stock, reason: why }]);
    } else if (line.packageId) {
      await tx
        .update(servicePackages)
        .set({ stock: sql`${servicePackages.stock} + ${q}` })
        .where(and(eq(servicePackages.id, line.packageId), eq(servicePackages.businessId, businessId), isNotNull(servicePackages.stock)));
      continue;
    }
    // a variant's unit is counted in its product's total too; a product without variants counts its own
    if (line.itemId && line.type === 'catalog-product') {
      const [back] = await tx
        .update(products)
        .set({ totalQuantity: sql`${products.totalQuantity} + ${q}` })
        .where(and(eq(products.id, line.itemId), eq(products.businessId, businessId), isNotNull(products.totalQuantity)))
        .returning({ stock: products.totalQuantity });
      // a variant's movement is its own (above); the product's total follows it and is not a second movement
      if (back && !line.variantId) {
        await recordStockMovements(tx, businessId, [{ productId: line.itemId, orderId, delta: q, resultingStock: back.stock ?? 0, reason: why }]);
      }
    }
  }
  return true;
}
