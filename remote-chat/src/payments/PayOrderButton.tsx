import { observer } from 'mobx-react-lite';
import { type OrderSummary } from 'shared';
import { PAYMENT_MESSAGES } from 'shared/constants';
import { formatInrWhole } from 'shared/format';
import { useOrderPayments } from './order-payments-context';
import { payOffer } from './pay-offer';
import './order-pay.css';

/**
 * An order's Pay with the amount due now ('Pay ₹1,499'), or the notice that the business's payment is
 * not set up; nothing when the order has nothing to pay, awaits the owner's confirmation, or the widget
 * takes no payments.
 */
export const PayOrderButton = observer(function PayOrderButton({ order }: { order: OrderSummary }) {
  const payments = useOrderPayments();
  if (!payments) return null;
  const offer = payOffer(order, payments.payment);
  if (!offer) return null;
  if (offer.kind === 'not-configured') return <p className="order-pay__notice">{PAYMENT_MESSAGES.notConfigured}</p>;
  const paying = payments.payingOrderId === order._id;
  const label = `Pay ${formatInrWhole(offer.amount)}`;
  return (
    <button type="button" className="order-pay" aria-label={`${label} for order ${order.orderId}`} aria-busy={paying} disabled={paying} onClick={() => payments.pay(order)}>
      {label}
    </button>
  );
});
