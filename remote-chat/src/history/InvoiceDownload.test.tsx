import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_HISTORY_PATHS } from 'shared/constants';
import { renderWithStore } from 'shared/testing';
import { anOrder, card, CUSTOMER, historyApi, ordersAnswer, ordersBodies, renderHistory } from './history-test-kit';
import { InvoiceDownload } from './InvoiceDownload';

const INVOICE = { number: 'KHH/2026-27/0042', issuedAt: '2026-11-20T12:00:00.000Z' };
/** What fetch answers, as far as the download reads it (jsdom has no Response). */
const answer = (status: number, body: Blob | object) => ({
  ok: status >= 200 && status < 300,
  status,
  blob: async () => body as Blob,
  json: async () => body,
});
const pdf = () => answer(200, new Blob(['%PDF-1.3'], { type: 'application/pdf' }));

function setup(fetchImpl: jest.Mock, order = anOrder({ invoice: INVOICE })) {
  const saved: { blob: Blob; name: string }[] = [];
  const api = historyApi({ [ORDER_HISTORY_PATHS.customerOrders]: () => ordersAnswer([]) });
  const view = renderWithStore(<InvoiceDownload order={order} options={{ fetchImpl, save: (blob, name) => saved.push({ blob, name }) }} />, { api });
  act(() => void view.store.session.startSession(CUSTOMER, 'access-token'));
  return { ...view, api, saved, order };
}

describe("the customer's invoice download", () => {
  it("fetches the customer's own order's invoice with their token and saves it named for its number", async () => {
    const fetchImpl = jest.fn(async () => pdf());
    const { saved, order } = setup(fetchImpl);
    await userEvent.click(screen.getByRole('button', { name: `Download invoice ${INVOICE.number} for order ${order.orderId}` }));
    expect(fetchImpl).toHaveBeenCalledWith(`/business_website/chat_widget/order_invoice?orderId=${order._id}`, expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer access-token' }) }));
    expect(saved.map((s) => [s.name, s.blob.type])).toEqual([['KHH-2026-27-0042.pdf', 'application/pdf']]);
  });

  it('renews an expired token through the client, then tries once more', async () => {
    const fetchImpl = jest.fn().mockResolvedValueOnce(answer(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' })).mockResolvedValueOnce(pdf());
    const { api, saved } = setup(fetchImpl);
    await userEvent.click(screen.getByRole('button', { name: /^Download invoice/ }));
    expect(ordersBodies(api)).toEqual([{ customerId: CUSTOMER.customerId, page: 1 }]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(saved).toHaveLength(1);
  });

  it('says so when the invoice cannot be downloaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = jest.fn(async () => answer(404, { message: 'Invoice not found', code: 'ORDER_NOT_FOUND' }));
    const { saved } = setup(fetchImpl);
    await userEvent.click(screen.getByRole('button', { name: /^Download invoice/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download the invoice. Try again.');
    expect(error).toHaveBeenCalledWith('[history] invoice download failed', expect.objectContaining({ status: 404, message: 'Invoice not found' }));
    expect(saved).toEqual([]);
    error.mockRestore();
  });

  it('offers nothing for an order without an invoice', () => {
    setup(jest.fn(), anOrder({ invoice: null }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows on a paid order's card in History", async () => {
    renderHistory({ [ORDER_HISTORY_PATHS.customerOrders]: () => ordersAnswer([anOrder({ title: 'Paid saree', paymentStatus: 'Paid', invoice: INVOICE }), anOrder({ title: 'Unpaid diya' })]) });
    expect(await within(await screen.findByRole('article', { name: 'Paid saree' })).findByRole('button', { name: /^Download invoice KHH\/2026-27\/0042/ })).toBeInTheDocument();
    expect(within(card('Unpaid diya')).queryByRole('button', { name: /^Download invoice/ })).not.toBeInTheDocument();
  });
});
