import type { FastifyRequest } from 'fastify';
import type { PageAnswer } from 'shared';
import { INBOX_ROUTE, OWNER_PAGE_ROUTES, SIGNUP_CONFIRM_PAGE, TRACK_ORDER_ROUTE } from 'shared/constants';
import type { RenderedDocument } from 'server-kit';
import { catalogueMeta, pageMeta, productMeta, type DocumentMeta, type MetaContext } from './document-meta';
import { documentWithHead, noindexDocument } from './head-tags';
import { requestSite } from './request-site';
import type { SiteApi } from './site-api';

/**
 * The route the API looks pages up by, as it normalises it (lower case, no trailing or doubled
 * slashes), so `/About/` and `/about` share one cached answer.
 */
function pageRoute(pathname: string): string {
  return `/${pathname.toLowerCase().split('/').filter(Boolean).join('/')}`;
}

/** The head for a page, or null when the page names something that does not exist (a product). */
async function metaFor(api: SiteApi, answer: PageAnswer, context: MetaContext): Promise<DocumentMeta | null> {
  const { keyValue, accountTypeId } = answer.websitePage;
  if (keyValue === 'product-details') {
    const name = context.query.get('name')?.trim();
    if (!name) return null;
    const product = await api.product(accountTypeId, name);
    return product.found ? productMeta(answer, product.data, context) : null;
  }
  const catalogue = context.query.get('catalogue')?.trim().toLowerCase();
  if (keyValue === 'products' && catalogue) {
    const catalogues = await api.catalogues(accountTypeId);
    const match = catalogues.found ? catalogues.data.find((c) => c.slug === catalogue || c._id === catalogue) : undefined;
    if (match) return catalogueMeta(answer, match, context);
  }
  return pageMeta(answer, context);
}

/** A document and the page answer it was made for (when the API gave one), which later steps read. */
export interface PageDocument extends RenderedDocument {
  page?: PageAnswer;
}

/**
 * Screens of the app itself rather than pages of the site (AppRoutes' own routes): they exist
 * everywhere, answer 200 and are not indexed.
 */
const APP_ONLY_PATHS = new Set(['/owner', INBOX_ROUTE, '/owner/signup', SIGNUP_CONFIRM_PAGE, '/logout', TRACK_ORDER_ROUTE]);
/** The back office's pages, each with every path below it (an order's page, say). */
const BACK_OFFICE_ROUTES: readonly string[] = Object.values(OWNER_PAGE_ROUTES);
const isAppOnly = (route: string) => APP_ONLY_PATHS.has(route) || BACK_OFFICE_ROUTES.some((page) => route === page || route.startsWith(`${page}/`));

/**
 * Answers a storefront address with the shell carrying that page's own title, description, canonical
 * URL, Open Graph and Twitter tags and (on a product) JSON-LD, so crawlers and link previews read them
 * without running a script. An address with no page (or product) is a 404 marked noindex; the browser
 * app still draws its not-found screen. When the API cannot answer, the plain shell goes out: a page
 * head is worth less than the page, and a crawler must never see a 5xx for it.
 */
export function createDocumentRenderer(api: SiteApi, defaultSubdomain: string) {
  return async (request: FastifyRequest, shell: string): Promise<PageDocument> => {
    const site = requestSite(request, defaultSubdomain);
    if (!site) return { html: shell };
    try {
      const url = new URL(request.url, site.origin);
      if (isAppOnly(pageRoute(url.pathname))) return { html: noindexDocument(shell) };
      const page = await api.page(site.subdomain, pageRoute(url.pathname));
      if (!page.found) return { html: noindexDocument(shell), statusCode: 404 };
      const meta = await metaFor(api, page.data, { origin: site.origin, query: url.searchParams });
      if (!meta) return { html: noindexDocument(shell), statusCode: 404 };
      return { html: documentWithHead(shell, meta), page: page.data };
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'page head unavailable, serving the plain shell');
      return { html: shell };
    }
  };
}
