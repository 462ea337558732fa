import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type OwnerOrder, type OwnerOrderRow, type OwnerOrdersFilter, type OwnerOrderStageBody } from 'shared';
import { invoiceFileName, OWNER_ORDERS_LIMITS, TAX_INVOICE_TEXT } from 'shared/constants';
import type { OwnerOrdersApi } from './owner-orders-api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What a failed call tells the owner: the server's message when it sent one. */
const problemOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

/** The form's filter fields, all text (an empty one is "any"). `stage` is `status:<order status>` or `stage:<stage name>`. */
export interface FilterForm {
  stage: string;
  paymentStatus: string;
  from: string;
  to: string;
  search: string;
}

export const EMPTY_FILTERS: FilterForm = { stage: '', paymentStatus: '', from: '', to: '', search: '' };

/** The API's filter from the form: the one Stage select is either the order's status or its last stage. */
export function toFilter(form: FilterForm): OwnerOrdersFilter {
  const [kind, value] = form.stage.split(':', 2);
  const filter: Record<string, string> = {};
  if (kind === 'status' && value) filter.status = value;
  if (kind === 'stage' && value) filter.stage = value;
  if (form.paymentStatus) filter.paymentStatus = form.paymentStatus;
  if (form.from) filter.from = form.from;
  if (form.to) filter.to = form.to;
  if (form.search.trim()) filter.search = form.search.trim();
  return filter as OwnerOrdersFilter;
}

/**
 * The owner's orders page: the filtered list with its page, and the open order with its stage moves and
 * payment confirmation. Lives as long as the page, so going back from an order finds the list as it was.
 */
export class OwnerOrdersStore {
  filters: FilterForm = { ...EMPTY_FILTERS };
  page = 1;
  orders: OwnerOrderRow[] = [];
  total = 0;
  listStatus: LoadStatus = 'idle';
  listError: string | null = null;

  order: OwnerOrder | null = null;
  orderStatus: LoadStatus = 'idle';
  orderError: string | null = null;
  /** A stage move or payment confirmation is on its way. */
  busy = false;
  actionError: string | null = null;
  exporting = false;
  exportError: string | null = null;
  /** The order page's invoice download: under way, or why it failed. */
  invoiceDownloading = false;
  invoiceError: string | null = null;

  readonly #api: OwnerOrdersApi;
  readonly #save: (blob: Blob, name: string) => void;
  #listCall = 0;

  constructor(api: OwnerOrdersApi, save: (blob: Blob, name: string) => void) {
    this.#api = api;
    this.#save = save;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / OWNER_ORDERS_LIMITS.pageSize));
  }

  get filtered(): boolean {
    return Object.values(this.filters).some((value) => value.trim() !== '');
  }

  setFilter(field: keyof FilterForm, value: string) {
    this.filters[field] = value;
  }

  /** Applies the form's filters from page 1. */
  applyFilters() {
    this.page = 1;
    void this.loadList();
  }

  clearFilters() {
    this.filters = { ...EMPTY_FILTERS };
    this.applyFilters();
  }

  goToPage(page: number) {
    this.page = Math.min(Math.max(1, page), this.pageCount);
    void this.loadList();
  }

  async loadList() {
    const call = ++this.#listCall;
    this.listStatus = 'loading';
    this.listError = null;
    try {
      const answer = await this.#api.list(toFilter(this.filters), this.page);
      // an older answer arriving after a newer filter was applied is dropped
      if (call !== this.#listCall) return;
      runInAction(() => {
        this.orders = answer.orders;
        this.total = answer.total;
        this.listStatus = 'ready';
      });
    } catch (error) {
      if (call !== this.#listCall) return;
      runInAction(() => {
        this.listStatus = 'failed';
        this.listError = problemOf(error, 'The orders could not be loaded.');
      });
    }
  }

  async openOrder(orderId: string) {
    if (this.order?._id !== orderId) this.order = null;
    this.orderStatus = 'loading';
    this.orderError = null;
    this.actionError = null;
    try {
      const order = await this.#api.order(orderId);
      runInAction(() => {
        this.order = order;
        this.orderStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.orderStatus = 'failed';
        this.orderError = problemOf(error, 'The order could not be loaded.');
      });
    }
  }

  /** Moves a stage of the open order; true when it moved. */
  async moveStage(body: Omit<OwnerOrderStageBody, 'orderId'>): Promise<boolean> {
    if (!this.order) return false;
    return this.#act(async (orderId) => this.#api.moveStage({ orderId, ...body }), 'The stage could not be changed.');
  }

  /** Confirms the customer's manual payment of a milestone of the open order. */
  async confirmPayment(milestoneId: string): Promise<boolean> {
    return this.#act(async (orderId) => {
      await this.#api.confirmPayment(orderId, milestoneId);
      return this.#api.order(orderId);
    }, 'The payment could not be confirmed.');
  }

  /** Marks the open cash-on-delivery order Collected (Paid) or Refused on delivery (closed, its stock back). */
  async codOutcome(outcome: 'collected' | 'refused'): Promise<boolean> {
    return this.#act(
      async (orderId) => this.#api.codOutcome(orderId, outcome),
      outcome === 'collected' ? 'The cash could not be marked collected.' : 'The order could not be marked refused.',
    );
  }

  async #act(run: (orderId: string) => Promise<OwnerOrder>, fallback: string): Promise<boolean> {
    const orderId = this.order?._id;
    if (!orderId || this.busy) return false;
    this.busy = true;
    this.actionError = null;
    try {
      const order = await run(orderId);
      runInAction(() => {
        this.order = order;
        this.busy = false;
        // the list shows stage and payment: read again when the owner goes back
        this.listStatus = 'idle';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.actionError = problemOf(error, fallback);
      });
      return false;
    }
  }

  /** Downloads a paid order's GST tax invoice, named for its number. */
  async downloadInvoice(order: Pick<OwnerOrder, '_id' | 'invoice'>) {
    if (!order.invoice) return;
    this.invoiceDownloading = true;
    this.invoiceError = null;
    try {
      this.#save(await this.#api.invoicePdf(order._id), invoiceFileName(order.invoice.number));
    } catch (error) {
      runInAction(() => (this.invoiceError = problemOf(error, TAX_INVOICE_TEXT.failed)));
    } finally {
      runInAction(() => (this.invoiceDownloading = false));
    }
  }

  /** Downloads the filtered list (every page) as CSV. */
  async exportCsv(now = new Date()) {
    this.exporting = true;
    this.exportError = null;
    try {
      const blob = await this.#api.exportCsv(toFilter(this.filters));
      this.#save(blob, `orders-${now.toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      runInAction(() => (this.exportError = problemOf(error, 'The orders could not be exported.')));
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}
