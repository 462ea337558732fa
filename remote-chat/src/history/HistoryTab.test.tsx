import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared';
import { AUTH_PATHS, ORDER_HISTORY_PATHS } from 'shared/constants';
import { SEARCH_DEBOUNCE_MS } from 'shared/rules';
import { deferred } from 'shared/testing';
import { LOAD_FAILED_TEXT } from './HistoryTab';
import { aMilestone, anOrder, aStage, card, CUSTOMER, ordersAnswer, ordersBodies, renderHistory } from './history-test-kit';
import { getHistoryStore } from './history-store';
import { notifyOrderUpdated } from './order-updated';

const { customerOrders } = ORDER_HISTORY_PATHS;
const firstBody = { customerId: CUSTOMER.customerId, page: 1, sortBy: 'createdDate' };

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('HistoryTab for a guest', () => {
  it("says 'You are not logged in' and asks the server for nothing", () => {
    const { api } = renderHistory({}, { loggedIn: false });
    expect(screen.getByText('You are not logged in')).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('forgets the orders when the customer logs out', async () => {
    const { store } = renderHistory({ [customerOrders]: () => ordersAnswer([anOrder()]), [AUTH_PATHS.logout]: () => ({ message: 'success' }) });
    expect(await screen.findByRole('article', { name: 'Silk Saree order' })).toBeInTheDocument();
    act(() => store.session.logout());
    expect(screen.getByText('You are not logged in')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(getHistoryStore(store).orders).toEqual([]);
  });
});

describe('HistoryTab order cards', () => {
  it('asks for page 1 newest first with no status filter, showing loading until the answer', async () => {
    const answer = deferred<unknown>();
    const { api } = renderHistory({ [customerOrders]: () => answer.promise });
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');
    expect(ordersBodies(api)).toStrictEqual([firstBody]);
    await act(async () => answer.resolve(ordersAnswer([anOrder()])));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('article', { name: 'Silk Saree order' })).toBeInTheDocument();
  });

  it('shows title, number, date, status, items, progress, payments and the payable amount to the paisa', async () => {
    const order = anOrder({
      title: 'Wedding set',
      orderId: 'ORD-2044',
      status: 'Active',
      finalAmount: 3000.4,
      items: [
        { itemId: null, description: 'Silk Saree', quantity: 2, quantityUnit: 'pcs', amount: 2000 },
        { itemId: null, description: 'Cotton Dupatta', quantity: 1, quantityUnit: 'pcs', amount: 600 },
        { itemId: null, description: 'Blouse Stitching', quantity: 1, quantityUnit: 'pcs', amount: 400 },
      ],
      pipelineStages: [aStage('Completed'), aStage('Completed'), aStage('In Progress')],
      paymentMilestones: [aMilestone('Paid', 1000), aMilestone('Pending', 1199.6), aMilestone('Pending', 800)],
    });
    renderHistory({ [customerOrders]: () => ordersAnswer([order]) });
    const shown = within(await screen.findByRole('article', { name: 'Wedding set' }));
    expect(shown.getByText('Order ORD-2044')).toBeInTheDocument();
    expect(shown.getByText('5 Mar 2025')).toHaveAttribute('datetime', '2025-03-05T12:00:00.000Z');
    expect(shown.getByText('Active')).toBeInTheDocument();
    expect(shown.getByText('Silk Saree × 2, Cotton Dupatta × 1 +1 more')).toBeInTheDocument();
    const progress = shown.getByRole('progressbar', { name: 'Order progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '67');
    expect(shown.getByText('67%')).toBeInTheDocument();
    expect(shown.getByText('Payments').nextElementSibling).toHaveTextContent('1/3');
    expect(shown.getByText('Payable').nextElementSibling).toHaveTextContent('₹1,199.60');
    expect(shown.getByText('Total').nextElementSibling).toHaveTextContent('₹3,000');
  });

  it('shows the final amount as payable for an order without milestones, and 0 % with no stages', async () => {
    renderHistory({ [customerOrders]: () => ordersAnswer([anOrder({ finalAmount: 125000, paymentMilestones: [], pipelineStages: [] })]) });
    const shown = within(await screen.findByRole('article', { name: 'Silk Saree order' }));
    expect(shown.getByText('Payable').nextElementSibling).toHaveTextContent('₹1,25,000');
    expect(shown.getByText('Payments').nextElementSibling).toHaveTextContent('0/0');
    expect(shown.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('offers Cancel only on Draft and Active orders', async () => {
    renderHistory({
      [customerOrders]: () =>
        ordersAnswer([
          anOrder({ title: 'Draft one', orderId: 'ORD-1', status: 'Draft' }),
          anOrder({ title: 'Active one', orderId: 'ORD-2', status: 'Active' }),
          anOrder({ title: 'Completed one', orderId: 'ORD-3', status: 'Completed' }),
          anOrder({ title: 'Cancelled one', orderId: 'ORD-4', status: 'Cancelled' }),
        ]),
    });
    await screen.findByRole('article', { name: 'Draft one' });
    expect(within(card('Draft one')).getByRole('button', { name: 'Cancel order ORD-1' })).toBeInTheDocument();
    expect(within(card('Active one')).getByRole('button', { name: 'Cancel order ORD-2' })).toBeInTheDocument();
    expect(within(card('Completed one')).queryByRole('button')).toBeNull();
    expect(within(card('Cancelled one')).queryByRole('button')).toBeNull();
  });

  it('shows an order that expired unpaid as Cancelled with Expired beside it and why, with nothing to pay or cancel', async () => {
    renderHistory({
      [customerOrders]: () =>
        ordersAnswer([
          anOrder({ title: 'Expired one', orderId: 'ORD-5', status: 'Cancelled', cancelReason: 'expired', paymentMilestones: [aMilestone('Pending', 734)] }),
          anOrder({ title: 'Cancelled one', orderId: 'ORD-6', status: 'Cancelled', cancelReason: 'customer', paymentMilestones: [aMilestone('Pending', 734)] }),
        ]),
    });
    const expired = await screen.findByRole('article', { name: 'Expired one' });
    expect(within(expired).getByText('Cancelled')).toBeInTheDocument();
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText('Not paid in time: the order expired and its items went back on sale')).toBeInTheDocument();
    expect(within(expired).queryByRole('button')).toBeNull();
    expect(within(card('Cancelled one')).queryByText('Expired')).toBeNull();
  });

  it("says 'No orders found' when the answer is empty", async () => {
    renderHistory({ [customerOrders]: () => ordersAnswer([], 0) });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('HistoryTab filters and search', () => {
  it('opens the collapsed filters and sends the chosen status, dropping statusFilter again for all', async () => {
    const user = userEvent.setup();
    const { api } = renderHistory({ [customerOrders]: () => ordersAnswer([anOrder()]) });
    await screen.findByRole('article');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Draft', 'Active', 'Completed', 'Cancelled']);

    await user.selectOptions(status, 'Cancelled');
    expect(ordersBodies(api).at(-1)).toStrictEqual({ ...firstBody, statusFilter: 'Cancelled' });
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await user.selectOptions(status, 'All');
    expect(ordersBodies(api).at(-1)).toStrictEqual(firstBody);
  });

  it('sorts by amount on request', async () => {
    const user = userEvent.setup();
    const { api } = renderHistory({ [customerOrders]: () => ordersAnswer([anOrder()]) });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Amount: High to Low');
    expect(ordersBodies(api).at(-1)).toStrictEqual({ ...firstBody, sortBy: 'finalAmount' });
  });

  describe('with a clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('searches 300 ms after typing stops, from page 1, trimmed', async () => {
      const { api } = renderHistory({ [customerOrders]: () => ordersAnswer([anOrder()], 3) });
      await act(async () => undefined);
      const input = screen.getByRole('searchbox', { name: 'Search orders' });
      fireEvent.change(input, { target: { value: 'sil' } });
      act(() => jest.advanceTimersByTime(200));
      fireEvent.change(input, { target: { value: 'silk ' } });
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(ordersBodies(api)).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(1));
      expect(ordersBodies(api)).toStrictEqual([firstBody, { ...firstBody, search: 'silk' }]);
    });

    it('searches at once on Enter', async () => {
      const { api } = renderHistory({ [customerOrders]: () => ordersAnswer([anOrder()]) });
      await act(async () => undefined);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'ORD-1001' } });
      await act(async () => fireEvent.submit(screen.getByRole('search')));
      expect(ordersBodies(api).at(-1)).toStrictEqual({ ...firstBody, search: 'ORD-1001' });
      await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(ordersBodies(api)).toHaveLength(2);
    });
  });
});

describe('HistoryTab pagination', () => {
  it("pages with Previous and Next over the server's size, disabled at the ends", async () => {
    const user = userEvent.setup();
    const { api } = renderHistory({ [customerOrders]: (body) => ordersAnswer([anOrder({ title: `Order on page ${String(body.page)}` })], 3) });
    await screen.findByRole('article', { name: 'Order on page 1' });
    const pages = within(screen.getByRole('navigation', { name: 'Order pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Order on page 2' })).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(pages.getByRole('button', { name: 'Next' }));
    await screen.findByRole('article', { name: 'Order on page 3' });
    expect(pages.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(pages.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('article', { name: 'Order on page 2' });
    expect(ordersBodies(api).map((body) => body.page)).toEqual([1, 2, 3, 2]);
  });

  it('shows no pagination for a single page', async () => {
    renderHistory({ [customerOrders]: () => ordersAnswer([anOrder()], 1) });
    await screen.findByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });

  it('goes back to the last page when the list shrank under the page shown', async () => {
    let size = 3;
    const { store, api } = renderHistory({
      [customerOrders]: (body) => (Number(body.page) > size ? ordersAnswer([], size) : ordersAnswer([anOrder({ title: `Page ${String(body.page)}` })], size)),
    });
    await screen.findByRole('article', { name: 'Page 1' });
    act(() => getHistoryStore(store).goToPage(3));
    await screen.findByRole('article', { name: 'Page 3' });
    size = 2;
    act(() => getHistoryStore(store).refresh());
    expect(await screen.findByRole('article', { name: 'Page 2' })).toBeInTheDocument();
    expect(ordersBodies(api).map((body) => body.page)).toEqual([1, 3, 3, 2]);
  });
});

describe('HistoryTab failures', () => {
  it('logs a failed load and offers Try Again, which loads the list', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { api } = renderHistory({
      [customerOrders]: () => {
        if (fail) throw new ApiError(500, undefined, 'Internal Server Error');
        return ordersAnswer([anOrder()]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED_TEXT);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(customerOrders), expect.any(ApiError));
    expect(screen.queryByText('No orders found')).toBeNull();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Silk Saree order' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ordersBodies(api)).toHaveLength(2);
  });

  it('shows the newer answer when an older one arrives late', async () => {
    const user = userEvent.setup();
    const slow = deferred<unknown>();
    renderHistory({
      [customerOrders]: (body) => (body.statusFilter === 'Draft' ? ordersAnswer([anOrder({ title: 'Draft order' })]) : slow.promise),
    });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
    await screen.findByRole('article', { name: 'Draft order' });
    await act(async () => slow.resolve(ordersAnswer([anOrder({ title: 'Stale order' })])));
    expect(screen.queryByRole('article', { name: 'Stale order' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Draft order' })).toBeInTheDocument();
  });
});

describe('HistoryTab live updates', () => {
  it('reloads the view on the page’s order-updated event and on refresh()', async () => {
    let status: 'Active' | 'Completed' = 'Active';
    const { api, store } = renderHistory({ [customerOrders]: () => ordersAnswer([anOrder({ status })]) });
    await screen.findByRole('article');
    status = 'Completed';
    act(() => notifyOrderUpdated({ customerId: CUSTOMER.customerId, orderId: 'abcdefabcdefabcdefabcdef', status: 'Completed', paymentStatus: 'Paid' }));
    await waitFor(() => expect(within(card('Silk Saree order')).getByText('Completed')).toBeInTheDocument());
    act(() => getHistoryStore(store).refresh());
    await waitFor(() => expect(ordersBodies(api)).toHaveLength(3));
  });

  it('does not load for refresh() once the tab is gone', async () => {
    const { api, store, unmount } = renderHistory({ [customerOrders]: () => ordersAnswer([anOrder()]) });
    await screen.findByRole('article');
    unmount();
    act(() => getHistoryStore(store).refresh());
    act(() => notifyOrderUpdated());
    expect(ordersBodies(api)).toHaveLength(1);
  });
});
