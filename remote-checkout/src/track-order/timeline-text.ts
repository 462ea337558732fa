import type { OrderTimeline } from 'shared';
import { LOCALE_TAGS, type Locale } from 'shared/i18n';
import { inEnglish, type CheckoutMessage, type CheckoutT } from '../i18n/use-t';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** When a step was reached, as the page writes it ('24 Nov, 3:05 pm'), in the page's language. */
export function stepTime(iso: string, locale: Locale = 'en'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/**
 * The steps the server names (Ordered and Paid, then a new order's pipeline stages), each with its
 * message; a stage the owner named otherwise is the owner's word, shown as written.
 */
const STEP_NAMES: Readonly<Record<string, CheckoutMessage>> = {
  Ordered: 'track.step.Ordered',
  Paid: 'track.step.Paid',
  Confirmed: 'track.step.Confirmed',
  Packed: 'track.step.Packed',
  Shipped: 'track.step.Shipped',
  Delivered: 'track.step.Delivered',
  Scheduled: 'track.step.Scheduled',
  Completed: 'track.step.Completed',
};

/** A step's name in the page's language. */
export function stepName(name: string, t: CheckoutT): string {
  const id = STEP_NAMES[name];
  return id ? t(id) : name;
}

/** What a cancelled order's page says; null for an order still going. */
export function endedText(timeline: Pick<OrderTimeline, 'status' | 'cancelReason'>, t: CheckoutT = inEnglish): string | null {
  if (timeline.status !== 'Cancelled') return null;
  if (timeline.cancelReason === 'expired') return t('track.expired');
  if (timeline.cancelReason === 'refused') return t('track.refused');
  return t('track.cancelled');
}
