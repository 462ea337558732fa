import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError } from 'shared';
import { renderWithStore } from 'shared/testing';
import OwnerOrders from './OwnerOrders';
import { aRow, fakeOrdersApi, flush } from './owner-orders-test-kit';

const rows = [
  aRow({ orderId: 'KHH-1003', stage: 'Packed', finalAmount: 123456.5, awaitingConfirmation: true }),
  aRow({ orderId: 'KHH-1002', status: 'Cancelled', stage: null, paymentStatus: 'Pending' }),
];

async function setup(options: { mobile?: boolean } = {}) {
  const fake = fakeOrdersApi(rows);
  const view = renderWithStore(<OwnerOrders store={fake.store} />, { isMobile: options.mobile ?? false, route: '/' });
  await act(flush);
  return { ...fake, view };
}

const noViolations = async (container: HTMLElement) => {
  // jsdom lays nothing out, so contrast is left to the browser check
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
};

describe("the owner's orders list", () => {
  it('shows a table on a laptop: number, customer, stage, payment and the total in rupees; axe clean', async () => {
    const { view } = await setup();
    const table = screen.getByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('KHH-1003');
    expect(first).toHaveTextContent('Asha Nair');
    expect(first).toHaveTextContent('Packed');
    expect(first).toHaveTextContent('UPI to confirm');
    expect(first).toHaveTextContent('₹1,23,456.50');
    expect(second).toHaveTextContent('Cancelled');
    expect(within(first!).getByRole('link', { name: 'KHH-1003' })).toHaveAttribute('href', `/${rows[0]!._id}`);
    await noViolations(view.container);
  });

  it('shows cards on a phone, each a link to its order; axe clean', async () => {
    const { view } = await setup({ mobile: true });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Orders, newest first' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Order KHH-1003 of Asha Nair' })).toHaveTextContent('₹1,23,456.50');
    await noViolations(view.container);
  });

  it('applies stage, payment and date filters together, from page 1', async () => {
    const user = userEvent.setup();
    const { api } = await setup();
    await user.selectOptions(screen.getByLabelText('Stage'), 'Packed, not further yet');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.type(screen.getByLabelText('Order number or customer'), 'Asha');
    expect(api.list).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(api.list).toHaveBeenLastCalledWith({ stage: 'Packed', paymentStatus: 'Paid', from: '2026-11-01', to: '2026-11-30', search: 'Asha' }, 1);

    await user.selectOptions(screen.getByLabelText('Stage'), 'Cancelled');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'Cancelled' }), 1);
    expect(api.list.mock.lastCall?.[0]).not.toHaveProperty('stage');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(api.list).toHaveBeenLastCalledWith({}, 1);
  });

  it('pages through the list', async () => {
    const user = userEvent.setup();
    const { api, page } = await setup();
    api.list.mockResolvedValue(page(rows, 45));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await act(flush);
    expect(screen.getByRole('navigation', { name: 'Pages of orders' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(api.list).toHaveBeenLastCalledWith({}, 2);
  });

  it('exports the filtered list as a CSV file, and says why when it cannot', async () => {
    const user = userEvent.setup();
    const { api, saved } = await setup();
    await user.selectOptions(screen.getByLabelText('Payment'), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await act(flush);
    expect(api.exportCsv).toHaveBeenCalledWith({ paymentStatus: 'Pending' });
    expect(saved).toEqual([{ blob: expect.any(Blob), name: expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}\.csv$/) }]);

    api.exportCsv.mockRejectedValueOnce(new ApiError(400, 'VALIDATION_ERROR', 'to: must not be before `from`'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('must not be before');
  });

  it('says when no order matches, and offers Try again when the list fails', async () => {
    const user = userEvent.setup();
    const { api } = await setup();
    api.list.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    api.list.mockResolvedValueOnce({ orders: [], page: 1, pageSize: 20, total: 0 });
    await user.type(screen.getByLabelText('Order number or customer'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await act(flush);
    expect(screen.getByText('No orders match these filters.')).toBeInTheDocument();
  });
});
