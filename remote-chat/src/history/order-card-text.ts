import { type OrderSummary } from 'shared';
import { payableAmount } from 'shared/rules';
import { formatInrWhole } from 'shared/format';

/** Lines named on a card before the rest are counted ('+2 more'), so a big order keeps its card short. */
export const ITEMS_SHOWN_ON_CARD = 2;

/** 'Silk Saree × 2, Cotton Dupatta × 1 +2 more': what the order holds, in one line. */
export function orderItemsSummary(items: OrderSummary['items']): string {
  const named = items.slice(0, ITEMS_SHOWN_ON_CARD).map((item) => `${item.description} × ${item.quantity}`);
  const rest = items.length - named.length;
  return rest > 0 ? `${named.join(', ')} +${rest} more` : named.join(', ');
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** The order's date as the shopper reads it ('5 Mar 2025', en-IN, the browser's time zone); '' when unreadable. */
export function formatOrderDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}

/** Said in place of the payable amount once every milestone is paid. */
export const ALL_PAID_TEXT = 'Paid';

/**
 * The card's Payable figure: the first Pending milestone's amount, or the order's total without
 * milestones, in whole rupees; 'Paid' once every milestone is, rather than a payable ₹0.
 */
export function payableText(order: Pick<OrderSummary, 'finalAmount' | 'paymentMilestones'>): string {
  const { paymentMilestones: milestones } = order;
  if (milestones.length > 0 && milestones.every((milestone) => milestone.status === 'Paid')) return ALL_PAID_TEXT;
  return formatInrWhole(payableAmount(order));
}
