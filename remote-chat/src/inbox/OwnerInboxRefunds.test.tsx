import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared';
import { REFUND_IN_PROGRESS } from 'shared/constants';
import { renderWithStore } from 'shared/testing';
import { aConversation, aRefund, fakeConnection, fakeInboxApi, flush } from './inbox-test-kit';
import { InboxStore } from './inbox-store';
import OwnerInbox from './OwnerInbox';

function setup() {
  const asha = aConversation('Asha Nair', '2026-11-22T08:00:00.000Z');
  const refunds = [
    aRefund(asha, { orderNumber: 'KHH-1005', amount: 900 }),
    aRefund(asha, { orderNumber: 'KHH-1001', status: 'refunded', gatewayRefundId: 'rfnd_Refunded000001', refundedAt: '2026-11-23T11:00:00.000Z', reason: 'milestone-paid' }),
  ];
  const api = fakeInboxApi([asha], [], refunds);
  const notify = jest.fn();
  const inbox = new InboxStore({ api, connect: fakeConnection().connect, notify, window: null });
  renderWithStore(<OwnerInbox store={inbox} />, { isMobile: false });
  return { inbox, api, notify, refunds };
}

const paymentsToggle = () => screen.getByRole('button', { name: /Payments to confirm or refund/ });
const refundItems = () => within(screen.getByRole('region', { name: 'Payments to refund' })).getAllByRole('listitem');

describe("the owner inbox: payments to refund", () => {
  it('counts the payments waiting for a refund and lists each with its reason and state, Refund only on those not refunded', async () => {
    const user = userEvent.setup();
    setup();
    await act(flush);
    expect(paymentsToggle()).toHaveTextContent('Payments to confirm or refund1');
    await user.click(paymentsToggle());
    const [waiting, done] = refundItems();
    expect(waiting).toHaveTextContent('KHH-1005');
    expect(waiting).toHaveTextContent('₹900');
    expect(waiting).toHaveTextContent('Paid after the order could no longer be paid');
    expect(waiting).toHaveTextContent('To refund');
    expect(within(waiting!).getByRole('button', { name: 'Refund payment for KHH-1005 of Asha Nair' })).toBeEnabled();
    expect(done).toHaveTextContent('Refunded · rfnd_Refunded000001');
    expect(within(done!).queryByRole('button')).toBeNull();
  });

  it('Refund sends the refund and shows it refunded, without the button', async () => {
    const user = userEvent.setup();
    const { api, refunds, notify } = setup();
    await act(flush);
    await user.click(paymentsToggle());
    await user.click(screen.getByRole('button', { name: 'Refund payment for KHH-1005 of Asha Nair' }));
    await act(flush);
    expect(api.refundPayment).toHaveBeenCalledWith(refunds[0]?._id);
    const [refunded] = refundItems();
    expect(refunded).toHaveTextContent('Refunded · rfnd_FakeRefund0001');
    expect(within(refunded!).queryByRole('button')).toBeNull();
    expect(notify).toHaveBeenCalledWith('Payment of order KHH-1005 refunded.', 'info');
    expect(paymentsToggle()).toHaveTextContent(/refund$/);
  });

  it("shows the gateway's reason when the refund failed, and offers to try again", async () => {
    const user = userEvent.setup();
    const { api, refunds } = setup();
    api.refundPayment.mockResolvedValueOnce({ ...refunds[0]!, status: 'failed', failureReason: 'The payment has been fully refunded already' });
    await act(flush);
    await user.click(paymentsToggle());
    await user.click(screen.getByRole('button', { name: 'Refund payment for KHH-1005 of Asha Nair' }));
    await act(flush);
    const [failed] = refundItems();
    expect(failed).toHaveTextContent('Refund failed: The payment has been fully refunded already');
    expect(within(failed!).getByRole('button', { name: 'Refund payment for KHH-1005 of Asha Nair' })).toHaveTextContent('Try refund again');
  });

  it("keeps the server's words beside the payment when the press was refused, and reloads the list", async () => {
    const user = userEvent.setup();
    const { api } = setup();
    api.refundPayment.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', REFUND_IN_PROGRESS));
    await act(flush);
    await user.click(paymentsToggle());
    const loads = api.refunds.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Refund payment for KHH-1005 of Asha Nair' }));
    await act(flush);
    expect(within(refundItems()[0]!).getByRole('alert')).toHaveTextContent(REFUND_IN_PROGRESS);
    expect(api.refunds.mock.calls.length).toBeGreaterThan(loads);
  });
});
