import { ApiError } from 'shared';
import { AWAITING_PAYMENTS_MESSAGES, AWAITING_PAYMENTS_REFRESH_MS, AwaitingPaymentsStore } from './awaiting-payments-store';
import { aConversation, aPayment, fakeInboxApi, flush } from './inbox-test-kit';

const ravi = aConversation('Ravi Kumar', '2026-11-23T08:30:00.000Z');

function setup(payments = [aPayment(ravi, { orderNumber: 'KHH-1003' }), aPayment(ravi, { orderNumber: 'KHH-1004', utr: null })]) {
  const api = fakeInboxApi([ravi], payments);
  const notify = jest.fn();
  const target = new EventTarget();
  const store = new AwaitingPaymentsStore({ api, notify, window: target as unknown as Window });
  return { api, notify, store, target, payments };
}

describe('AwaitingPaymentsStore', () => {
  afterEach(() => jest.useRealTimers());

  it('confirms a payment: the milestone is named to the server, the item leaves the list and the owner is told', async () => {
    const { api, notify, store, payments } = setup();
    await store.load();
    const [first] = payments;
    if (!first) throw new Error('no payment');
    expect(await store.confirm(first)).toBe(true);
    expect(api.decidePayment).toHaveBeenCalledWith({ orderId: first.orderId, milestoneId: first.milestoneId, action: 'confirm' });
    expect(store.items.map((p) => p.orderNumber)).toEqual(['KHH-1004']);
    expect(notify).toHaveBeenCalledWith(AWAITING_PAYMENTS_MESSAGES.confirmed('KHH-1003'), 'info');
  });

  it('rejects only with a reason, sent trimmed', async () => {
    const { api, store, payments } = setup();
    await store.load();
    const [first] = payments;
    if (!first) throw new Error('no payment');
    expect(await store.reject(first, '   ')).toBe(false);
    expect(api.decidePayment).not.toHaveBeenCalled();
    expect(await store.reject(first, '  No credit found  ')).toBe(true);
    expect(api.decidePayment).toHaveBeenCalledWith({ orderId: first.orderId, milestoneId: first.milestoneId, action: 'reject', reason: 'No credit found' });
    expect(store.count).toBe(1);
  });

  it("keeps a payment whose decision failed, with the server's words beside it, and reloads after a conflict", async () => {
    const { api, notify, store, payments } = setup();
    await store.load();
    const [first] = payments;
    if (!first) throw new Error('no payment');
    api.decidePayment.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'This payment milestone is already Paid'));
    api.awaitingPayments.mockResolvedValueOnce([payments[1] ?? first]);
    expect(await store.confirm(first)).toBe(false);
    expect(store.errors.get(first._id)).toBe('This payment milestone is already Paid');
    expect(notify).toHaveBeenCalledWith('This payment milestone is already Paid', 'error');
    await flush();
    expect(api.awaitingPayments).toHaveBeenCalledTimes(2);
    expect(store.items.map((p) => p.orderNumber)).toEqual(['KHH-1004']);

    api.decidePayment.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'));
    const [left] = store.items;
    if (!left) throw new Error('no payment left');
    await store.confirm(left);
    expect(store.errors.get(left._id)).toBe(AWAITING_PAYMENTS_MESSAGES.decideFailed);
    expect(store.items).toHaveLength(1);
  });

  it(`refreshes every ${AWAITING_PAYMENTS_REFRESH_MS / 1000} s and when the window regains focus, until stopped`, async () => {
    jest.useFakeTimers();
    const { api, store, target } = setup();
    store.start();
    await flush();
    expect(api.awaitingPayments).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(AWAITING_PAYMENTS_REFRESH_MS);
    expect(api.awaitingPayments).toHaveBeenCalledTimes(2);
    target.dispatchEvent(new Event('focus'));
    expect(api.awaitingPayments).toHaveBeenCalledTimes(3);
    store.stop();
    jest.advanceTimersByTime(AWAITING_PAYMENTS_REFRESH_MS * 3);
    target.dispatchEvent(new Event('focus'));
    expect(api.awaitingPayments).toHaveBeenCalledTimes(3);
  });

  it('says when the list cannot be loaded, but a failed refresh keeps the list on screen quietly', async () => {
    const { api, notify, store } = setup();
    api.awaitingPayments.mockRejectedValueOnce(new ApiError(500, 'INTERNAL_ERROR', 'boom'));
    await store.load();
    expect(store.status).toBe('error');
    expect(notify).toHaveBeenCalledWith(AWAITING_PAYMENTS_MESSAGES.loadFailed, 'error');
    await store.load();
    expect(store.status).toBe('ready');
    notify.mockClear();
    api.awaitingPayments.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.count).toBe(2);
    expect(notify).not.toHaveBeenCalled();
  });
});
