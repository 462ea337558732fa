import { PAGINATION_MAX_PLAIN_PAGES } from '../constants';

/** A gap of hidden pages in the pagination bar. */
export const PAGINATION_ELLIPSIS = 'ellipsis';
export type PaginationItem = number | typeof PAGINATION_ELLIPSIS;

/**
 * Spec: "Pagination: all pages when 7 or fewer; otherwise first page, a window around current, ellipses
 * and last." Above 7 pages the bar always holds 7 slots: first, last, a window of one page either side
 * of the current one, and an ellipsis for each gap. Near either end the window widens so the slot count
 * stays constant and the bar does not jump. `current` is clamped into 1..total; no pages gives [].
 */
export function paginationWindow(current: number, total: number): PaginationItem[] {
  const pages = Math.max(0, Math.trunc(total));
  if (pages === 0) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pages <= PAGINATION_MAX_PLAIN_PAGES) return range(1, pages);

  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pages);
  const edge = PAGINATION_MAX_PLAIN_PAGES - 2; // slots for pages when only one ellipsis is needed
  if (page <= edge - 1) return [...range(1, edge), PAGINATION_ELLIPSIS, pages];
  if (page >= pages - edge + 2) return [1, PAGINATION_ELLIPSIS, ...range(pages - edge + 1, pages)];
  return [1, PAGINATION_ELLIPSIS, page - 1, page, page + 1, PAGINATION_ELLIPSIS, pages];
}
