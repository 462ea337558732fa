import type { OrderSummary } from 'shared';
import { useT } from '../i18n/use-t';
import { orderPaymentState, paymentBadge, paymentDetailLines, type OrderPaymentState } from './payment-state';
import './order-pay.css';

/** The payment badge of an order: 'Payment due', 'Awaiting confirmation', 'Paid'… (nothing when there is nothing to say). */
export function PaymentBadge({ state }: { state: OrderPaymentState }) {
  const badge = paymentBadge(state, useT());
  return badge ? <span className={`order-payment-badge order-payment-badge--${state.kind}`}>{badge}</span> : null;
}

/**
 * What happened to an order's payment, in words under its card's title: submitted and awaiting the
 * owner (with the UTR), not confirmed (with the owner's reason), paid (amount and reference), expired unpaid,
 * or to be paid in cash on delivery ("Cash on delivery — pay ₹X on delivery").
 */
export function OrderPaymentStatus({ order }: { order: Pick<OrderSummary, 'status' | 'finalAmount' | 'paymentStatus' | 'paymentMilestones' | 'cancelReason' | 'cashOnDelivery'> }) {
  const t = useT();
  const state = orderPaymentState(order);
  const lines = paymentDetailLines(state, t);
  if (lines.length === 0) return null;
  return (
    <div className={`order-payment order-payment--${state.kind}`}>
      {lines.map((line) => (
        <p key={line} className="order-payment__line">
          {line}
        </p>
      ))}
    </div>
  );
}
