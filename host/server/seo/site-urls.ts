/** Query parameters that name a page's content, by page type; the rest (chat, source, search, tracking) do not. */
const CONTENT_PARAMS: Record<string, readonly string[]> = {
  'product-details': ['name'],
  products: ['catalogue', 'category', 'page'],
};

/**
 * A site-relative or absolute URL made absolute on the site's origin. Images are stored as
 * `/uploads/...`; link previews and structured data need the full address.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).href;
  } catch {
    return `${origin}/`;
  }
}

/**
 * The canonical address of a page: the page's own route (as the API names it, lower case, no trailing
 * slash) and only the query parameters that change its content, in a fixed order; page 1 is the
 * listing itself. So `/Products/?page=1&chat=open&catalogue=sarees` is `/products?catalogue=sarees`.
 */
export function canonicalUrl(origin: string, pageType: string, route: string, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of CONTENT_PARAMS[pageType] ?? []) {
    const value = query.get(name)?.trim();
    if (!value || (name === 'page' && value === '1')) continue;
    kept.set(name, value);
  }
  const search = kept.toString();
  return absoluteUrl(origin, `${route}${search ? `?${search}` : ''}`);
}

/** Address of a product's page, as the storefront links it. */
export const productPath = (slug: string) => `/product-details?name=${encodeURIComponent(slug)}`;

/** Address of a catalogue's listing, as the storefront links it. */
export const cataloguePath = (slug: string) => `/products?catalogue=${encodeURIComponent(slug)}`;
