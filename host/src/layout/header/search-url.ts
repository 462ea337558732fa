/** The product listing's route, where the header search lands. */
export const PRODUCTS_PATH = '/products';

/** Query params of the listing a new search keeps (spec: changing the search resets the page to 1). */
const KEPT_ON_LISTING = ['catalogue', 'category'] as const;

/** True on the listing route (`/products`, `/products/`, any case). */
export function isProductsPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === PRODUCTS_PATH;
}

/**
 * The listing URL for a search: `/products?search=...`, keeping `catalogue` and `category` when the
 * visitor is already on the listing (a search within the chosen catalogue), and without `page`, so
 * the results start at page 1. A blank search shows the listing unfiltered.
 */
export function productsSearchUrl(search: string, pathname: string, currentQuery: string): string {
  const next = new URLSearchParams();
  if (isProductsPath(pathname)) {
    const current = new URLSearchParams(currentQuery);
    for (const key of KEPT_ON_LISTING) {
      const value = current.get(key);
      if (value) next.set(key, value);
    }
  }
  const term = search.trim();
  if (term) next.set('search', term);
  const query = next.toString();
  return query ? `${PRODUCTS_PATH}?${query}` : PRODUCTS_PATH;
}
