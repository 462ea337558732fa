import {
  ApiError,
  type ApiClient,
  type ManualConfirmationAnswer,
  type OwnerOrder,
  type OwnerOrdersAnswer,
  type OwnerOrdersFilter,
  type OwnerOrderStageBody,
} from 'shared';
import { manualConfirmationAnswerSchema } from '../contract-refs';
import { ownerOrderAnswerSchema, ownerOrdersAnswerSchema } from 'shared/contracts';
import { COD_PATHS, OWNER_ORDERS_PATHS, ownerInvoicePath, PAYMENT_PATHS } from 'shared/constants';

export type OrdersPage = OwnerOrdersAnswer['data'];

/**
 * The owner's orders calls. Every call goes through the OWNER's client (the `userAccessToken` bearer),
 * so the business is always the token's own; no call names a business.
 */
export interface OwnerOrdersApi {
  list(filter: OwnerOrdersFilter, page: number): Promise<OrdersPage>;
  order(orderId: string): Promise<OwnerOrder>;
  /** Completes or undoes a stage (Shipped with its courier and tracking number); answers the order as it now is. */
  moveStage(body: OwnerOrderStageBody): Promise<OwnerOrder>;
  /** Confirms a manual payment of a milestone: the inbox's confirmation call. */
  confirmPayment(orderId: string, milestoneId: string): Promise<ManualConfirmationAnswer['data']>;
  /** A cash-on-delivery order: the courier collected the cash (Paid), or the parcel was refused (closed, stock back). */
  codOutcome(orderId: string, outcome: 'collected' | 'refused'): Promise<OwnerOrder>;
  /** The filtered list as a CSV file. */
  exportCsv(filter: OwnerOrdersFilter): Promise<Blob>;
  /** A paid order's GST tax invoice as a PDF file. */
  invoicePdf(orderId: string): Promise<Blob>;
}

/** Only the filters that are set, as query parameters. */
export function filterQuery(filter: OwnerOrdersFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).flatMap(([key, value]) => (typeof value === 'string' && value.trim() !== '' ? [[key, value.trim()]] : [])));
}

export interface CsvFetchOptions {
  /** The owner's current token (read at the call, so a refreshed one is used). */
  getToken: () => string | null;
  fetchImpl?: typeof fetch;
  baseUrl?: string;
}

/**
 * The CSV and the invoices are files, not JSON, so they are fetched beside the client with the owner's
 * bearer. A 401 first asks the client for the list (which renews an expired token the client's way), then
 * tries once more.
 */
export function createOwnerOrdersApi(client: ApiClient, csv: CsvFetchOptions): OwnerOrdersApi {
  const doFetch = csv.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const file = async (path: string, accept: string, failed: string): Promise<Blob> => {
    const url = `${csv.baseUrl ?? ''}${path}`;
    const attempt = () => doFetch(url, { headers: { Authorization: `Bearer ${csv.getToken() ?? ''}`, Accept: accept }, credentials: 'include' });
    let response = await attempt();
    if (response.status === 401) {
      await api.list({}, 1);
      response = await attempt();
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
      throw new ApiError(response.status, body?.code, body?.message ?? failed);
    }
    return response.blob();
  };
  const api: OwnerOrdersApi = {
    async list(filter, page) {
      return (await client.get(OWNER_ORDERS_PATHS.list, { ...filterQuery(filter), page }, ownerOrdersAnswerSchema)).data;
    },
    async order(orderId) {
      return (await client.get(OWNER_ORDERS_PATHS.order, { orderId }, ownerOrderAnswerSchema)).data;
    },
    async moveStage(body) {
      return (await client.post(OWNER_ORDERS_PATHS.stage, body, ownerOrderAnswerSchema)).data;
    },
    async confirmPayment(orderId, milestoneId) {
      return (await client.post(PAYMENT_PATHS.manualConfirmation, { orderId, milestoneId, action: 'confirm' }, manualConfirmationAnswerSchema)).data;
    },
    async codOutcome(orderId, outcome) {
      return (await client.post(COD_PATHS[outcome], { orderId }, ownerOrderAnswerSchema)).data;
    },
    async exportCsv(filter) {
      return file(`${OWNER_ORDERS_PATHS.exportCsv}?${new URLSearchParams(filterQuery(filter)).toString()}`, 'text/csv', 'The orders could not be exported');
    },
    async invoicePdf(orderId) {
      return file(ownerInvoicePath(orderId), 'application/pdf', 'The invoice could not be downloaded');
    },
  };
  return api;
}
