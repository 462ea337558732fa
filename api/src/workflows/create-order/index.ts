import { eq } from 'drizzle-orm';
import type { CreateOrderBody } from '../../contracts';
import type { Database } from '../../db/client';
import { businesses } from '../../db/schema';
import { checkOpenUnpaidOrders, checkUnitsPerLine } from './check-limits';
import { clearCart } from './clear-cart';
import { planOrders, type PlannedOrder } from './group-lines';
import { earlierResult, rememberResult } from './idempotency';
import { serverCartLines } from '../../repositories/server-cart';
import { placeOfSupply } from './place-of-supply';
import { priceLines, type PricedLine } from './price-lines';
import { reserveStock } from './reserve-stock';
import { recordStockMovements, type StockMovement } from '../../repositories/stock-movements';
import { ownAddress, validateCart } from './validate-cart';
import { writeOrders, type WrittenOrder } from './write-orders';
import type { CustomerRef } from '../../repositories/customer-ref';

export { computeTotals } from './compute-totals';
export type { WrittenOrder } from './write-orders';

export interface CreateOrderOutcome {
  orderNumbers: string[];
  /** The orders this call wrote; empty when an earlier call with the same key already made them. */
  created: WrittenOrder[];
}

/**
 * The Create Order workflow, its steps run in ONE database transaction: check the customer's open unpaid
 * orders, read the server cart (or Buy Now's line), price lines, validate cart, check units per line, group
 * by dispatch point, reserve stock, write orders, clear the cart it ordered, remember the idempotency key. Any refusal
 * rolls back all of it. The business row is locked first, so checkouts of one business are serialised:
 * order numbers never collide and a retried key always sees the first call's result.
 */
export async function createOrders(
  db: Database,
  customer: CustomerRef,
  body: Pick<CreateOrderBody, 'products' | 'deliveryAddress' | 'idempotencyKey'>,
  now: Date = new Date(),
): Promise<CreateOrderOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, customer.businessId)).for('update');
    const earlier = await earlierResult(tx, customer, body.idempotencyKey);
    if (earlier) return { orderNumbers: earlier, created: [] };
    await checkOpenUnpaidOrders(tx, customer);

    // Buy Now names its one line; otherwise the order is the server cart as the server holds it
    const fromCart = body.products === undefined;
    const lines = await priceLines(tx, customer.businessId, body.products ?? (await serverCartLines(tx, customer)));
    const address = await ownAddress(tx, customer, body.deliveryAddress);
    validateCart(lines, address);
    checkUnitsPerLine(lines);
    const planned = planOrders(lines, await placeOfSupply(tx, customer.businessId, lines, address));
    const taken = await reserveStock(tx, customer.businessId, lines);
    const created = await writeOrders(tx, customer, planned, address, now);
    await recordStockMovements(tx, customer.businessId, movementsOfOrders(planned, created, taken));
    if (fromCart) await clearCart(tx, customer);
    const orderNumbers = created.map((order) => order.orderNumber);
    await rememberResult(tx, customer, body.idempotencyKey, orderNumbers, now);
    return { orderNumbers, created };
  });
}

/** Each reserved line's stock movement, naming the order the line went into (planned and written share their order). */
function movementsOfOrders(planned: readonly PlannedOrder[], written: readonly WrittenOrder[], taken: Map<PricedLine, StockMovement>): StockMovement[] {
  return planned.flatMap((order, index) =>
    order.lines.flatMap(({ line }) => {
      const movement = taken.get(line);
      return movement ? [{ ...movement, orderId: written[index]!.id }] : [];
    }),
  );
}
