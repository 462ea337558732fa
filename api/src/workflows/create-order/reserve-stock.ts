import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../../contracts';
import type { Database } from '../../db/client';
import { products, productVariants, servicePackages } from '../../db/schema';
import { AppError } from '../../errors';
import type { StockMovement } from '../../repositories/stock-movements';
import type { PricedLine } from './price-lines';

export const RESERVE_STOCK_ERRORS = {
  outOfStock: (name: string) => new AppError(409, 'CONFLICT', `${CHECKOUT_MESSAGES.outOfStock}: ${name}`),
} as const;

/**
 * Step "reserve stock", inside the order's transaction: each tracked line takes its quantity with one
 * conditional UPDATE (stock = stock - q WHERE stock >= q). The row lock the UPDATE takes makes a second
 * buyer of the last unit wait, then find the condition false; stock never goes below zero. A variant's
 * sale also lowers its product's total. Any refusal throws, which rolls back every reservation and
 * order of the transaction. Answers each line's stock movement, which the caller records once the
 * line's order exists (the movement names it).
 */
export async function reserveStock(tx: Database, businessId: string, lines: readonly PricedLine[]): Promise<Map<PricedLine, StockMovement>> {
  const movements = new Map<PricedLine, StockMovement>();
  for (const line of lines) {
    const stock = line.stock;
    if (stock.kind === 'untracked') continue;
    if (stock.kind === 'out') throw RESERVE_STOCK_ERRORS.outOfStock(line.name);
    const q = line.quantity;
    const taken =
      stock.kind === 'variant'
        ? await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${q}` })
            .where(and(eq(productVariants.id, stock.id), eq(productVariants.businessId, businessId), gte(productVariants.stock, q)))
            .returning({ id: productVariants.id, stock: productVariants.stock })
        : stock.kind === 'package'
          ? await tx
              .update(servicePackages)
              .set({ stock: sql`${servicePackages.stock} - ${q}` })
              .where(and(eq(servicePackages.id, stock.id), eq(servicePackages.businessId, businessId), gte(servicePackages.stock, q)))
              .returning({ id: servicePackages.id, stock: servicePackages.stock })
          : await tx
              .update(products)
              .set({ totalQuantity: sql`${products.totalQuantity} - ${q}` })
              .where(and(eq(products.id, stock.id), eq(products.businessId, businessId), gte(products.totalQuantity, q)))
              .returning({ id: products.id, stock: products.totalQuantity });
    const [after] = taken;
    if (!after) throw RESERVE_STOCK_ERRORS.outOfStock(line.name);
    // the stock history (stock_movements): a variant's or product's units, taken by an order; a service
    // package's slots are not product stock and have no history
    if (stock.kind !== 'package') {
      movements.set(line, { productId: line.productId, variantId: stock.kind === 'variant' ? stock.id : null, delta: -q, resultingStock: after.stock ?? 0, reason: 'order' });
    }
    // A product with variants counts their units too (the listing's in-stock filter and the details'
    // inventory read it): selling a variant's unit lowers it, or the last unit sold stays on offer.
    if (stock.kind === 'variant') {
      await tx
        .update(products)
        .set({ totalQuantity: sql`greatest(${products.totalQuantity} - ${q}, 0)` })
        .where(and(eq(products.id, line.productId), eq(products.businessId, businessId), isNotNull(products.totalQuantity)));
    }
  }
  return movements;
}
