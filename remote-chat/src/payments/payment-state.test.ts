import type { OrderSummary } from 'shared';
import { orderPaymentState, paymentBadge, paymentDetailLines } from './payment-state';

type Milestone = OrderSummary['paymentMilestones'][number];
const milestone = (status: 'Pending' | 'Paid', amount: number, more: Partial<Milestone> = {}): Milestone => ({ _id: 'a'.repeat(24), label: 'Part', amount, dueDate: '2026-11-30', status, ...more });
const order = (paymentMilestones: Milestone[], more: Partial<OrderSummary> = {}) => ({ status: 'Active' as const, finalAmount: 734, paymentStatus: 'Pending', paymentMilestones, ...more });

describe("orderPaymentState: an order's payment as the customer follows it", () => {
  it('cod: confirmed as cash on delivery, with the whole amount to pay at the door, to the paisa', () => {
    const state = orderPaymentState(order([milestone('Pending', 1499.5)], { cashOnDelivery: true }));
    expect(state).toEqual({ kind: 'cod', amount: 1499.5 });
    expect(paymentBadge(state)).toBe('Cash on delivery');
    expect(paymentDetailLines(state)).toEqual(['Cash on delivery — pay ₹1,499.50 on delivery']);
  });

  it('cod collected is paid; a refused parcel is said as refused', () => {
    expect(orderPaymentState(order([milestone('Paid', 734)], { cashOnDelivery: true, paymentStatus: 'Paid' })).kind).toBe('paid');
    const refused = orderPaymentState(order([milestone('Pending', 734)], { cashOnDelivery: true, status: 'Cancelled', cancelReason: 'refused' }));
    expect(refused).toEqual({ kind: 'refused' });
    expect(paymentBadge(refused)).toBe('Refused on delivery');
  });

  it('due: the first Pending milestone with nothing reported', () => {
    expect(orderPaymentState(order([milestone('Paid', 234), milestone('Pending', 500)]))).toEqual({ kind: 'due', amount: 500 });
  });

  it('awaiting: reported with its UTR (or none), shown as submitted', () => {
    const state = orderPaymentState(order([milestone('Pending', 734, { submission: { utr: '412345678901', submittedAt: '2026-11-26T10:00:00.000Z' } })]));
    expect(state).toEqual({ kind: 'awaiting', amount: 734, utr: '412345678901' });
    expect(paymentBadge(state)).toBe('Awaiting confirmation');
    expect(paymentDetailLines(state)).toEqual(['Payment submitted — awaiting confirmation', 'UTR 412345678901']);
    expect(paymentDetailLines(orderPaymentState(order([milestone('Pending', 734, { submission: { utr: null, submittedAt: '2026-11-26T10:00:00.000Z' } })])))).toEqual([
      'Payment submitted — awaiting confirmation',
    ]);
  });

  it("failed: the owner's reason", () => {
    const state = orderPaymentState(order([milestone('Pending', 734, { rejection: { reason: 'No such credit', rejectedAt: '2026-11-26T10:00:00.000Z' } })]));
    expect(state).toEqual({ kind: 'failed', amount: 734, reason: 'No such credit' });
    expect(paymentDetailLines(state)).toEqual(['Not confirmed by the business: No such credit']);
  });

  it('paid: every milestone Paid, with the amount and the latest reference', () => {
    const state = orderPaymentState(order([milestone('Paid', 234), milestone('Paid', 500, { receipt: { reference: '412345678901', paidAt: '2026-11-26T10:00:00.000Z' } })]));
    expect(state).toEqual({ kind: 'paid', amount: 734, reference: '412345678901' });
    expect(paymentDetailLines(state)).toEqual(['Paid ₹734', 'Ref 412345678901']);
  });

  it('paid without milestones when the order says so; a cancelled unpaid order is cancelled', () => {
    expect(orderPaymentState(order([], { paymentStatus: 'Paid' }))).toEqual({ kind: 'paid', amount: 734, reference: null });
    expect(orderPaymentState(order([milestone('Pending', 734)], { status: 'Cancelled' }))).toEqual({ kind: 'cancelled' });
    expect(orderPaymentState(order([]))).toEqual({ kind: 'none' });
  });

  it('expired: a Cancelled order that was not paid in time says so, badge and line', () => {
    const state = orderPaymentState(order([milestone('Pending', 734)], { status: 'Cancelled', cancelReason: 'expired' }));
    expect(state).toEqual({ kind: 'expired' });
    expect(paymentBadge(state)).toBe('Expired');
    expect(paymentDetailLines(state)).toEqual(['Not paid in time: the order expired and its items went back on sale']);
    expect(orderPaymentState(order([milestone('Pending', 734)], { status: 'Cancelled', cancelReason: 'customer' }))).toEqual({ kind: 'cancelled' });
  });
});
