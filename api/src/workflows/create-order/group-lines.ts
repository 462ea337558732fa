import { groupOrderLines, lineTotals, orderTotals, type LineTotals, type OrderGroup, type OrderTotals } from 'shared/rules';
import type { PricedLine } from './price-lines';

/** One order to write: its group, its lines with their totals, and the order's totals. */
export interface PlannedOrder {
  group: OrderGroup<PricedLine>;
  lines: { line: PricedLine; totals: LineTotals }[];
  totals: OrderTotals;
}

/**
 * Step "group by dispatch point": one order per first dispatch point (or "default"), and one per service
 * and per non-shippable product (chat spec, section 4), each with its totals in paise.
 */
export function planOrders(lines: readonly PricedLine[]): PlannedOrder[] {
  return groupOrderLines(lines).map((group) => ({
    group,
    lines: group.lines.map((line) => ({ line, totals: lineTotals(line) })),
    totals: orderTotals(group.lines),
  }));
}
