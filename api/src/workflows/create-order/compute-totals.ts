import { fromPaise, isShipped, sumGstSplits, sumOrderTotals, totalsLines } from 'shared/rules';
import type { TotalsBody, TotalsSummary } from '../../contracts';
import type { Database } from '../../db/client';
import { planOrders } from './group-lines';
import { placeOfSupply } from './place-of-supply';
import { priceLines } from './price-lines';
import { routeToServingPoints } from './serving-dispatch-points';
import { addressShippingIssues, ownAddress } from './validate-cart';
import type { CustomerRef } from '../../repositories/customer-ref';

/**
 * Totals calculation (chat spec, section 7): the same pricing, grouping and place of supply as Create
 * Order, summed over every order the cart would make, in rupees, with each line's price in the order
 * of `products` (the browser shows these, never its own). Shipping is available when no shipped product
 * has an issue.
 */
export async function computeTotals(db: Database, customer: CustomerRef, body: Pick<TotalsBody, 'products' | 'deliveryAddress'>): Promise<TotalsSummary> {
  const pricedLines = await priceLines(db, customer.businessId, body.products);
  const address = await ownAddress(db, customer, body.deliveryAddress);
  const lines = await routeToServingPoints(db, customer.businessId, pricedLines, address);
  const planned = planOrders(lines, await placeOfSupply(db, customer.businessId, lines, address));
  const totals = sumOrderTotals(planned.map((order) => order.totals));
  const shippingIssues = addressShippingIssues(lines, address);
  const priced = planned.flatMap((order) => order.lines).sort((a, b) => a.line.position - b.line.position);
  return {
    ...totalsLines(totals, sumGstSplits(planned.map((order) => order.gst))),
    isShippingAvailable: shippingIssues.length === 0 && (address !== null || !lines.some(isShipped)),
    shippingIssues,
    lines: priced.map(({ line, totals: t }) => ({ productId: line.productId, quantity: line.quantity, amount: fromPaise(t.amountPaise), saving: fromPaise(t.savingPaise) })),
  };
}
