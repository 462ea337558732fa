import { ManualPaymentSheet } from './ManualPaymentSheet';
import { OnlinePaymentModal } from './OnlinePaymentModal';
import '../styles/payments.css';

export interface PaymentPanelsProps {
  kind: 'manual' | 'online';
  orderId: string;
  /** The integration to pay through (the widget's payment.selectedGatewayId for the manual sheet). */
  gatewayId: string;
  /** Rupees due now, for the UPI link of the manual sheet. */
  amount?: number;
  onClose: () => void;
  /** Online only: called after the server verified the payment, before onClose. */
  onPaid?: () => void;
}

/** The payment panels of the chat (spec section 2): the manual sheet or the online flow modal. */
export default function PaymentPanels({ kind, orderId, gatewayId, amount, onClose, onPaid }: PaymentPanelsProps) {
  if (kind === 'manual') return <ManualPaymentSheet orderId={orderId} gatewayId={gatewayId} {...(amount === undefined ? {} : { amount })} onClose={onClose} />;
  return <OnlinePaymentModal orderId={orderId} gatewayId={gatewayId} onClose={onClose} {...(onPaid ? { onPaid } : {})} />;
}
