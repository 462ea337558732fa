import type { ListingSort } from '../../contracts';
import { DEFAULT_PRODUCT_SORT, PRICE_SLIDER_DEFAULT_MAX, PRODUCT_SORT_OPTIONS, RATING_FILTERS } from '../constants';

/** A price range in rupees, [minimum, maximum]. */
export type PriceRange = readonly [number, number];

/**
 * The mobile listing's Filters & Sort choices (spec: inStockOnly, freeShipping, onSale, minRating 0-4,
 * priceRange [min,max], sortBy). `priceRange` null means the whole range: no price filter is sent.
 * `sortBy` is relevance only while a search word is given (`sortFor`).
 */
export interface ProductFilters {
  inStockOnly: boolean;
  freeShipping: boolean;
  onSale: boolean;
  /** 0 (any rating) or one of RATING_FILTERS: that many stars and up. */
  minRating: number;
  priceRange: PriceRange | null;
  sortBy: ListingSort;
}

export const DEFAULT_PRODUCT_FILTERS: ProductFilters = {
  inStockOnly: false,
  freeShipping: false,
  onSale: false,
  minRating: 0,
  priceRange: null,
  sortBy: DEFAULT_PRODUCT_SORT,
};

/** The sort the listing starts with: relevance while a search word is given, else name (A-Z). */
export function defaultSortFor(search: string): ListingSort {
  return search.trim() ? 'relevance' : DEFAULT_PRODUCT_SORT;
}

/** The sort in force: `chosen` when it applies, the default otherwise (relevance needs a search word). */
export function sortFor(chosen: ListingSort | null | undefined, search: string): ListingSort {
  if (!chosen || (chosen === 'relevance' && !search.trim())) return defaultSortFor(search);
  return chosen;
}

/** The sort control's choices: 'Relevance' first while a search word is given, then the spec's five. */
export function sortOptionsFor(search: string): readonly { value: ListingSort; label: string }[] {
  return search.trim() ? [{ value: 'relevance', label: 'Relevance' }, ...PRODUCT_SORT_OPTIONS] : PRODUCT_SORT_OPTIONS;
}

/** Spec: "minRating (0-4; choosing the same rating again resets to 0)". Unknown ratings also give 0. */
export function toggleMinRating(current: number, chosen: number): number {
  if (!(RATING_FILTERS as readonly number[]).includes(chosen)) return 0;
  return current === chosen ? 0 : chosen;
}

/** Spec: "Price slider default max 1000 (or server maxSalePrice)": whole rupees, rounded up so every price fits. */
export function priceSliderMax(maxSalePrice: number | null | undefined): number {
  return typeof maxSalePrice === 'number' && Number.isFinite(maxSalePrice) && maxSalePrice > 0 ? Math.ceil(maxSalePrice) : PRICE_SLIDER_DEFAULT_MAX;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Number.isFinite(value) ? value : low));

/**
 * Moves the minimum thumb. Spec: "priceRange [min,max] (min may not exceed max and vice versa)": the
 * minimum stops at the maximum and at 0.
 */
export function withRangeMin(range: PriceRange, value: number, sliderMax: number): PriceRange {
  const max = clamp(range[1], 0, sliderMax);
  return [clamp(value, 0, max), max];
}

/** Moves the maximum thumb: it stops at the minimum and at the slider's end. */
export function withRangeMax(range: PriceRange, value: number, sliderMax: number): PriceRange {
  const min = clamp(range[0], 0, sliderMax);
  return [min, clamp(value, min, sliderMax)];
}

/** The range the slider shows: the chosen one held inside the slider, or the whole slider. */
export function sliderRange(range: PriceRange | null, sliderMax: number): PriceRange {
  if (!range) return [0, sliderMax];
  const max = clamp(range[1], 0, sliderMax);
  return [clamp(range[0], 0, max), max];
}

/** A range covering the whole slider filters nothing: it is stored as null (no `priceRange` sent). */
export function normalisedPriceRange(range: PriceRange, sliderMax: number): PriceRange | null {
  const [min, max] = sliderRange(range, sliderMax);
  return min <= 0 && max >= sliderMax ? null : [min, max];
}

/** How many filters differ from the defaults (the badge on the Filters & Sort button); sorting is not a filter. */
export function activeFilterCount(filters: ProductFilters): number {
  return [filters.inStockOnly, filters.freeShipping, filters.onSale, filters.minRating > 0, filters.priceRange !== null].filter(Boolean).length;
}
