import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type OrderStageBody } from 'shared';
import { anId, renderWithStore } from 'shared/testing';
import { aConversation, anOrder, aPayment, fakeConnection, fakeInboxApi, flush, movedOrder, someDetails } from './inbox-test-kit';
import { InboxStore } from './inbox-store';
import OwnerInbox from './OwnerInbox';

function setup(options: { mobile?: boolean } = {}) {
  const ravi = aConversation('Ravi Kumar', '2026-11-23T08:30:00.000Z');
  const asha = aConversation('Asha Nair', '2026-11-22T08:00:00.000Z');
  const payments = [
    aPayment(ravi, { orderNumber: 'KHH-1003', amount: 2360, utr: '412345678901' }),
    aPayment(asha, { orderNumber: 'KHH-1005', amount: 899, utr: '998877665544' }),
  ];
  const api = fakeInboxApi([asha, ravi], payments);
  const connection = fakeConnection();
  const notify = jest.fn();
  const inbox = new InboxStore({ api, connect: connection.connect, notify, window: null });
  renderWithStore(<OwnerInbox store={inbox} />, { isMobile: options.mobile ?? false });
  return { inbox, api, connection, notify, ravi, asha, payments };
}

const paymentsToggle = () => screen.getByRole('button', { name: /Payments to confirm/ });
const paymentItems = () => within(screen.getByRole('region', { name: 'Payments awaiting confirmation' })).queryAllByRole('listitem');

describe('the owner inbox: payments awaiting confirmation and order stages', () => {
  it('lists reported payments with the customer, order, amount and UTR; Confirm marks one Paid and it leaves the list', async () => {
    const user = userEvent.setup();
    const { api, payments } = setup();
    await act(flush);
    expect(paymentsToggle()).toHaveTextContent('Payments to confirm or refund2');
    await user.click(paymentsToggle());
    expect(paymentsToggle()).toHaveAttribute('aria-pressed', 'true');
    const [first, second] = paymentItems();
    expect(first).toHaveTextContent('Ravi Kumar');
    expect(first).toHaveTextContent('₹2,360');
    expect(first).toHaveTextContent('KHH-1003');
    expect(first).toHaveTextContent('UTR 412345678901');
    expect(second).toHaveTextContent('UTR 998877665544');

    await user.click(screen.getByRole('button', { name: 'Confirm payment for KHH-1003 of Ravi Kumar' }));
    expect(api.decidePayment).toHaveBeenCalledWith({ orderId: payments[0]?.orderId, milestoneId: payments[0]?.milestoneId, action: 'confirm' });
    await act(flush);
    expect(paymentItems()).toHaveLength(1);
    expect(paymentsToggle()).toHaveTextContent('Payments to confirm or refund1');
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    const user = userEvent.setup();
    const { api, payments } = setup();
    await act(flush);
    await user.click(paymentsToggle());
    await user.click(screen.getByRole('button', { name: 'Reject payment for KHH-1005 of Asha Nair' }));
    const send = screen.getByRole('button', { name: 'Reject payment' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Why is this payment not confirmed/ }), 'No credit with this UTR');
    await user.click(send);
    expect(api.decidePayment).toHaveBeenCalledWith({ orderId: payments[1]?.orderId, milestoneId: payments[1]?.milestoneId, action: 'reject', reason: 'No credit with this UTR' });
    await act(flush);
    expect(paymentItems().map((li) => li.textContent)).not.toContainEqual(expect.stringContaining('KHH-1005'));
  });

  it('shows a failed confirmation beside the payment and keeps it', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await act(flush);
    await user.click(paymentsToggle());
    api.decidePayment.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Confirm payment for KHH-1003 of Ravi Kumar' }));
    await act(flush);
    expect(within(paymentItems()[0] as HTMLElement).getByRole('alert')).toHaveTextContent('The payment could not be updated. Please try again.');
    expect(paymentItems()).toHaveLength(2);
  });

  it('fetches the list again when an order changes, and opens the chat of a payment', async () => {
    const user = userEvent.setup();
    const { api, connection, ravi } = setup();
    await act(flush);
    await user.click(paymentsToggle());
    const fresh = aPayment(ravi, { orderNumber: 'KHH-1010', utr: '123123123123' });
    api.awaitingPayments.mockResolvedValueOnce([fresh]);
    act(() => connection.events.orderUpdated({ customerId: ravi.customer.customerId, orderId: fresh.orderId, status: 'Active', paymentStatus: 'Pending' }));
    await act(flush);
    expect(paymentItems().map((li) => li.textContent)).toEqual([expect.stringContaining('UTR 123123123123')]);

    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByRole('log', { name: 'Messages with Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments awaiting confirmation' })).toBeNull();
  });

  it("completes the next stage of a customer's order from the panel and shows the order as the server has it", async () => {
    const user = userEvent.setup();
    const { api, ravi } = setup();
    const order = anOrder({ orderId: 'KHH-1003', pipelineStages: [{ _id: anId(), name: 'Confirmed', status: 'Pending' }, { _id: anId(), name: 'Delivered', status: 'Pending' }] });
    api.customer.mockResolvedValue(someDetails(ravi, { orders: [order] }));
    api.moveStage.mockImplementation(async (body: OrderStageBody) => ({ order: movedOrder(order, body), changed: true, movedBy: anId(), movedAt: new Date().toISOString() }));
    await act(flush);
    await user.click(screen.getByRole('button', { name: 'Ravi Kumar' }));
    await act(flush);
    const panel = screen.getByRole('complementary', { name: 'Customer' });
    await user.click(within(panel).getByRole('button', { name: 'Mark Confirmed completed' }));
    expect(api.moveStage).toHaveBeenCalledWith({ orderId: order._id, stageId: order.pipelineStages[0]?._id, status: 'Completed' });
    await act(flush);
    expect(within(panel).getByText('1 of 2 stages done')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark Delivered completed' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Undo Confirmed' })).toBeInTheDocument();

    api.moveStage.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Order KHH-1003 is Cancelled; its stages can no longer change'));
    await user.click(within(panel).getByRole('button', { name: 'Mark Delivered completed' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Order KHH-1003 is Cancelled; its stages can no longer change');
  });

  it('on a phone shows the payments full screen with a way back to the conversations', async () => {
    const user = userEvent.setup();
    setup({ mobile: true });
    await act(flush);
    await user.click(paymentsToggle());
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    expect(paymentItems()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
  });
});
