import { type ListingSort } from 'shared';
import { LISTING_SORT_OPTIONS } from 'shared/constants';
import { defaultSortFor, isObjectId, RATING_FILTERS, sortFor, type PriceRange, type ProductFilters } from 'shared/rules';

/**
 * The listing's state as the URL holds it (spec: "/products. Query: catalogue (slug or 24-hex id),
 * category (slug or id), search, page"), plus the mobile Filters & Sort choices under the API's own
 * names. The URL is the only copy, so back, forward and reload keep every choice.
 */
export interface ListingState {
  catalogue: string | null;
  category: string | null;
  search: string;
  page: number;
  filters: ProductFilters;
}

/** Query names. Filters use the API's parameter names, so a listing URL reads like the call it makes. */
export const PARAM = {
  catalogue: 'catalogue',
  category: 'category',
  search: 'search',
  page: 'page',
  inStockOnly: 'inStockOnly',
  freeShipping: 'freeShipping',
  onSale: 'onSale',
  minRating: 'minRating',
  priceRange: 'priceRange',
  sortBy: 'sortBy',
} as const;

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;
const flag = (params: URLSearchParams, name: string) => ['true', '1'].includes(params.get(name) ?? '');

/** A page number from the URL: a whole number of at least 1, anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `min,max` in rupees with min <= max, else no range. */
export function parsePriceRange(value: string | null): PriceRange | null {
  const match = /^(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? [min, max] : null;
}

/**
 * The Filters & Sort choices. A sort the URL does not name is the default for its search: relevance
 * while a search word is given, else name; relevance without a search word is name.
 */
function parseFilters(params: URLSearchParams): ProductFilters {
  const rating = Number(params.get(PARAM.minRating));
  const sortBy = params.get(PARAM.sortBy);
  const named = (LISTING_SORT_OPTIONS as readonly string[]).includes(sortBy ?? '') ? (sortBy as ListingSort) : null;
  return {
    inStockOnly: flag(params, PARAM.inStockOnly),
    freeShipping: flag(params, PARAM.freeShipping),
    onSale: flag(params, PARAM.onSale),
    minRating: (RATING_FILTERS as readonly number[]).includes(rating) ? rating : 0,
    priceRange: parsePriceRange(params.get(PARAM.priceRange)),
    sortBy: sortFor(named, params.get(PARAM.search) ?? ''),
  };
}

/** Reads the listing's state; missing or malformed values fall back to the defaults. */
export function readListingState(params: URLSearchParams): ListingState {
  return {
    catalogue: text(params, PARAM.catalogue),
    category: text(params, PARAM.category),
    search: params.get(PARAM.search)?.trim() ?? '',
    page: parsePage(params.get(PARAM.page)),
    filters: parseFilters(params),
  };
}

/** True when a query value names this catalogue or category: its slug, or its 24-hex id. */
export function namesEntity(value: string | null, entity: { _id: string; slug: string }): boolean {
  if (!value) return false;
  return value === entity.slug || (isObjectId(value) && value.toLowerCase() === entity._id.toLowerCase());
}

// Every change below returns new params and keeps values it does not own (chat=open, source, ...).

function edit(params: URLSearchParams, change: (next: URLSearchParams) => void): URLSearchParams {
  const next = new URLSearchParams(params);
  change(next);
  return next;
}

const setOrDelete = (params: URLSearchParams, name: string, value: string | null | undefined) =>
  value ? params.set(name, value) : params.delete(name);

/**
 * Chooses a catalogue (null: none). Spec: "changing the catalogue clears the category", and "Changing
 * catalogue, category or search resets the page to 1" (page 1 is written as no `page`).
 */
export function withCatalogue(params: URLSearchParams, catalogue: string | null): URLSearchParams {
  return edit(params, (next) => {
    setOrDelete(next, PARAM.catalogue, catalogue);
    next.delete(PARAM.category);
    next.delete(PARAM.page);
  });
}

/** Spec: "click selects, click again deselects" (deselecting also clears the category). */
export function toggleCatalogue(params: URLSearchParams, catalogue: { _id: string; slug: string }): URLSearchParams {
  return withCatalogue(params, namesEntity(text(params, PARAM.catalogue), catalogue) ? null : catalogue.slug);
}

/** Chooses a category of the selected catalogue (null: clear it); back to page 1. */
export function withCategory(params: URLSearchParams, category: string | null): URLSearchParams {
  return edit(params, (next) => {
    setOrDelete(next, PARAM.category, category);
    next.delete(PARAM.page);
  });
}

/** A chip chosen again clears the category, as the catalogue strip does. */
export function toggleCategory(params: URLSearchParams, category: { _id: string; slug: string }): URLSearchParams {
  return withCategory(params, namesEntity(text(params, PARAM.category), category) ? null : category.slug);
}

/** Sets the search term (trimmed; empty removes it); back to page 1. */
export function withSearch(params: URLSearchParams, search: string): URLSearchParams {
  return edit(params, (next) => {
    setOrDelete(next, PARAM.search, search.trim());
    next.delete(PARAM.page);
  });
}

/** Goes to a page; page 1 is the listing without `page`. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  return edit(params, (next) => setOrDelete(next, PARAM.page, page > 1 ? String(Math.trunc(page)) : null));
}

/**
 * Writes the Filters & Sort choices; defaults are left out of the URL (the sort's default is its search's:
 * relevance while searching, so a chosen name stays). New filters start at page 1 too.
 */
export function withFilters(params: URLSearchParams, filters: ProductFilters): URLSearchParams {
  return edit(params, (next) => {
    setOrDelete(next, PARAM.inStockOnly, filters.inStockOnly ? 'true' : null);
    setOrDelete(next, PARAM.freeShipping, filters.freeShipping ? 'true' : null);
    setOrDelete(next, PARAM.onSale, filters.onSale ? 'true' : null);
    setOrDelete(next, PARAM.minRating, filters.minRating > 0 ? String(filters.minRating) : null);
    setOrDelete(next, PARAM.priceRange, filters.priceRange ? `${filters.priceRange[0]},${filters.priceRange[1]}` : null);
    const sortBy = sortFor(filters.sortBy, next.get(PARAM.search) ?? '');
    setOrDelete(next, PARAM.sortBy, sortBy !== defaultSortFor(next.get(PARAM.search) ?? '') ? sortBy : null);
    next.delete(PARAM.page);
  });
}
