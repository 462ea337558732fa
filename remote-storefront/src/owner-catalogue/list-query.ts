import type { ProductListQuery } from './owner-catalogue-api';

export const STATUSES = ['Draft', 'Published', 'Archived'] as const;
type Status = (typeof STATUSES)[number];

/** The list's filters and the open editor live in the address (`?search=&catalogue=&category=&status=&page=&edit=`), so a reload or a shared link opens the same view. */
export function listQueryOf(params: URLSearchParams): ProductListQuery {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    search: params.get('search')?.trim() || undefined,
    catalogueId: params.get('catalogue') || undefined,
    categoryId: params.get('category') || undefined,
    status: STATUSES.includes(status as Status) ? (status as Status) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's parameters after a change of filters: any filter change goes back to page 1. */
export function withFilters(params: URLSearchParams, patch: Partial<Record<'search' | 'catalogue' | 'category' | 'status' | 'page' | 'edit', string | null>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in patch) && Object.keys(patch).some((k) => k !== 'edit')) next.delete('page');
  return next;
}

/** Whether the owner narrowed the list: an empty list then says "nothing matches", not "add your first". */
export const isFiltered = (query: ProductListQuery) => Boolean(query.search || query.categoryId || query.status);
