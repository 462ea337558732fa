import { type OrderSummary } from 'shared';
import { payableAmount } from 'shared/rules';
import { formatInrPayable } from 'shared/format';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from 'shared/i18n';
import { englishChat, type ChatT } from '../i18n/use-t';

/** Lines named on a card before the rest are counted ('+2 more'), so a big order keeps its card short. */
export const ITEMS_SHOWN_ON_CARD = 2;

/** 'Silk Saree × 2, Cotton Dupatta × 1 +2 more': what the order holds, in one line. */
export function orderItemsSummary(items: OrderSummary['items'], t: ChatT = englishChat): string {
  const named = items.slice(0, ITEMS_SHOWN_ON_CARD).map((item) => `${item.description} × ${item.quantity}`);
  const rest = items.length - named.length;
  return rest > 0 ? t('history.more', { items: named.join(', '), count: rest }) : named.join(', ');
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** The order's date as the shopper reads it ('5 Mar 2025' in en-IN, the browser's time zone); '' when unreadable. */
export function formatOrderDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(locale, format);
  }
  return format.format(time);
}

/**
 * The card's Payable figure: the first Pending milestone's amount, or the order's total without
 * milestones, in whole rupees; 'Paid' once every milestone is, rather than a payable ₹0.
 */
export function payableText(order: Pick<OrderSummary, 'finalAmount' | 'paymentMilestones'>, t: ChatT = englishChat): string {
  const { paymentMilestones: milestones } = order;
  if (milestones.length > 0 && milestones.every((milestone) => milestone.status === 'Paid')) return t('history.allPaid');
  return formatInrPayable(payableAmount(order));
}
