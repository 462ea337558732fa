/** The product listing's sort and filters, and its pagination window. */
export * from './product-filters';
export * from './pagination-window';
