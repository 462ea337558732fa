import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import { type OrderSummary, type PaymentIntegrationAnswer } from 'shared';
import { CHECKOUT_MESSAGES, ORDER_HISTORY_MESSAGES, ORDER_HISTORY_PATHS, PAYMENT_MESSAGES, PAYMENT_PATHS } from 'shared/constants';
import { MessageBubble } from '../conversation/messages';
import { aMilestone, anOrder, ordersAnswer } from '../history/history-test-kit';
import { HistoryTab } from '../history/HistoryTab';
import { notifyOrderUpdated } from '../history/order-updated';
import { CUSTOMER, fakeChatApi, renderWidget, settle } from '../testing/widget-test-kit';
import { OrderPayments } from './OrderPayments';
import { CHOOSE_METHOD_TITLE } from './PaymentMethodChooser';
import type { WidgetPayment } from './pay-offer';

const GATEWAY = 'deadbeefdeadbeefdeadbeef';
const ENABLED: WidgetPayment = { isEnabled: true, selectedGatewayId: GATEWAY };

function anIntegration(type: 'manual' | 'online'): PaymentIntegrationAnswer {
  return { message: 'success', data: { _id: GATEWAY, type, name: 'Pay', config: { testMode: true, options: [], details: null } } };
}

/** An Active order with ₹1,500 paid and ₹1,499 still Pending. */
const owing = (overrides: Partial<OrderSummary> = {}) =>
  anOrder({ title: 'Silk Saree order', orderId: 'ORD-1001', finalAmount: 2999, paymentMilestones: [aMilestone('Paid', 1500), aMilestone('Pending', 1499)], ...overrides });

interface Setup {
  payment?: WidgetPayment;
  /** What History lists, in order of the calls (the last one repeats). */
  history?: OrderSummary[][];
  /** The thread's latest orders. */
  threadOrders?: OrderSummary[];
  integration?: () => unknown;
  /** The business's ways to pay; by default the selected gateway alone. */
  methods?: () => unknown;
}

/** The History tab inside the widget's payments, for the logged-in customer. */
function renderPayments(view: 'history' | ((orders: OrderSummary[]) => React.ReactElement), setup: Setup = {}) {
  const lists = setup.history ?? [[owing()]];
  let call = 0;
  const api = fakeChatApi({
    [ORDER_HISTORY_PATHS.customerOrders]: () => ordersAnswer(lists[Math.min(call++, lists.length - 1)] ?? []),
    [PAYMENT_PATHS.integration]: setup.integration ?? (() => anIntegration('manual')),
    [PAYMENT_PATHS.methods]: setup.methods ?? (() => ({ message: 'success', data: [{ _id: GATEWAY, type: 'manual', name: 'Pay', selected: true }] })),
  });
  const conversation = observable({ orders: setup.threadOrders ?? [], sync: jest.fn(async () => undefined) }, { sync: false });
  const body = view === 'history' ? <HistoryTab /> : view(conversation.orders);
  const result = renderWidget(
    <OrderPayments payment={setup.payment ?? ENABLED} conversation={conversation}>
      {body}
    </OrderPayments>,
    { api, loggedIn: true },
  );
  const integrationCalls = () => api.post.mock.calls.filter(([path]) => path === PAYMENT_PATHS.integration);
  const historyCalls = () => api.post.mock.calls.filter(([path]) => path === ORDER_HISTORY_PATHS.customerOrders);
  return { ...result, conversation, integrationCalls, historyCalls };
}

const card = (title = 'Silk Saree order') => screen.getByRole('article', { name: title });
const panel = () => screen.queryByRole('region', { name: 'checkout/PaymentPanels' });

