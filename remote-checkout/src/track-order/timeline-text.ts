import type { OrderTimeline } from 'shared';

const WHEN = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true });

/** When a step was reached, as the page writes it ('24 Nov, 3:05 pm'). */
export const stepTime = (iso: string) => WHEN.format(new Date(iso));

/** What a cancelled order's page says; null for an order still going. */
export function endedText(timeline: Pick<OrderTimeline, 'status' | 'cancelReason'>): string | null {
  if (timeline.status !== 'Cancelled') return null;
  if (timeline.cancelReason === 'expired') return 'This order expired: it was not paid in time and has been cancelled.';
  if (timeline.cancelReason === 'refused') return 'This order was refused on delivery and has been cancelled.';
  return 'This order was cancelled.';
}
