import type { CustomerOrdersBody, OrderSortKey, OrderStatus } from 'shared';
import type { ChatText } from '../i18n/use-t';

/** The status filter of the History tab: every order, or one status. */
export type HistoryStatusFilter = 'all' | OrderStatus;

/** What the shopper chose above the order list. */
export interface HistoryFilters {
  /** Trimmed search term; '' for none. */
  search: string;
  status: HistoryStatusFilter;
  sortBy: OrderSortKey;
}

/** Every order, newest first, no search: the view the cancel answer describes (on page 1). */
export const DEFAULT_HISTORY_FILTERS: Readonly<HistoryFilters> = { search: '', status: 'all', sortBy: 'createdDate' };

/** Labels of the status filter, in the specification's order (status all, Draft, Active, Completed, Cancelled). */
export const STATUS_FILTER_OPTIONS: readonly { value: HistoryStatusFilter; label: ChatText }[] = [
  { value: 'all', label: 'history.all' },
  { value: 'Draft', label: 'order.status.Draft' },
  { value: 'Active', label: 'order.status.Active' },
  { value: 'Completed', label: 'order.status.Completed' },
  { value: 'Cancelled', label: 'order.status.Cancelled' },
];

/** Labels of the sort choices: newest first by date, or largest amount first (the server's orders). */
export const SORT_OPTIONS: readonly { value: OrderSortKey; label: ChatText }[] = [
  { value: 'createdDate', label: 'history.newest' },
  { value: 'finalAmount', label: 'history.amountHighToLow' },
];

/**
 * The get-customer-orders body for a view. The specification sends `statusFilter` only for a chosen
 * status ("omitted for all"); an empty search is left out the same way, so the server sees no filter.
 */
export function customerOrdersBody(customerId: string, filters: HistoryFilters, page: number): CustomerOrdersBody {
  const search = filters.search.trim();
  return {
    customerId,
    page,
    sortBy: filters.sortBy,
    ...(search ? { search } : {}),
    ...(filters.status === 'all' ? {} : { statusFilter: filters.status }),
  };
}

/** True when the filters show every order, newest first, without a search. */
export function isDefaultView(filters: HistoryFilters): boolean {
  return filters.search.trim() === '' && filters.status === DEFAULT_HISTORY_FILTERS.status && filters.sortBy === DEFAULT_HISTORY_FILTERS.sortBy;
}
