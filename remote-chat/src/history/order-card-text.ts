import type { OrderSummary } from 'shared';

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
