import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import { type OrderSummary } from 'shared';
import { CHECKOUT_MESSAGES, ORDER_HISTORY_MESSAGES, ORDER_HISTORY_PATHS, PAYMENT_MESSAGES, PAYMENT_PATHS } from 'shared/constants';
import { MessageBubble } from '../conversation/messages';
import { aMilestone, anOrder, ordersAnswer } from '../history/history-test-kit';
import { HistoryTab } from '../history/HistoryTab';
import { notifyOrderUpdated } from '../history/order-updated';
import { CUSTOMER, fakeChatApi, renderWidget, settle } from '../testing/widget-test-kit';
import { OrderPayments } from './OrderPayments';
import type { WidgetPayment } from './pay-offer';

const GATEWAY = 'deadbeefdeadbeefdeadbeef';
const ENABLED: WidgetPayment = { isEnabled: true, selectedGatewayId: GATEWAY };
const UTR = '412345678901';

/** An Active order with ₹1,500 paid and ₹1,499 still Pending. */
const owing = (overrides: Partial<OrderSummary> = {}) =>
  anOrder({ title: 'Silk Saree order', orderId: 'ORD-1001', finalAmount: 2999, paymentMilestones: [aMilestone('Paid', 1500), aMilestone('Pending', 1499)], ...overrides });
/** The same order once "I've Made Payment" was reported for the ₹1,499 (awaiting the owner). */
const submitted = (utr: string | null = UTR) =>
  owing({ paymentMilestones: [aMilestone('Paid', 1500), { ...aMilestone('Pending', 1499), submission: { utr, submittedAt: '2026-11-26T10:00:00.000Z' } }] });
/** The same order after the owner did not confirm the report. */
const rejected = (reason = 'No such credit in the account') =>
  owing({ paymentMilestones: [aMilestone('Paid', 1500), { ...aMilestone('Pending', 1499), submission: null, rejection: { reason, rejectedAt: '2026-11-26T11:00:00.000Z' } }] });
/** The same order paid in full, the last part by UPI reference `UTR`. */
const paidInFull = () =>
  owing({ paymentMilestones: [aMilestone('Paid', 1500), { ...aMilestone('Paid', 1499), receipt: { reference: UTR, paidAt: '2026-11-26T12:00:00.000Z' } }] });

interface Setup {
  payment?: WidgetPayment;
  /** What History lists, in order of the calls (the last one repeats). */
  history?: OrderSummary[][];
  /** The thread's latest orders. */
  threadOrders?: OrderSummary[];
}

/** The History tab inside the widget's payments, for the logged-in customer. */
function renderPayments(view: 'history' | ((orders: OrderSummary[]) => React.ReactElement), setup: Setup = {}) {
  const lists = setup.history ?? [[owing()]];
  let call = 0;
  const api = fakeChatApi({
    [ORDER_HISTORY_PATHS.customerOrders]: () => ordersAnswer(lists[Math.min(call++, lists.length - 1)] ?? []),
  });
  const conversation = observable({ orders: setup.threadOrders ?? [], sync: jest.fn(async () => undefined) }, { sync: false });
  const body = view === 'history' ? <HistoryTab /> : view(conversation.orders);
  const result = renderWidget(
    <OrderPayments payment={setup.payment ?? ENABLED} conversation={conversation}>
      {body}
    </OrderPayments>,
    { api, loggedIn: true },
  );
  const paymentCalls = () => api.post.mock.calls.filter(([path]) => Object.values(PAYMENT_PATHS).includes(path as never));
  const historyCalls = () => api.post.mock.calls.filter(([path]) => path === ORDER_HISTORY_PATHS.customerOrders);
  return { ...result, conversation, paymentCalls, historyCalls };
}

/** The order the checkout's panels were given, as the stand-in view shows it. */
function panelOrder(view: HTMLElement): { _id: string; orderId: string } {
  const text = within(view).getByText(/^order: /).textContent ?? '';
  return JSON.parse(text.slice('order: '.length)) as { _id: string; orderId: string };
}

const card = (title = 'Silk Saree order') => screen.getByRole('article', { name: title });
const panel = () => screen.queryByRole('region', { name: 'checkout/PaymentPanels' });

