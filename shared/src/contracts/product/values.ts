/**
 * The product contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../product.ts).
 */

export const STOCK_STATUSES = ['In Stock', 'Low Stock', 'Out of Stock', 'Limited'] as const;

export const SORT_OPTIONS = ['name', 'price-low', 'price-high', 'rating', 'newest'] as const;
