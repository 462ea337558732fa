import { splitGst, taxedSavingPaise, totalsLines, type SupplyKind } from 'shared/rules';
import type { TotalsLines } from '../contracts';
import type { orderLines, orders } from '../db/schema';

type OrderRow = Pick<typeof orders.$inferSelect, 'totalGstPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'shippingCostPaise'>;
type LineRow = Pick<typeof orderLines.$inferSelect, 'basePricePaise' | 'unitPricePaise' | 'gstPercentage' | 'quantity' | 'amountPaise'>;

/**
 * A stored order's totals block, from its lines as charged: the discount is each line's saving as the
 * product page showed it (struck price with GST − price with GST) x quantity, the items are what was
 * charged plus that discount, and the total is what was charged plus shipping, so the lines add up to
 * the paisa. The GST split is the one stored with the order.
 */
export function storedTotalsLines(order: OrderRow, lines: readonly LineRow[]): TotalsLines {
  let amountPaise = 0;
  let savingPaise = 0;
  for (const line of lines) {
    const tax = { taxApplicable: line.gstPercentage > 0, taxRate: line.gstPercentage };
    amountPaise += line.amountPaise;
    savingPaise += taxedSavingPaise(Math.max(line.basePricePaise, line.unitPricePaise), line.unitPricePaise, tax) * line.quantity;
  }
  const gst = { cgstPaise: order.cgstPaise, sgstPaise: order.sgstPaise, igstPaise: order.igstPaise };
  // an order written before the split was stored, and never backfilled, reads as intra-state
  const split = gst.cgstPaise + gst.sgstPaise + gst.igstPaise === order.totalGstPaise ? gst : splitGst(order.totalGstPaise, 'intra-state' satisfies SupplyKind);
  return totalsLines(
    { itemsPaise: amountPaise + savingPaise, savingPaise, totalGstPaise: order.totalGstPaise, shippingCostPaise: order.shippingCostPaise, finalAmountPaise: amountPaise + order.shippingCostPaise },
    split,
  );
}
