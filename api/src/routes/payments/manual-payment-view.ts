import type { ManualPayment } from '../../contracts';
import { toRupees } from '../../db/money';
import { detailsOf, type AttemptRow, type MilestoneRow, type OrderRow } from '../../repositories/payments';

const STATUS = { created: 'awaiting', paid: 'confirmed', failed: 'rejected', voided: 'rejected' } as const;

/** A manual payment attempt in the wire shape the owner's list and the customer's answer share. */
export function toManualPayment(row: { attempt: AttemptRow; order: OrderRow; milestone: MilestoneRow; customer: { name: string; countryCode: string; phoneNumber: string } }): ManualPayment {
  const details = detailsOf(row.attempt);
  return {
    _id: row.attempt.id,
    orderId: row.order.id,
    orderNumber: row.order.orderNumber,
    title: row.order.title,
    milestoneId: row.milestone.id,
    milestoneLabel: row.milestone.label,
    amount: toRupees(row.attempt.amountPaise),
    customerId: row.attempt.customerId,
    customerName: row.customer.name || null,
    phoneNumber: `${row.customer.countryCode} ${row.customer.phoneNumber}`,
    utr: details.utr ?? null,
    status: STATUS[row.attempt.status],
    submittedAt: details.submittedAt ?? row.attempt.createdAt.toISOString(),
  };
}
