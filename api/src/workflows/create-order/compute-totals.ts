import { fromPaise, isShipped, sumOrderTotals } from 'shared/rules';
import type { TotalsBody, TotalsSummary } from '../../contracts';
import type { Database } from '../../db/client';
import { planOrders } from './group-lines';
import { priceLines } from './price-lines';
import { addressShippingIssues, ownAddress } from './validate-cart';

/**
 * Totals calculation (chat spec, section 7): the same pricing and grouping as Create Order, summed over
 * every order the cart would make, in rupees. Shipping is available when no shipped product has an issue.
 */
export async function computeTotals(db: Database, owner: { businessId: string; customerId: string }, body: Pick<TotalsBody, 'products' | 'deliveryAddress'>): Promise<TotalsSummary> {
  const lines = await priceLines(db, owner.businessId, body.products);
  const address = await ownAddress(db, owner, body.deliveryAddress);
  const totals = sumOrderTotals(planOrders(lines).map((order) => order.totals));
  const shippingIssues = addressShippingIssues(lines, address);
  return {
    subtotal: fromPaise(totals.subtotalPaise),
    totalDiscount: fromPaise(totals.totalDiscountPaise),
    shippingCost: fromPaise(totals.shippingCostPaise),
    total: fromPaise(totals.finalAmountPaise),
    isShippingAvailable: shippingIssues.length === 0 && (address !== null || !lines.some(isShipped)),
    shippingIssues,
  };
}
