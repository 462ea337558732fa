import type { OrderSummary } from 'shared';
import { formatInrPayable } from 'shared/format';
import { englishChat, type ChatT, type ChatText } from '../i18n/use-t';

/**
 * What the customer sees of an order's payment, from the order the server sent:
 * - `due`: created, something to pay (Pay is offered);
 * - `awaiting`: "I've Made Payment" was reported for the milestone due; the owner has not decided;
 * - `failed`: the owner did not confirm the latest report (Pay is offered again, with the reason);
 * - `paid`: every milestone is Paid (with the amount and the last reference);
 * - `cancelled`: the order was cancelled before it was paid in full;
 * - `expired`: the order was not paid within the business's time and expired (Cancelled, its items back on sale);
 * - `cod`: the customer confirmed paying cash on delivery (with a phone code); the courier collects `amount`;
 * - `refused`: a cash-on-delivery parcel was refused at the door (Cancelled, its items back on sale);
 * - `none`: nothing to show (no milestones on an open order).
 */
export type OrderPaymentState =
  | { kind: 'due'; amount: number }
  | { kind: 'awaiting'; amount: number; utr: string | null }
  | { kind: 'failed'; amount: number; reason: string }
  | { kind: 'paid'; amount: number; reference: string | null }
  | { kind: 'cancelled' }
  | { kind: 'expired' }
  | { kind: 'cod'; amount: number }
  | { kind: 'refused' }
  | { kind: 'none' };

type PaymentStateOrder = Pick<OrderSummary, 'status' | 'finalAmount' | 'paymentStatus' | 'paymentMilestones' | 'cancelReason' | 'cashOnDelivery'>;

export function orderPaymentState(order: PaymentStateOrder): OrderPaymentState {
  const milestones = order.paymentMilestones;
  const due = milestones.find((milestone) => milestone.status === 'Pending');
  const paidInFull = milestones.length > 0 ? !due : order.paymentStatus === 'Paid';
  if (paidInFull) {
    const paid = milestones.filter((milestone) => milestone.status === 'Paid');
    const amount = paid.length > 0 ? paid.reduce((sum, milestone) => sum + milestone.amount, 0) : order.finalAmount;
    const reference = [...paid].reverse().find((milestone) => milestone.receipt?.reference)?.receipt?.reference ?? null;
    return { kind: 'paid', amount, reference };
  }
  if (order.status === 'Cancelled') {
    if (order.cancelReason === 'refused') return { kind: 'refused' };
    return order.cancelReason === 'expired' ? { kind: 'expired' } : { kind: 'cancelled' };
  }
  if (!due) return { kind: 'none' };
  if (order.cashOnDelivery) return { kind: 'cod', amount: milestones.filter((m) => m.status === 'Pending').reduce((sum, m) => sum + m.amount, 0) };
  if (due.submission) return { kind: 'awaiting', amount: due.amount, utr: due.submission.utr };
  if (due.rejection) return { kind: 'failed', amount: due.amount, reason: due.rejection.reason };
  return { kind: 'due', amount: due.amount };
}

const BADGES: Record<Exclude<OrderPaymentState['kind'], 'none'>, ChatText> = {
  due: 'payment.dueBadge',
  awaiting: 'payment.awaitingBadge',
  failed: 'payment.failedBadge',
  paid: 'payment.paidBadge',
  cancelled: 'payment.cancelledBadge',
  expired: 'payment.expiredBadge',
  cod: 'payment.codBadge',
  refused: 'payment.refusedBadge',
};

/** The short badge of a state (null: none), in the language of `t` (English by default). */
export function paymentBadge(state: OrderPaymentState, t: ChatT = englishChat): string | null {
  return state.kind === 'none' ? null : t(BADGES[state.kind]);
}

/**
 * The lines under the badge: what was submitted, why it was not confirmed, what was paid. In English by
 * default, which is also how the server words the cash-on-delivery card it stores (`codLine`).
 */
export function paymentDetailLines(state: OrderPaymentState, t: ChatT = englishChat): string[] {
  switch (state.kind) {
    case 'awaiting':
      return [t('payment.awaiting'), ...(state.utr ? [t('payment.utr', { utr: state.utr })] : [])];
    case 'failed':
      return [t('payment.failed', { reason: state.reason })];
    case 'paid':
      return [t('payment.paid', { amount: formatInrPayable(state.amount) }), ...(state.reference ? [t('payment.ref', { reference: state.reference })] : [])];
    case 'expired':
      return [t('payment.expired')];
    case 'cod':
      return [t('line.cod', { amount: formatInrPayable(state.amount) })];
    default:
      return [];
  }
}
