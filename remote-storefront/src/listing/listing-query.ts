import { DESKTOP_PRODUCTS_PAGE_SIZE, idOrSlug, MOBILE_PRODUCTS_PAGE_SIZE } from 'shared/rules';
import type { QueryParams } from '../common/data/use-api-query';
import type { ListingState } from './listing-params';

/** The API accepts names of at most 200 characters and search terms of at most 200. */
const MAX_QUERY_TEXT = 200;
const cut = (value: string) => value.slice(0, MAX_QUERY_TEXT);

/** What both listings ask: the business, the catalogue (slug or catalogId), category, search, published only. */
function baseQuery(accountTypeId: string, state: ListingState): QueryParams {
  return {
    accountTypeId,
    ...(state.catalogue ? idOrSlug(cut(state.catalogue)) : {}),
    status: 'Published',
    ...(state.search ? { search: cut(state.search) } : {}),
    ...(state.category ? { category: cut(state.category) } : {}),
  };
}

/** Desktop: one page of 8 (spec: "Desktop listing limit defaults to 8 per page") with the same Filters & Sort choices as the phone's. */
export function desktopListingQuery(accountTypeId: string, state: ListingState): QueryParams {
  return { ...baseQuery(accountTypeId, state), ...filterQuery(state), page: state.page, limit: DESKTOP_PRODUCTS_PAGE_SIZE };
}

/** Mobile: pages of 20 with the Filters & Sort choices; the page is added per request as the list grows. */
export function mobileListingQuery(accountTypeId: string, state: ListingState): QueryParams {
  return { ...baseQuery(accountTypeId, state), limit: MOBILE_PRODUCTS_PAGE_SIZE, ...filterQuery(state) };
}

/** The Filters & Sort choices; filters at their defaults are left out (the API ignores false and 0 anyway). */
function filterQuery({ filters }: ListingState): QueryParams {
  return {
    sortBy: filters.sortBy,
    ...(filters.inStockOnly ? { inStockOnly: true } : {}),
    ...(filters.freeShipping ? { freeShipping: true } : {}),
    ...(filters.onSale ? { onSale: true } : {}),
    ...(filters.minRating > 0 ? { minRating: filters.minRating } : {}),
    ...(filters.priceRange ? { priceRange: `${filters.priceRange[0]},${filters.priceRange[1]}` } : {}),
  };
}

