import { makeAutoObservable, runInAction } from 'mobx';
import { type OrderSortKey, type OrderSummary, type RootStore } from 'shared';
import { cancelOrderAnswerSchema, customerOrdersAnswerSchema } from '../contract-refs';
import { ORDER_HISTORY_PATHS } from 'shared/constants';
import { historyPages, type HistoryPages } from 'shared/rules';
import { customerOrdersBody, DEFAULT_HISTORY_FILTERS, isDefaultView, type HistoryFilters, type HistoryStatusFilter } from './history-query';

/** Where the list stands: nothing asked yet, a request out, an answer shown, or a failed request. */
export type HistoryLoadState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The History tab's data: the logged-in customer's orders for the chosen search, status, sort and page,
 * and the cancel action. One per root store, so the socket can ask it to refresh (see `refresh`).
 * Failures are logged only (spec section 8: "other failures are only logged"); the tab offers a retry.
 */
export class HistoryStore {
  filters: HistoryFilters = { ...DEFAULT_HISTORY_FILTERS };
  /** 1-based page asked for. */
  page = 1;
  orders: OrderSummary[] = [];
  /** The server's `size`: the number of pages for the current filters. */
  pageCount = 0;
  state: HistoryLoadState = 'idle';
  /** Whose orders are shown; null for a guest or while the tab is not shown. */
  customerId: string | null = null;

  readonly root: RootStore;
  #visible = false;
  /** The request whose answer the list waits for; an older answer is dropped. */
  #inFlight: AbortController | null = null;

  constructor(root: RootStore) {
    this.root = root;
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get pages(): HistoryPages {
    return historyPages(this.page, this.pageCount);
  }

  /**
   * The tab is on screen for `customerId` (null: a guest). Another customer than before starts from the
   * default view with nothing of the previous one's orders; the same customer keeps the view and reloads.
   */
  show(customerId: string | null): void {
    this.#visible = true;
    if (customerId !== this.customerId) {
      this.#abort();
      this.customerId = customerId;
      this.filters = { ...DEFAULT_HISTORY_FILTERS };
      this.page = 1;
      this.orders = [];
      this.pageCount = 0;
      this.state = 'idle';
    }
    if (customerId) void this.load();
  }

  /** The tab left the screen: stop waiting for answers nobody will see. */
  hide(): void {
    this.#visible = false;
    this.#abort();
    if (this.state === 'loading') this.state = 'idle';
  }

  setSearch(search: string): void {
    const term = search.trim();
    if (term === this.filters.search) return;
    this.#changeView({ search: term });
  }

  setStatus(status: HistoryStatusFilter): void {
    if (status !== this.filters.status) this.#changeView({ status });
  }

  setSortBy(sortBy: OrderSortKey): void {
    if (sortBy !== this.filters.sortBy) this.#changeView({ sortBy });
  }

  goToPage(page: number): void {
    const target = historyPages(page, this.pageCount).page;
    if (target === this.page) return;
    this.page = target;
    void this.load();
  }

  /**
   * Something changed the customer's orders (the socket's `order-updated`, an order created elsewhere):
   * reload the current view if the tab is on screen. When it is not, showing it loads anyway.
   */
  refresh(): void {
    if (this.#visible && this.customerId) void this.load();
  }

  /** Loads the current view; a newer call supersedes an older one still out. */
  async load(): Promise<void> {
    const customerId = this.customerId;
    if (!customerId) return;
    this.#abort();
    const request = new AbortController();
    this.#inFlight = request;
    this.state = 'loading';
    const body = customerOrdersBody(customerId, this.filters, this.page);
    try {
      const answer = await this.root.api.post(ORDER_HISTORY_PATHS.customerOrders, body, customerOrdersAnswerSchema, { signal: request.signal });
      if (request !== this.#inFlight) return;
      this.#inFlight = null;
      const within = historyPages(this.page, answer.size).page;
      // The list shrank under a later page (orders cancelled or filtered away): show its last page instead.
      if (answer.orders.length === 0 && within < this.page) {
        runInAction(() => {
          this.page = within;
        });
        await this.load();
        return;
      }
      runInAction(() => {
        this.orders = answer.orders;
        this.pageCount = answer.size;
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.#inFlight) return;
      this.#inFlight = null;
      console.error(`[chat] ${ORDER_HISTORY_PATHS.customerOrders} failed`, error);
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  /**
   * Cancels one of the shown orders; true when the server did. Its answer is the customer's first page
   * with no filter, newest first: shown as it is when that is the view on screen, otherwise the view on
   * screen is reloaded so a filter or a later page is never replaced by orders it does not match. The
   * 'Order Cancelled' chat message is the server's (stored and pushed 1 s later), not this store's.
   */
  async cancelOrder(order: Pick<OrderSummary, '_id' | 'mode'>): Promise<boolean> {
    const customerId = this.customerId;
    if (!customerId) return false;
    try {
      const answer = await this.root.api.post(
        ORDER_HISTORY_PATHS.cancelOrder,
        { mode: order.mode, orderId: order._id, customerId },
        cancelOrderAnswerSchema,
      );
      if (customerId !== this.customerId) return true;
      if (this.page === 1 && isDefaultView(this.filters)) {
        this.#abort();
        runInAction(() => {
          this.orders = answer.data;
          // Cancelling changes no order count; the page count stands unless the list was empty before.
          this.pageCount = Math.max(this.pageCount, answer.data.length > 0 ? 1 : 0);
          this.state = 'ready';
        });
      } else {
        void this.load();
      }
      return true;
    } catch (error) {
      console.error(`[chat] ${ORDER_HISTORY_PATHS.cancelOrder} failed`, error);
      return false;
    }
  }

  #changeView(change: Partial<HistoryFilters>): void {
    this.filters = { ...this.filters, ...change };
    this.page = 1;
    void this.load();
  }

  #abort(): void {
    this.#inFlight?.abort();
    this.#inFlight = null;
  }
}

const stores = new WeakMap<RootStore, HistoryStore>();

/** The History store of this page's root store (one per page, like the root store itself). */
export function getHistoryStore(root: RootStore): HistoryStore {
  let store = stores.get(root);
  if (!store) {
    store = new HistoryStore(root);
    stores.set(root, store);
  }
  return store;
}
