import { and, count, eq, inArray } from 'drizzle-orm';
import { ORDER_LIMIT_MESSAGES, ORDER_LIMITS } from '../../contracts';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../errors';
import type { PricedLine } from './price-lines';
import type { CustomerRef } from '../../repositories/customer-ref';

export const ORDER_LIMIT_ERRORS = {
  tooManyUnits: (item: string) => AppError.badRequest(ORDER_LIMIT_MESSAGES.tooManyUnits(item, ORDER_LIMITS.maxUnitsPerLine)),
  tooManyUnpaid: () => new AppError(409, 'CONFLICT', ORDER_LIMIT_MESSAGES.tooManyUnpaid(ORDER_LIMITS.maxOpenUnpaidOrders)),
} as const;

/** Step "check units": no line asks for more than ORDER_LIMITS.maxUnitsPerLine units, whatever its stock. */
export function checkUnitsPerLine(lines: readonly PricedLine[]): void {
  const over = lines.find((line) => line.quantity > ORDER_LIMITS.maxUnitsPerLine);
  if (over) throw ORDER_LIMIT_ERRORS.tooManyUnits(over.name);
}

/**
 * Step "check open orders": a customer already holding ORDER_LIMITS.maxOpenUnpaidOrders open unpaid
 * orders (Draft or Active, payment Pending) is refused a new one. The caller holds the business row lock,
 * so two checkouts of one customer cannot both count below the cap.
 */
export async function checkOpenUnpaidOrders(tx: Database, customer: CustomerRef): Promise<void> {
  const [row] = await tx
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, customer.businessId),
        eq(orders.customerId, customer.customerId),
        inArray(orders.status, ['Draft', 'Active']),
        eq(orders.paymentStatus, 'Pending'),
      ),
    );
  if (Number(row?.open ?? 0) >= ORDER_LIMITS.maxOpenUnpaidOrders) throw ORDER_LIMIT_ERRORS.tooManyUnpaid();
}