describe('Pay on the History tab', () => {
  it('offers Pay with the payable amount and fetches the integration once orders exist', async () => {
    const { integrationCalls } = renderPayments('history');
    const pay = await within(await screen.findByRole('article', { name: 'Silk Saree order' })).findByRole('button', { name: 'Pay ₹1,499 for order ORD-1001' });
    expect(pay).toHaveTextContent(/^Pay ₹1,499$/);
    await waitFor(() => expect(integrationCalls()).toHaveLength(1));
    expect(integrationCalls()[0]?.[1]).toEqual({ gatewayId: GATEWAY, customerId: CUSTOMER.customerId, subdomain: 'demo' });
  });

  it.each([
    ['payment is not enabled', { payment: { isEnabled: false, selectedGatewayId: GATEWAY } }],
    ['the order is Cancelled', { history: [[owing({ status: 'Cancelled' })]] }],
    ['every milestone is Paid', { history: [[owing({ paymentMilestones: [aMilestone('Paid', 1500), aMilestone('Paid', 1499)] })]] }],
  ])('offers no Pay when %s', async (_case, setup: Setup) => {
    renderPayments('history', setup);
    await screen.findByRole('article', { name: 'Silk Saree order' });
    await settle();
    expect(within(card()).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByText(PAYMENT_MESSAGES.notConfigured)).toBeNull();
  });

  it('says Paid for the payable amount once every milestone is paid', async () => {
    renderPayments('history', { history: [[owing({ paymentMilestones: [aMilestone('Paid', 1500), aMilestone('Paid', 1499)] })]] });
    await screen.findByRole('article', { name: 'Silk Saree order' });
    expect(within(card()).getByText('Payable').nextElementSibling).toHaveTextContent(/^Paid$/);
    expect(within(card()).getByText('Payments').nextElementSibling).toHaveTextContent('2/2');
  });

  it(`says '${PAYMENT_MESSAGES.notConfigured}' instead of Pay when payment is enabled without a gateway, and asks for no integration`, async () => {
    const { integrationCalls } = renderPayments('history', { payment: { isEnabled: true, selectedGatewayId: null } });
    await screen.findByRole('article', { name: 'Silk Saree order' });
    expect(within(card()).getByText(PAYMENT_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(integrationCalls()).toHaveLength(0);
  });

  it.each(['manual', 'online'] as const)('opens the %s payment panel with the order, gateway and payable amount', async (type) => {
    const user = userEvent.setup();
    renderPayments('history', { integration: () => anIntegration(type) });
    const order = await screen.findByRole('article', { name: 'Silk Saree order' });
    await user.click(within(order).getByRole('button', { name: /^Pay ₹1,499/ }));
    const view = await screen.findByRole('region', { name: 'checkout/PaymentPanels' });
    const orderId = screen.getByText(/^orderId: /).textContent;
    expect(within(view).getByText(`kind: "${type}"`)).toBeInTheDocument();
    expect(within(view).getByText(`gatewayId: "${GATEWAY}"`)).toBeInTheDocument();
    expect(within(view).getByText('amount: 1499')).toBeInTheDocument();
    expect(orderId).toMatch(/^orderId: "[0-9a-f]{24}"$/);
    await user.click(within(view).getByRole('button', { name: 'onClose' }));
    expect(panel()).toBeNull();
  });

  it(`says '${PAYMENT_MESSAGES.notConfigured}' instead of opening a panel when the integration cannot be had, and asks again on the next Pay`, async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answers = 0;
    const { store, integrationCalls } = renderPayments('history', {
      integration: () => {
        answers += 1;
        if (answers <= 2) throw new Error('No payment integration');
        return anIntegration('online');
      },
    });
    const pay = await within(await screen.findByRole('article', { name: 'Silk Saree order' })).findByRole('button', { name: /^Pay/ });
    await waitFor(() => expect(integrationCalls()).toHaveLength(1));
    await user.click(pay);
    await waitFor(() => expect(store.ui.snackbars).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.notConfigured, severity: 'error' })]));
    expect(panel()).toBeNull();
    await user.click(pay);
    expect(await screen.findByRole('region', { name: 'checkout/PaymentPanels' })).toBeInTheDocument();
    expect(integrationCalls()).toHaveLength(3);
    warn.mockRestore();
  });

  it('after a verified online payment refreshes the thread and History, where Pay is gone', async () => {
    const user = userEvent.setup();
    const paid = owing({ paymentMilestones: [aMilestone('Paid', 1500), aMilestone('Paid', 1499)] });
    const { conversation, historyCalls } = renderPayments('history', { integration: () => anIntegration('online'), history: [[owing()], [paid]] });
    await user.click(await within(await screen.findByRole('article', { name: 'Silk Saree order' })).findByRole('button', { name: /^Pay/ }));
    const view = await screen.findByRole('region', { name: 'checkout/PaymentPanels' });
    await user.click(within(view).getByRole('button', { name: 'onPaid' }));
    expect(conversation.sync).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(historyCalls()).toHaveLength(2));
    await waitFor(() => expect(within(card()).queryByRole('button', { name: /^Pay/ })).toBeNull());
    expect(within(card()).getByText('Payable').nextElementSibling).toHaveTextContent('Paid');
  });

  it("takes Pay away when the socket says the order's payment changed (an owner confirmed it)", async () => {
    const paid = owing({ paymentMilestones: [aMilestone('Paid', 1500), aMilestone('Paid', 1499)] });
    const { conversation } = renderPayments('history', { history: [[owing()], [paid]] });
    await within(await screen.findByRole('article', { name: 'Silk Saree order' })).findByRole('button', { name: /^Pay/ });
    act(() => notifyOrderUpdated({ customerId: CUSTOMER.customerId, orderId: paid._id, status: 'Active', paymentStatus: 'Paid' }));
    await waitFor(() => expect(within(card()).queryByRole('button', { name: /^Pay/ })).toBeNull());
    expect(conversation.sync).toHaveBeenCalled();
  });
});