describe('Pay on the History tab', () => {
  it('offers Pay with the payable amount; the chat itself asks nothing about payments', async () => {
    const { paymentCalls } = renderPayments('history');
    const pay = await within(await screen.findByRole('article', { name: 'Silk Saree order' })).findByRole('button', { name: 'Pay ₹1,499 for order ORD-1001' });
    expect(pay).toHaveTextContent(/^Pay ₹1,499$/);
    expect(within(card()).getByText('Payment due')).toBeInTheDocument();
    await settle();
    expect(paymentCalls()).toEqual([]);
  });

  it.each([
    ['payment is not enabled', { payment: { isEnabled: false, selectedGatewayId: GATEWAY } }],
    ['the order is Cancelled', { history: [[owing({ status: 'Cancelled' })]] }],
    ['every milestone is Paid', { history: [[owing({ paymentMilestones: [aMilestone('Paid', 1500), aMilestone('Paid', 1499)] })]] }],
    ['the payment due awaits the owner', { history: [[submitted()]] }],
  ])('offers no Pay when %s', async (_case, setup: Setup) => {
    renderPayments('history', setup);
    await screen.findByRole('article', { name: 'Silk Saree order' });
    await settle();
    expect(within(card()).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByText(PAYMENT_MESSAGES.notConfigured)).toBeNull();
  });

  it('says Paid, with the amount and the reference, once every milestone is paid', async () => {
    renderPayments('history', { history: [[paidInFull()]] });
    await screen.findByRole('article', { name: 'Silk Saree order' });
    expect(within(card()).getByText('Payable').nextElementSibling).toHaveTextContent(/^Paid$/);
    expect(within(card()).getByText('Payments').nextElementSibling).toHaveTextContent('2/2');
    expect(within(card()).getByText('Paid ₹2,999')).toBeInTheDocument();
    expect(within(card()).getByText(`Ref ${UTR}`)).toBeInTheDocument();
  });

  it("after \"I've Made Payment\" says the payment was submitted, with the UTR, and offers no Pay", async () => {
    renderPayments('history', { history: [[submitted()]] });
    await screen.findByRole('article', { name: 'Silk Saree order' });
    expect(within(card()).getByText('Payment submitted — awaiting confirmation')).toBeInTheDocument();
    expect(within(card()).getByText(`UTR ${UTR}`)).toBeInTheDocument();
    expect(within(card()).getByText('Awaiting confirmation')).toBeInTheDocument();
  });

  it("brings Pay back with the owner's reason when the payment was not confirmed", async () => {
    renderPayments('history', { history: [[rejected('No such credit in the account')]] });
    await screen.findByRole('article', { name: 'Silk Saree order' });
    expect(within(card()).getByText('Not confirmed by the business: No such credit in the account')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Pay ₹1,499 for order ORD-1001' })).toBeInTheDocument();
  });

  it(`says '${PAYMENT_MESSAGES.notConfigured}' instead of Pay when payment is enabled without a gateway`, async () => {
    renderPayments('history', { payment: { isEnabled: true, selectedGatewayId: null } });
    await screen.findByRole('article', { name: 'Silk Saree order' });
    expect(within(card()).getByText(PAYMENT_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it("opens the checkout's payment panels with only the order and the widget's gateway; closing takes them away", async () => {
    const user = userEvent.setup();
    renderPayments('history');
    const order = await screen.findByRole('article', { name: 'Silk Saree order' });
    await user.click(within(order).getByRole('button', { name: /^Pay ₹1,499/ }));
    const view = await screen.findByRole('region', { name: 'checkout/PaymentPanels' });
    expect(panelOrder(view)).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), orderId: 'ORD-1001' });
    expect(within(view).getByText(`gatewayId: "${GATEWAY}"`)).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: /^Pay ₹1,499/ })).toBeDisabled();
    await user.click(within(view).getByRole('button', { name: 'onClose' }));
    expect(panel()).toBeNull();
  });

  it("when the payment changed (paid online, or reported by UPI) refreshes the thread and History, which show it", async () => {
    const user = userEvent.setup();
    const { conversation, historyCalls } = renderPayments('history', { history: [[owing()], [submitted()]] });
    await user.click(await within(await screen.findByRole('article', { name: 'Silk Saree order' })).findByRole('button', { name: /^Pay/ }));
    const view = await screen.findByRole('region', { name: 'checkout/PaymentPanels' });
    await user.click(within(view).getByRole('button', { name: 'onPaymentChanged' }));
    expect(conversation.sync).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(historyCalls()).toHaveLength(2));
    await waitFor(() => expect(within(card()).queryByRole('button', { name: /^Pay/ })).toBeNull());
    expect(within(card()).getByText('Payment submitted — awaiting confirmation')).toBeInTheDocument();
  });

  it("follows the owner's decision live: the socket's order-updated brings Paid, or Pay back with the reason", async () => {
    const [first, refused, paid] = [submitted(), rejected('Amount did not arrive'), paidInFull()];
    const same = (order: OrderSummary) => ({ ...order, _id: first._id });
    const { conversation } = renderPayments('history', { history: [[first], [same(refused)], [same(paid)]] });
    expect(await within(await screen.findByRole('article', { name: 'Silk Saree order' })).findByText('Payment submitted — awaiting confirmation')).toBeInTheDocument();
    act(() => notifyOrderUpdated({ customerId: CUSTOMER.customerId, orderId: first._id, status: 'Active', paymentStatus: 'Partially Paid' }));
    expect(await within(card()).findByText('Not confirmed by the business: Amount did not arrive')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: /^Pay ₹1,499/ })).toBeInTheDocument();
    act(() => notifyOrderUpdated({ customerId: CUSTOMER.customerId, orderId: first._id, status: 'Active', paymentStatus: 'Paid' }));
    expect(await within(card()).findByText('Paid ₹2,999')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(conversation.sync).toHaveBeenCalled();
  });
});

