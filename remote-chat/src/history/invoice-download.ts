import { ApiError, readAccessToken, type OrderSummary, type RootStore } from 'shared';
import { customerInvoicePath, invoiceFileName, ORDER_HISTORY_PATHS, TAX_INVOICE_TEXT } from 'shared/constants';
import { saveBlob } from 'shared/dom';
import { customerOrdersAnswerSchema } from '../contract-refs';

export interface InvoiceDownloadOptions {
  fetchImpl?: typeof fetch;
  /** Saves the file the browser's way (tests record it). */
  save?: (blob: Blob, name: string) => void;
}

/**
 * Downloads the customer's own order's tax invoice. A PDF is a file, not JSON, so it is fetched beside the
 * API client with the customer's bearer (the page's origin, as every chat call). A 401 first asks the
 * client for the customer's orders, which renews an expired token the client's way, then tries once more.
 */
export async function downloadInvoice(root: RootStore, order: Pick<OrderSummary, '_id' | 'invoice'>, options: InvoiceDownloadOptions = {}): Promise<void> {
  const invoice = order.invoice;
  const customerId = root.session.customer?.customerId;
  if (!invoice || !customerId) return;
  const doFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const attempt = () =>
    doFetch(customerInvoicePath(order._id), {
      headers: { Authorization: `Bearer ${readAccessToken(root.storage, root.getHostname())?.token ?? ''}`, Accept: 'application/pdf' },
      credentials: 'include',
    });
  let response = await attempt();
  if (response.status === 401) {
    await root.api.post(ORDER_HISTORY_PATHS.customerOrders, { customerId, page: 1 }, customerOrdersAnswerSchema);
    response = await attempt();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(response.status, body?.code, body?.message ?? TAX_INVOICE_TEXT.failed);
  }
  (options.save ?? saveBlob)(await response.blob(), invoiceFileName(invoice.number));
}
