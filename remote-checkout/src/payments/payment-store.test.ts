import { PAYMENT_MESSAGES, PAYMENT_PATHS } from 'shared/constants';
import { aRootStore, deferred } from 'shared/testing';
import { PaymentStore } from './payment-store';
import { aManualIntegration, anOnlineIntegration, anOrder, bodiesSentTo, CUSTOMER, GATEWAY_ID, ORDER_ID, paymentsApi, type PostRoute } from './payments-test-kit';

const ONLINE_ID = 'feedfacefeedfacefeedface';
const twoWays = () => ({
  message: 'success',
  data: [
    { _id: GATEWAY_ID, type: 'manual', name: 'Pay by UPI / QR', selected: true },
    { _id: ONLINE_ID, type: 'online', name: 'Cards, UPI & Netbanking', selected: false },
  ],
});
const oneWay = () => ({ message: 'success', data: [{ _id: GATEWAY_ID, type: 'manual', name: 'Pay by UPI / QR', selected: true }] });
const reported = (body: Record<string, unknown>) => ({
  message: 'success',
  data: { _id: GATEWAY_ID, orderId: ORDER_ID, orderNumber: 'KHH-1001', title: 't', milestoneId: GATEWAY_ID, milestoneLabel: 'Full', amount: 734, customerId: CUSTOMER.customerId, customerName: null, phoneNumber: '+91 9876543210', utr: body.utr ?? null, status: 'awaiting', submittedAt: '2026-11-26T10:00:00.000Z' },
});

function setUp(routes: Partial<Record<string, PostRoute>>, { loggedIn = true } = {}) {
  const api = paymentsApi({ [PAYMENT_PATHS.methods]: oneWay, [PAYMENT_PATHS.integration]: () => aManualIntegration(), ...routes });
  const root = aRootStore(api);
  if (loggedIn) root.session.startSession(CUSTOMER, 'access-token');
  const store = new PaymentStore(root);
  const callbacks = { onClose: jest.fn(), onPaymentChanged: jest.fn() };
  return { api, root, store, callbacks, open: (amount = 734) => store.open(anOrder(amount), GATEWAY_ID, callbacks) };
}

