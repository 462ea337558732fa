import { type ChatWidgetSettings, type OrderSummary } from 'shared';
import { payableAmount } from 'shared/rules';

/** The widget's payment settings: payment on or off, and the business's chosen integration. */
export type WidgetPayment = ChatWidgetSettings['payment'];

/** What an order's card offers: Pay with the amount due now, the misconfiguration notice, or nothing. */
export type PayOffer = { kind: 'pay'; gatewayId: string; amount: number } | { kind: 'not-configured' } | null;

type PayableOrder = Pick<OrderSummary, 'status' | 'finalAmount' | 'paymentMilestones' | 'cashOnDelivery'>;

/** Orders the server takes a payment for (a Completed or Cancelled order takes none). */
export const PAYABLE_ORDER_STATUSES: readonly OrderSummary['status'][] = ['Draft', 'Active'];

/**
 * Pay is offered for a Draft or Active order that still has a Pending milestone (the server
 * takes the first Pending one) the customer has not reported paid and awaiting the owner, nor confirmed as cash on delivery, when the widget's payment is enabled with a selected gateway. Enabled
 * without a gateway, the card says 'Payment gateway not configured properly' instead. The amount is
 * the specification's payable amount (first Pending milestone).
 */
export function payOffer(order: PayableOrder, payment: WidgetPayment): PayOffer {
  if (!payment.isEnabled || !PAYABLE_ORDER_STATUSES.includes(order.status)) return null;
  // cash on delivery is paid to the courier: nothing to pay in the chat
  if (order.cashOnDelivery) return null;
  const due = order.paymentMilestones.find((milestone) => milestone.status === 'Pending');
  // reported paid: the owner confirms it, or rejects it and Pay comes back
  if (!due || due.submission) return null;
  const amount = payableAmount(order);
  if (amount <= 0) return null;
  if (!payment.selectedGatewayId) return { kind: 'not-configured' };
  return { kind: 'pay', gatewayId: payment.selectedGatewayId, amount };
}
