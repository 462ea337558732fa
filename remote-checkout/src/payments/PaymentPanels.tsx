import type { PaymentPanelsViewProps } from 'shared';
import { ManualPaymentSheet } from './ManualPaymentSheet';
import { OnlinePaymentModal } from './OnlinePaymentModal';
import '../styles/payments.css';

/** The payment panels of the chat (spec section 2): the manual sheet or the online flow modal. */
export default function PaymentPanels({ kind, orderId, gatewayId, amount, onClose, onPaid }: PaymentPanelsViewProps) {
  if (kind === 'manual') return <ManualPaymentSheet orderId={orderId} gatewayId={gatewayId} {...(amount === undefined ? {} : { amount })} onClose={onClose} />;
  return <OnlinePaymentModal orderId={orderId} gatewayId={gatewayId} onClose={onClose} {...(onPaid ? { onPaid } : {})} />;
}
