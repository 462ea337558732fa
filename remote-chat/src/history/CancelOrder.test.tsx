import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type OrderSummary } from 'shared';
import { ORDER_HISTORY_PATHS } from 'shared/constants';
import { deferred } from 'shared/testing';
import { CANCEL_FAILED_TEXT } from './CancelOrderDialog';
import { anOrder, card, CUSTOMER, ordersAnswer, ordersBodies, bodiesSentTo, renderHistory, type PostRoute } from './history-test-kit';

const { customerOrders, cancelOrder } = ORDER_HISTORY_PATHS;

const active = anOrder({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', title: 'Silk Saree order', orderId: 'ORD-1001', status: 'Active', mode: 'product' });
const draft = anOrder({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', title: 'Tailoring', orderId: 'ORD-1002', status: 'Draft', mode: 'service' });
const cancelledAnswer = (orders: OrderSummary[]) => ({ message: 'Order Cancelled', data: orders });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function renderCancel(cancel: PostRoute, orders: PostRoute = () => ordersAnswer([active, draft], 2)) {
  return renderHistory({ [customerOrders]: orders, [cancelOrder]: cancel });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, orderId = 'ORD-1001') {
  await screen.findByRole('article', { name: 'Silk Saree order' });
  const opener = screen.getByRole('button', { name: `Cancel order ${orderId}` });
  await user.click(opener);
  return { opener, dialog: screen.getByRole('alertdialog', { name: 'Cancel Order?' }) };
}

describe('cancelling an order from the History tab', () => {
  it("asks 'Cancel Order?' with Keep Order focused, then cancels and shows the answer's list", async () => {
    const user = userEvent.setup();
    const { api } = renderCancel(() => cancelledAnswer([{ ...active, status: 'Cancelled' }, draft]));
    const { dialog } = await openDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('ORD-1001'));
    expect(within(dialog).getByRole('button', { name: 'Keep Order' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesSentTo(api, cancelOrder)).toStrictEqual([{ mode: 'product', orderId: active._id, customerId: CUSTOMER.customerId }]);
    expect(within(card('Silk Saree order')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card('Silk Saree order')).queryByRole('button')).toBeNull();
    // the answer is the list: no second request, and the pages stay
    expect(ordersBodies(api)).toHaveLength(1);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // the chat message is the server's, pushed 1 s later into the conversation, not drawn here
    expect(screen.queryByText('Order Cancelled')).toBeNull();
    // the opener left with the cancelled order's button, so focus lands on the list
    expect(document.activeElement).toHaveClass('history__list-wrap');
  });

  it('sends the order’s own mode', async () => {
    const user = userEvent.setup();
    const { api } = renderCancel(() => cancelledAnswer([active, { ...draft, status: 'Cancelled' }]));
    const { dialog } = await openDialog(user, 'ORD-1002');
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Tailoring'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesSentTo(api, cancelOrder)[0]).toMatchObject({ mode: 'service', orderId: draft._id });
  });

  it.each([
    ['Keep Order', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Keep Order' }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('%s closes the dialog without cancelling and gives focus back to the button', async (_how, dismiss) => {
    const user = userEvent.setup();
    const { api } = renderCancel(() => cancelledAnswer([]));
    const { opener } = await openDialog(user);
    await dismiss(user);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(bodiesSentTo(api, cancelOrder)).toHaveLength(0);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderCancel(() => cancelledAnswer([]));
    const { dialog } = await openDialog(user);
    const keep = within(dialog).getByRole('button', { name: 'Keep Order' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Order' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('stays open while the request is out, and says so when the server refuses (logged)', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    const { api } = renderCancel(() => answer.promise);
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(within(dialog).getByRole('button', { name: 'Cancelling…' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelling…' }));
    expect(bodiesSentTo(api, cancelOrder)).toHaveLength(1);

    await act(async () => answer.reject(new ApiError(409, undefined, 'Order cannot be cancelled')));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CANCEL_FAILED_TEXT);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(cancelOrder), expect.any(ApiError));
    expect(within(card('Silk Saree order')).getByText('Active')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
  });

  it('reloads a filtered view instead of showing the unfiltered answer', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const { api } = renderCancel(
      () => {
        cancelled = true;
        return cancelledAnswer([{ ...active, status: 'Cancelled' }, draft]);
      },
      (body) => ordersAnswer(body.statusFilter === 'Active' && !cancelled ? [active] : body.statusFilter === 'Active' ? [] : [active, draft], body.statusFilter === 'Active' && cancelled ? 0 : 1),
    );
    await screen.findByRole('article', { name: 'Silk Saree order' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tailoring' })).toBeNull());
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(ordersBodies(api).at(-1)).toMatchObject({ statusFilter: 'Active', page: 1 });
  });
});
