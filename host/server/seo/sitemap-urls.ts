import { PRIVATE_PAGE_TYPES } from './document-meta';
import type { RequestSite } from './request-site';
import type { SiteApi } from './site-api';
import { absoluteUrl, cataloguePath, productPath } from './site-urls';

export interface SitemapLimits {
  /** Products asked for per listing call (the listing API's maximum). */
  pageSize: number;
  /** Products listed at most, so one sitemap never walks a huge catalogue end to end. */
  maxProducts: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { pageSize: 100, maxProducts: 5_000 };

/**
 * Page types left out of the sitemap: a visitor's own pages, the mobile-only categories page, the
 * product page without a product (each product is listed by its own address) and a page type with no
 * template.
 */
const NOT_LISTED: ReadonlySet<string> = new Set([...PRIVATE_PAGE_TYPES, 'search', 'product-details', 'loan-application']);

/**
 * Every address of a site worth a search engine's visit: its published pages, each catalogue's
 * listing and each published product, absolute on the site's origin. Null when there is no such site.
 * Throws UpstreamError when the API cannot answer: a half sitemap would read as the whole truth.
 */
export async function sitemapUrls(api: SiteApi, site: RequestSite, limits: SitemapLimits = SITEMAP_LIMITS): Promise<string[] | null> {
  const home = await api.page(site.subdomain, '/');
  if (!home.found) return null;
  const { accountTypeId } = home.data.websitePage;
  const paths = new Set<string>();
  for (const page of home.data.pages) if (!NOT_LISTED.has(page.keyValue)) paths.add(page.customRoute);

  const catalogues = await api.catalogues(accountTypeId);
  if (catalogues.found) for (const catalogue of catalogues.data) paths.add(cataloguePath(catalogue.slug));

  const lastPage = Math.ceil(limits.maxProducts / limits.pageSize);
  for (let page = 1; page <= lastPage; page += 1) {
    const list = await api.products(accountTypeId, page, limits.pageSize);
    if (!list.found) break;
    for (const product of list.data.data) paths.add(productPath(product.slug));
    if (page >= list.data.size || list.data.data.length < limits.pageSize) break;
  }
  return [...paths].map((path) => absoluteUrl(site.origin, path));
}