describe('PaymentStore', () => {
  it('opens the manual sheet of the one way to pay, with the amount due, the payee and the UPI link', async () => {
    const { store, open } = setUp({});
    const opening = open(734);
    expect(store.step).toBe('loading');
    await opening;
    expect(store.step).toBe('manual');
    expect(store.order).toEqual({ _id: ORDER_ID, orderNumber: 'KHH-1001', amount: 734, finalAmount: 734, partlyPaid: false });
    expect(store.payee).toBe('Kaveri Handlooms');
    expect(store.upiLink).toBe('upi://pay?pa=kaverihandlooms%40okaxis&pn=Kaveri+Handlooms&am=734.00&cu=INR');
  });

  it('lets the customer choose among several ways, then runs the chosen one', async () => {
    const { api, store, open } = setUp({ [PAYMENT_PATHS.methods]: twoWays, [PAYMENT_PATHS.initOnline]: () => new Promise(() => undefined) });
    await open();
    expect(store.step).toBe('choosing');
    expect(store.methods.map((m) => m.name)).toEqual(['Pay by UPI / QR', 'Cards, UPI & Netbanking']);
    const online = store.methods[1];
    if (!online) throw new Error('two ways expected');
    await store.choose(online);
    expect(store.step).toBe('online');
    expect(store.online.state.name).toBe('initial');
    expect(bodiesSentTo(api, PAYMENT_PATHS.initOnline)).toEqual([expect.objectContaining({ gatewayId: ONLINE_ID, orderId: ORDER_ID })]);
  });

  it('asks for the ways and the integration once per customer and keeps them for the next Pay', async () => {
    const { api, store, open } = setUp({});
    await open();
    store.close();
    await open();
    expect(store.step).toBe('manual');
    expect(bodiesSentTo(api, PAYMENT_PATHS.methods)).toHaveLength(1);
    expect(bodiesSentTo(api, PAYMENT_PATHS.integration)).toEqual([{ gatewayId: GATEWAY_ID, customerId: CUSTOMER.customerId, subdomain: 'demo' }]);
  });

  it(`says '${PAYMENT_MESSAGES.notConfigured}' and closes when the integration cannot be had, and asks again next time`, async () => {
    let fail = true;
    const { api, root, store, callbacks, open } = setUp({
      [PAYMENT_PATHS.integration]: () => {
        if (fail) throw new Error('offline');
        return aManualIntegration();
      },
    });
    await open();
    expect(store.step).toBe('idle');
    expect(callbacks.onClose).toHaveBeenCalledTimes(1);
    expect(root.ui.snackbars).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.notConfigured, severity: 'error' })]);
    fail = false;
    await open();
    expect(store.step).toBe('manual');
    expect(bodiesSentTo(api, PAYMENT_PATHS.integration)).toHaveLength(2);
  });

  it('pays through the online gateway when it is the widget’s only way', async () => {
    const { store, open } = setUp({ [PAYMENT_PATHS.integration]: anOnlineIntegration, [PAYMENT_PATHS.initOnline]: () => Promise.reject(new Error('Order already paid')) });
    await open();
    expect(store.step).toBe('online');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.online.state).toEqual({ name: 'failed', message: PAYMENT_MESSAGES.initFailed, detail: 'Order already paid' });
  });

  it("holds I've Made Payment until a method is chosen and while the UTR is incomplete", async () => {
    const { store, open } = setUp({});
    await open();
    expect(store.canReport).toBe(false);
    store.chooseManualMethod('upi');
    expect(store.canReport).toBe(true);
    store.setUtr('41-23 ab');
    expect(store.utr).toBe('4123');
    expect(store.canReport).toBe(false);
    store.setUtr('4123456789012345');
    expect(store.utr).toBe('412345678901');
    expect(store.canReport).toBe(true);
  });

  it("reports the payment with the UTR: the one info snackbar, the chat hears the order changed, and it closes", async () => {
    const { api, root, store, callbacks, open } = setUp({ [PAYMENT_PATHS.manualReference]: reported });
    await open();
    store.chooseManualMethod('upi');
    store.setUtr('412345678901');
    await store.reportManual();
    expect(bodiesSentTo(api, PAYMENT_PATHS.manualReference)).toEqual([{ orderId: ORDER_ID, utr: '412345678901' }]);
    expect(root.ui.snackbars).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.shareScreenshot, severity: 'info' })]);
    expect(callbacks.onPaymentChanged).toHaveBeenCalledTimes(1);
    expect(callbacks.onClose).toHaveBeenCalledTimes(1);
    expect(store.step).toBe('idle');
  });

  it('reports without a UTR too (the screenshot follows in the chat)', async () => {
    const { api, store, open } = setUp({ [PAYMENT_PATHS.manualReference]: reported });
    await open();
    store.chooseManualMethod('qrCode');
    await store.reportManual();
    expect(bodiesSentTo(api, PAYMENT_PATHS.manualReference)).toEqual([{ orderId: ORDER_ID }]);
  });

  it('keeps the sheet open with the server’s reason when the report is refused', async () => {
    const { root, store, callbacks, open } = setUp({
      [PAYMENT_PATHS.manualReference]: () => {
        throw new Error('This order has nothing left to pay');
      },
    });
    await open();
    store.chooseManualMethod('upi');
    await store.reportManual();
    expect(store.step).toBe('manual');
    expect(store.sending).toBe(false);
    expect(callbacks.onClose).not.toHaveBeenCalled();
    expect(root.ui.snackbars).toEqual([expect.objectContaining({ message: 'This order has nothing left to pay', severity: 'error' })]);
  });

  it('a panel closed while the ways to pay load stays closed when they arrive', async () => {
    const held = deferred<unknown>();
    const { store, open } = setUp({ [PAYMENT_PATHS.methods]: () => held.promise });
    const opening = open();
    store.dismiss();
    held.resolve(twoWays());
    await opening;
    expect(store.step).toBe('idle');
    expect(store.order).toBeNull();
  });

  it('asks nothing for a guest and closes', async () => {
    const { api, store, callbacks, open } = setUp({}, { loggedIn: false });
    await open();
    expect(api.post).not.toHaveBeenCalled();
    expect(store.step).toBe('idle');
    expect(callbacks.onClose).toHaveBeenCalled();
  });
});
