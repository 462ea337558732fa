import type { OrderSummary } from 'shared';
import { payOffer, type WidgetPayment } from './pay-offer';

const GATEWAY = 'deadbeefdeadbeefdeadbeef';
const enabled: WidgetPayment = { isEnabled: true, selectedGatewayId: GATEWAY };
const milestone = (status: 'Pending' | 'Paid', amount: number) => ({ _id: 'a'.repeat(24), label: 'Part', amount, dueDate: '2025-03-06', status });
const order = (overrides: Partial<Pick<OrderSummary, 'status' | 'finalAmount' | 'paymentMilestones' | 'cashOnDelivery'>> = {}) => ({
  status: 'Active' as const,
  finalAmount: 2999,
  paymentMilestones: [milestone('Paid', 1500), milestone('Pending', 1499)],
  ...overrides,
});

describe('payOffer', () => {
  it('offers Pay through the selected gateway for the first Pending milestone', () => {
    expect(payOffer(order(), enabled)).toEqual({ kind: 'pay', gatewayId: GATEWAY, amount: 1499 });
    expect(payOffer(order({ paymentMilestones: [milestone('Pending', 700), milestone('Pending', 2299)] }), enabled)).toEqual({ kind: 'pay', gatewayId: GATEWAY, amount: 700 });
  });

  it('offers no Pay for an order to be paid in cash on delivery: the courier collects it', () => {
    expect(payOffer(order({ cashOnDelivery: true }), enabled)).toBeNull();
  });

  it('offers Pay on Draft orders too', () => {
    expect(payOffer(order({ status: 'Draft' }), enabled)?.kind).toBe('pay');
  });

  it.each([
    ['payment is not enabled', order(), { isEnabled: false, selectedGatewayId: GATEWAY }],
    ['payment is not enabled and has no gateway', order(), { isEnabled: false, selectedGatewayId: null }],
    ['the order is Cancelled', order({ status: 'Cancelled' }), enabled],
    ['the order is Completed (the server takes no payment for it)', order({ status: 'Completed' }), enabled],
    ['every milestone is Paid', order({ paymentMilestones: [milestone('Paid', 1500), milestone('Paid', 1499)] }), enabled],
    ['the order has no milestone to pay', order({ paymentMilestones: [] }), enabled],
    ['the Pending milestone is of nothing', order({ paymentMilestones: [milestone('Pending', 0)] }), enabled],
  ])('offers nothing when %s', (_case, theOrder, payment) => {
    expect(payOffer(theOrder, payment)).toBeNull();
  });

  it('offers no Pay while the payment due awaits the owner, and offers it again after a rejection', () => {
    const submitted = { ...milestone('Pending', 1499), submission: { utr: '412345678901', submittedAt: '2026-11-26T10:00:00.000Z' } };
    expect(payOffer(order({ paymentMilestones: [milestone('Paid', 1500), submitted] }), enabled)).toBeNull();
    const rejected = { ...milestone('Pending', 1499), submission: null, rejection: { reason: 'No such credit', rejectedAt: '2026-11-26T11:00:00.000Z' } };
    expect(payOffer(order({ paymentMilestones: [milestone('Paid', 1500), rejected] }), enabled)).toEqual({ kind: 'pay', gatewayId: GATEWAY, amount: 1499 });
  });

  it('says the gateway is not configured when payment is enabled without one', () => {
    expect(payOffer(order(), { isEnabled: true, selectedGatewayId: null })).toEqual({ kind: 'not-configured' });
  });
});
