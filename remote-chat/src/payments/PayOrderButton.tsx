import { observer } from 'mobx-react-lite';
import { type OrderSummary } from 'shared';
import { formatInrPayable } from 'shared/format';
import { useT } from '../i18n/use-t';
import { useOrderPayments } from './order-payments-context';
import { payOffer } from './pay-offer';
import './order-pay.css';

/**
 * An order's Pay with the amount due now ('Pay ₹1,499'), or the notice that the business's payment is
 * not set up; nothing when the order has nothing to pay, awaits the owner's confirmation, or the widget
 * takes no payments.
 */
export const PayOrderButton = observer(function PayOrderButton({ order }: { order: OrderSummary }) {
  const t = useT();
  const payments = useOrderPayments();
  if (!payments) return null;
  const offer = payOffer(order, payments.payment);
  if (!offer) return null;
  if (offer.kind === 'not-configured') return <p className="order-pay__notice">{t('pay.notConfigured')}</p>;
  const paying = payments.payingOrderId === order._id;
  const amount = formatInrPayable(offer.amount);
  return (
    <button type="button" className="order-pay" aria-label={t('pay.buttonLabel', { amount, order: order.orderId })} aria-busy={paying} disabled={paying} onClick={() => payments.pay(order)}>
      {t('pay.button', { amount })}
    </button>
  );
});
