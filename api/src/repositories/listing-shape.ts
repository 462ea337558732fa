import { sql } from 'drizzle-orm';
import { ID_PATTERN, type ListingSort, type ProductListFilters } from '../contracts';
import { toPaise } from '../db/money';
import { searchText, searchValues, searchWords } from './product-search';

/** Largest value of a PostgreSQL integer: price bounds above it are clamped, not an error. */
const MAX_INT = 2_147_483_647;

/** How a catalogue or category the query names is looked up: by slug, or, for a value shaped like an id, by id or slug. */
export type NamedBy = 'slug' | 'id or slug';

/**
 * What a listing's statements branch on, and nothing they are given as values: the statements are built
 * once per shape and prepared (db/prepared-statements.ts). A shape's values are `listingValues`.
 */
export interface ListingShape {
  /** The catalogues the query names (catalogId, then slug). */
  catalogues: NamedBy[];
  category: NamedBy | undefined;
  priceRange: boolean;
  inStockOnly: boolean;
  freeShipping: boolean;
  onSale: boolean;
  minRating: boolean;
  featured: boolean;
  flashSale: boolean;
  /** The number of words of the search (0: punctuation only); undefined without a search. */
  searchWords: number | undefined;
  sort: ListingSort;
  /** Rows a page holds: part of the shape, so the planner knows how few rows a page needs. */
  limit: number;
  /** A page past the first (its offset a value); the first page has none. */
  paged: boolean;
}

/** The order asked for: relevance is the default while searching, and means name without a search. */
export function sortOf(sortBy: ListingSort | undefined, search: string | undefined): ListingSort {
  if (!search) return !sortBy || sortBy === 'relevance' ? 'name' : sortBy;
  return sortBy ?? 'relevance';
}

const namedBy = (value: string): NamedBy => (ID_PATTERN.test(value) ? 'id or slug' : 'slug');

/** The catalogues a listing names: its catalogId, then its slug. */
const namedCatalogues = (filters: ProductListFilters) => [filters.catalogId, filters.slug].filter((value): value is string => Boolean(value));

export function listingShape(filters: ProductListFilters): ListingShape {
  const search = searchText(filters.search);
  return {
    catalogues: namedCatalogues(filters).map(namedBy),
    category: filters.category ? namedBy(filters.category) : undefined,
    priceRange: Boolean(filters.priceRange),
    inStockOnly: Boolean(filters.inStockOnly),
    freeShipping: Boolean(filters.freeShipping),
    onSale: Boolean(filters.onSale),
    minRating: Boolean(filters.minRating),
    featured: Boolean(filters.featured),
    flashSale: Boolean(filters.flashSale),
    searchWords: search === undefined ? undefined : searchWords(search).length,
    sort: sortOf(filters.sortBy, search),
    limit: filters.limit,
    paged: filters.page > 1,
  };
}

/** The placeholder of a listing value (`listingValues` has its value). */
export const value = (name: string) => sql.placeholder(name);

/** The values of a listing's placeholders. */
export function listingValues(filters: ProductListFilters): Record<string, unknown> {
  const values: Record<string, unknown> = { businessId: filters.accountTypeId.toLowerCase(), offset: (filters.page - 1) * filters.limit };
  namedCatalogues(filters).forEach((named, i) => Object.assign(values, namedValues(`catalogue${i}`, named)));
  if (filters.category) Object.assign(values, namedValues('category', filters.category));
  if (filters.priceRange) {
    const [min, max] = filters.priceRange;
    values.priceMin = Math.min(toPaise(min), MAX_INT);
    values.priceMax = Math.min(toPaise(max), MAX_INT);
  }
  if (filters.minRating) values.minRating = filters.minRating;
  const search = searchText(filters.search);
  if (search !== undefined) Object.assign(values, searchValues(search));
  return values;
}

/** A named catalogue's or category's values: its slug as given, and as an id, lower-cased. */
const namedValues = (name: string, given: string) => ({ [`${name}Slug`]: given, [`${name}Id`]: given.toLowerCase() });
