import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, type OwnerOrder } from 'shared';
import { OWNER_ORDERS_MESSAGES } from 'shared/constants';
import { renderWithStore } from 'shared/testing';
import OwnerOrders from './OwnerOrders';
import { aCodOrder, anOrder, aRow, fakeOrdersApi, flush } from './owner-orders-test-kit';

async function setup(order: OwnerOrder = anOrder(), options: { mobile?: boolean } = {}) {
  const fake = fakeOrdersApi([aRow({ _id: order._id })], order);
  const view = renderWithStore(<OwnerOrders store={fake.store} />, { isMobile: options.mobile ?? false, route: `/${order._id}` });
  await act(flush);
  return { ...fake, view, order };
}

const section = (name: string) => screen.getByRole('region', { name });

describe("the owner's order page", () => {
  it('shows the lines with GST, the totals with their GST lines, the customer and the address; axe clean at both widths', async () => {
    for (const mobile of [false, true]) {
      const { view, api, order } = await setup(anOrder(), { mobile });
      expect(api.order).toHaveBeenCalledWith(order._id);
      expect(screen.getByRole('heading', { name: 'Order KHH-1001' })).toBeInTheDocument();
      const items = section('Items');
      expect(items).toHaveTextContent('Kanjivaram Silk Saree (Maroon)');
      expect(items).toHaveTextContent('GST 18% ₹360.00');
      const totals = within(items).getByLabelText('Order totals');
      expect(totals).toHaveTextContent('Total₹2,360.00');
      expect(totals).toHaveTextContent('CGST₹180.00');
      expect(totals).toHaveTextContent('SGST₹180.00');
      const customer = section('Customer');
      expect(customer).toHaveTextContent('Asha Nair');
      expect(customer).toHaveTextContent('42, 3rd Cross, Malleshwaram');
      expect(customer).toHaveTextContent('Bengaluru, Karnataka 560003');
      const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      view.unmount();
    }
  });

  it('shows each stage with who and when, and marks Shipped only with a courier and tracking number', async () => {
    const user = userEvent.setup();
    const { api, order } = await setup();
    const stages = section('Stages');
    expect(within(stages).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^✓Confirmed: completed.*by Lakshmi$/),
      expect.stringMatching(/^✓Packed: completed.*by Lakshmi$/),
      'Shipped: not completed',
      'Delivered: not completed',
    ]);
    const ship = within(stages).getByRole('button', { name: 'Mark Shipped' });
    expect(ship).toBeDisabled();
    await user.type(within(stages).getByLabelText('Courier'), 'Delhivery');
    expect(ship).toBeDisabled();
    const tracking = within(stages).getByLabelText('Tracking number');
    // browsers compile `pattern` with the v flag, where an unescaped / in a class is an error
    expect(() => new RegExp(`^(?:${tracking.getAttribute('pattern') ?? ''})$`, 'v')).not.toThrow();
    await user.type(tracking, 'DL1234567890');
    expect(ship).toBeEnabled();

    const shipped: OwnerOrder = {
      ...order,
      shipment: { courier: 'Delhivery', trackingNumber: 'DL1234567890', shippedAt: '2026-11-22T06:00:00.000Z' },
      stages: order.stages.map((s) => (s.name === 'Shipped' ? { ...s, status: 'Completed', completedAt: '2026-11-22T06:00:00.000Z', completedBy: { _id: s._id, name: 'Lakshmi' } } : s)),
    };
    api.moveStage.mockResolvedValueOnce(shipped);
    await user.click(ship);
    await act(flush);
    const shippedStage = order.stages[2]!;
    expect(api.moveStage).toHaveBeenCalledWith({ orderId: order._id, stageId: shippedStage._id, status: 'Completed', courier: 'Delhivery', trackingNumber: 'DL1234567890' });
    expect(section('Stages')).toHaveTextContent('Shipped with Delhivery, tracking number DL1234567890');
    expect(screen.getByRole('button', { name: 'Mark Delivered' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Undo Shipped' })).toBeEnabled();
  });

  it("shows the server's refusal of a stage move", async () => {
    const user = userEvent.setup();
    const { api } = await setup();
    api.moveStage.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', OWNER_ORDERS_MESSAGES.shipmentRequired));
    await user.click(screen.getByRole('button', { name: 'Undo Packed' }));
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent(OWNER_ORDERS_MESSAGES.shipmentRequired);
  });

  it("confirms the customer's UPI payment with the inbox's confirmation, and shows it Paid", async () => {
    const user = userEvent.setup();
    const { api, order } = await setup();
    const payments = section('Payments · Pending');
    expect(payments).toHaveTextContent('UTR 412345678901');
    expect(payments).toHaveTextContent('Awaiting confirmation');
    const milestone = order.paymentMilestones[0]!;
    const paid: OwnerOrder = {
      ...order,
      paymentStatus: 'Paid',
      paymentMilestones: [{ ...milestone, status: 'Paid', submission: null, receipt: { reference: '412345678901', paidAt: '2026-11-20T12:00:00.000Z' } }],
      attempts: order.attempts.map((a) => ({ ...a, status: 'paid', decision: { action: 'confirm', at: '2026-11-20T12:00:00.000Z', reason: null, reference: null } })),
    };
    api.order.mockResolvedValueOnce(paid);
    await user.click(within(payments).getByRole('button', { name: 'Confirm payment of ₹2,360.00 for Full payment' }));
    await act(flush);
    expect(api.confirmPayment).toHaveBeenCalledWith(order._id, milestone._id);
    const after = section('Payments · Paid');
    expect(within(after).queryByRole('button', { name: /Confirm payment/ })).toBeNull();
    expect(after).toHaveTextContent('UPI ₹2,360.00, UTR 412345678901 · Paid');
  });

  it('marks a cash-on-delivery order Collected, and then shows it Paid with no more actions', async () => {
    const user = userEvent.setup();
    const order = aCodOrder();
    const { api } = await setup(order);
    const cod = screen.getByRole('group', { name: 'Cash on delivery' });
    expect(cod).toHaveTextContent('Cash on delivery — pay ₹2,360.00 on delivery');
    api.codOutcome.mockResolvedValueOnce({ ...order, paymentStatus: 'Paid', paymentMilestones: order.paymentMilestones.map((m) => ({ ...m, status: 'Paid' })) });
    await user.click(within(cod).getByRole('button', { name: 'Collected' }));
    await act(flush);
    expect(api.codOutcome).toHaveBeenCalledWith(order._id, 'collected');
    expect(section('Payments · Paid')).toHaveTextContent('Cash on delivery: collected.');
    expect(screen.queryByRole('button', { name: 'Refused on delivery' })).toBeNull();
  });

  it('marks a cash-on-delivery order Refused on delivery, and says its items are back in stock', async () => {
    const user = userEvent.setup();
    const order = aCodOrder();
    const { api } = await setup(order);
    api.codOutcome.mockResolvedValueOnce({ ...order, status: 'Cancelled', cancelReason: 'refused' });
    await user.click(screen.getByRole('button', { name: 'Refused on delivery' }));
    await act(flush);
    expect(api.codOutcome).toHaveBeenCalledWith(order._id, 'refused');
    expect(screen.getByRole('group', { name: 'Cash on delivery' })).toHaveTextContent('the parcel was refused; its items are back in stock');
    expect(screen.queryByRole('button', { name: 'Collected' })).toBeNull();
  });

  it('offers no cash-on-delivery actions on an order paid another way', async () => {
    await setup();
    expect(screen.queryByRole('button', { name: 'Collected' })).toBeNull();
  });

  it('offers no stage moves on a Cancelled order', async () => {
    await setup(anOrder({ status: 'Cancelled' }));
    expect(screen.queryByRole('button', { name: /^Mark|^Undo/ })).toBeNull();
    expect(section('Stages')).toHaveTextContent('This order is Cancelled');
  });

  it('says when the order cannot be found', async () => {
    const fake = fakeOrdersApi([]);
    fake.api.order.mockRejectedValueOnce(new ApiError(404, 'ORDER_NOT_FOUND', OWNER_ORDERS_MESSAGES.orderNotFound));
    renderWithStore(<OwnerOrders store={fake.store} />, { route: '/0123456789abcdef01234567' });
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: '← All orders' })).toHaveAttribute('href', '/');
  });
});

describe("the owner's order page: the tax invoice", () => {
  it('downloads a paid order’s invoice, named for its number', async () => {
    const user = userEvent.setup();
    const { api, order, saved } = await setup(anOrder({ paymentStatus: 'Paid', invoice: { number: 'KHH/2026-27/0007', issuedAt: '2026-11-20T12:00:00.000Z' } }));
    expect(screen.getByText('Tax invoice KHH/2026-27/0007')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await act(flush);
    expect(api.invoicePdf).toHaveBeenCalledWith(order._id);
    expect(saved.map((s) => [s.name, s.blob.type])).toEqual([['KHH-2026-27-0007.pdf', 'application/pdf']]);
  });

  it('says so when the download fails, and offers none for an order without an invoice', async () => {
    const user = userEvent.setup();
    const { api, view } = await setup(anOrder({ invoice: { number: 'KHH/2026-27/0008', issuedAt: '2026-11-20T12:00:00.000Z' } }));
    api.invoicePdf.mockRejectedValueOnce(new ApiError(404, 'ORDER_NOT_FOUND', 'Invoice not found'));
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('Invoice not found');
    view.unmount();
    await setup(anOrder({ invoice: null }));
    expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
  });
});