describe('choosing how to pay', () => {
  const ONLINE = 'feedfacefeedfacefeedface';
  const twoWays = () => ({
    message: 'success',
    data: [
      { _id: GATEWAY, type: 'manual', name: 'UPI to Kaveri Handlooms', selected: true },
      { _id: ONLINE, type: 'online', name: 'Pay online', selected: false },
    ],
  });

  it('lets the customer pick among the ways the business takes payments, then opens that panel', async () => {
    const user = userEvent.setup();
    renderPayments('history', { methods: twoWays });
    await user.click(await within(await screen.findByRole('article', { name: 'Silk Saree order' })).findByRole('button', { name: /^Pay ₹1,499/ }));
    const dialog = await screen.findByRole('dialog', { name: CHOOSE_METHOD_TITLE });
    expect(dialog).toHaveAccessibleDescription('₹1,499 for order ORD-1001');
    const ways = within(dialog).getAllByRole('button').map((button) => button.textContent);
    expect(ways).toEqual([expect.stringContaining('UPI to Kaveri Handlooms'), expect.stringContaining('Pay online'), 'Cancel']);
    expect(panel()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Pay online/ }));
    expect(screen.queryByRole('dialog', { name: CHOOSE_METHOD_TITLE })).toBeNull();
    const view = screen.getByRole('region', { name: 'checkout/PaymentPanels' });
    expect(within(view).getByText('kind: "online"')).toBeInTheDocument();
    expect(within(view).getByText(`gatewayId: "${ONLINE}"`)).toBeInTheDocument();
    expect(within(view).getByText('amount: 1499')).toBeInTheDocument();
  });

  it('opens nothing when the customer cancels the choice (Cancel or Escape)', async () => {
    const user = userEvent.setup();
    renderPayments('history', { methods: twoWays });
    const pay = await within(await screen.findByRole('article', { name: 'Silk Saree order' })).findByRole('button', { name: /^Pay/ });
    await user.click(pay);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pay).toHaveFocus();
    await user.click(pay);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(panel()).toBeNull();
  });

  it('pays through the selected gateway when the list of ways cannot be had', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPayments('history', {
      integration: () => anIntegration('online'),
      methods: () => {
        throw new Error('offline');
      },
    });
    await user.click(await within(await screen.findByRole('article', { name: 'Silk Saree order' })).findByRole('button', { name: /^Pay/ }));
    const view = await screen.findByRole('region', { name: 'checkout/PaymentPanels' });
    expect(within(view).getByText('kind: "online"')).toBeInTheDocument();
    expect(within(view).getByText(`gatewayId: "${GATEWAY}"`)).toBeInTheDocument();
    warn.mockRestore();
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
    expect(within(view).getByText(`orderId: "${order._id}"`)).toBeInTheDocument();
    expect(within(view).getByText('amount: 1499')).toBeInTheDocument();
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

  it("shows the card alone where no widget payments exist (the owner's inbox)", () => {
    renderWidget(<MessageBubble message={cardMessage(CHECKOUT_MESSAGES.orderCreated)} mine={false} />, { loggedIn: true });
    expect(screen.getByText('Order ORD-1001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