describe("Pay on the thread's order cards", () => {
  const order = owing();
  const cardMessage = (line: string, orderId = order._id) => ({
    message: line,
    type: 'component' as const,
    sender: 'system' as const,
    caption: null,
    contentType: null,
    createdAt: '2025-01-15T12:00:00.000Z',
    readAt: null,
    payload: { kind: 'order-status' as const, orderId, orderNumber: 'ORD-1001', title: 'Silk Saree order', status: 'Active' },
  });

  it("offers Pay on the 'Order Created' card of an order with something to pay, and opens its panel", async () => {
    const user = userEvent.setup();
    renderPayments(() => <MessageBubble message={cardMessage(CHECKOUT_MESSAGES.orderCreated)} mine={false} />, { threadOrders: [order], history: [[]] });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,499 for order ORD-1001' }));
    const view = await screen.findByRole('region', { name: 'checkout/PaymentPanels' });
    expect(panelOrder(view)._id).toBe(order._id);
  });

  it('offers no Pay on other order cards, nor for an order the thread does not hold', async () => {
    renderPayments(
      () => (
        <>
          <MessageBubble message={cardMessage(ORDER_HISTORY_MESSAGES.cancelled)} mine={false} />
          <MessageBubble message={cardMessage(CHECKOUT_MESSAGES.orderCreated, 'feedfacefeedfacefeedface')} mine={false} />
        </>
      ),
      { threadOrders: [order], history: [[]] },
    );
    await settle();
    expect(screen.getAllByText('Silk Saree order')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it("drops the card's Pay once the thread's orders say it is paid", async () => {
    const { conversation } = renderPayments(() => <MessageBubble message={cardMessage(CHECKOUT_MESSAGES.orderCreated)} mine={false} />, { threadOrders: [order], history: [[]] });
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    act(() => runInAction(() => conversation.orders.splice(0, 1, owing({ _id: order._id, paymentMilestones: [aMilestone('Paid', 2999)] }))));
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it("shows the order's payment now, not the status it was sent with: no 'Active' beside a paid order", async () => {
    renderPayments(() => <MessageBubble message={cardMessage(CHECKOUT_MESSAGES.orderCreated)} mine={false} />, { threadOrders: [paidInFull()].map((o) => ({ ...o, _id: order._id })), history: [[]] });
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Paid ₹2,999')).toBeInTheDocument();
    expect(screen.getByText(`Ref ${UTR}`)).toBeInTheDocument();
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it("says the owner's reason once on the 'Payment Not Confirmed' card, and offers Pay again on the 'Order Created' one", async () => {
    const refused = { ...rejected('Amount did not arrive'), _id: order._id };
    renderPayments(
      () => (
        <>
          <MessageBubble message={cardMessage(CHECKOUT_MESSAGES.orderCreated)} mine={false} />
          <MessageBubble message={cardMessage('Payment Not Confirmed: Amount did not arrive')} mine={false} />
        </>
      ),
      { threadOrders: [refused], history: [[]] },
    );
    expect(await screen.findByRole('button', { name: 'Pay ₹1,499 for order ORD-1001' })).toBeInTheDocument();
    expect(screen.getAllByText(/Amount did not arrive/)).toHaveLength(2);
    expect(screen.getAllByText('Payment not confirmed')).toHaveLength(2);
  });

  it("shows the card alone where no widget payments exist (the owner's inbox)", () => {
    renderWidget(<MessageBubble message={cardMessage(CHECKOUT_MESSAGES.orderCreated)} mine={false} />, { loggedIn: true });
    expect(screen.getByText('Order ORD-1001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
