/**
 * The product contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../product.ts).
 */

export const STOCK_STATUSES = ['In Stock', 'Low Stock', 'Out of Stock', 'Limited'] as const;

export const SORT_OPTIONS = ['name', 'price-low', 'price-high', 'rating', 'newest'] as const;

/**
 * The listing's order by relevance to a search: offered only while a search word is given, and then the
 * default. Without a search it reads as the default sort (name).
 */
export const RELEVANCE_SORT = 'relevance' as const;

/** Every `sortBy` the listing takes: the five sorts and, while searching, relevance. */
export const LISTING_SORT_OPTIONS = [...SORT_OPTIONS, RELEVANCE_SORT] as const;
