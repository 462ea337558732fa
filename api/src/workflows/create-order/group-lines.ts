import { groupOrderLines, lineTotals, orderTotals, splitGst, type GstSplit, type LineTotals, type OrderGroup, type OrderTotals, type SupplyKind } from 'shared/rules';
import type { PlaceOfSupply } from './place-of-supply';
import type { PricedLine } from './price-lines';

/** One order to write: its group, its lines with their totals, the order's totals and its GST split. */
export interface PlannedOrder {
  group: OrderGroup<PricedLine>;
  lines: { line: PricedLine; totals: LineTotals }[];
  totals: OrderTotals;
  supply: SupplyKind;
  gst: GstSplit;
}

/**
 * Step "group by dispatch point": one order per first dispatch point (or "default"), and one per service
 * and per non-shippable product (chat spec, section 4), each with its totals in paise and its GST split
 * by its place of supply.
 */
export function planOrders(lines: readonly PricedLine[], place: PlaceOfSupply): PlannedOrder[] {
  return groupOrderLines(lines).map((group) => {
    const totals = orderTotals(group.lines);
    const supply = place(group);
    return {
      group,
      lines: group.lines.map((line) => ({ line, totals: lineTotals(line) })),
      totals,
      supply,
      gst: splitGst(totals.totalGstPaise, supply),
    };
  });
}
