import type { InboxDeliveryAddress, OrderSummary } from 'shared';
import { codLine } from 'shared/constants';
import { formatInrPayable } from 'shared/format';

/** The delivery address as lines: who receives it (with phone), the street lines, then 'City, State pincode'. */
export function deliveryLines(address: InboxDeliveryAddress): string[] {
  const phone = `${address.countryCode} ${address.phone}`.trim();
  return [
    [address.fullName.trim(), phone].filter(Boolean).join(' · '),
    address.addressLine1.trim(),
    address.addressLine2.trim(),
    `${[address.city.trim(), address.state.trim()].filter(Boolean).join(', ')} ${address.pincode.trim()}`.trim(),
  ].filter(Boolean);
}

/**
 * What the owner needs of the payment due: the UTR the customer gave and that it awaits their
 * confirmation, or that they reported paying without one, or that the courier collects it in cash on
 * delivery (marked Collected or Refused on the order's page); null when nothing is reported.
 */
export function reportedPaymentLine(order: Pick<OrderSummary, 'paymentMilestones' | 'cashOnDelivery' | 'status'>): string | null {
  const pending = order.paymentMilestones.filter((milestone) => milestone.status === 'Pending');
  if (order.cashOnDelivery && order.status !== 'Cancelled' && pending.length > 0) return codLine(formatInrPayable(pending.reduce((sum, m) => sum + m.amount, 0)));
  const due = pending[0];
  if (!due?.submission) return null;
  return due.submission.utr ? `UTR ${due.submission.utr}, awaiting your confirmation` : 'Reported paid without a UTR (see the screenshot in the chat), awaiting your confirmation';
}

/** The name to greet the customer by: their own, else the name on their latest delivery, else none. */
export function customerName(name: string, orders: readonly { deliverTo: InboxDeliveryAddress | null }[]): string | null {
  return name.trim() || orders.find((order) => order.deliverTo?.fullName.trim())?.deliverTo?.fullName.trim() || null;
}
