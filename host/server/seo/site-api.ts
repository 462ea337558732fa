import type { z } from 'zod';
import { type Catalogue, type PageAnswer, type Product, type ProductListAnswer } from 'shared';
import { API_PATHS, CUSTOM_DOMAIN_PATHS } from 'shared/constants';
import { catalogueListAnswerSchema, pageAnswerSchema, productDetailsAnswerSchema, productListAnswerSchema, siteByDomainAnswerSchema } from 'shared/contracts';
import { TtlCache } from './ttl-cache';

/** An API answer, or the API's word that there is nothing there (404, or a query it refuses: 400). */
export type Lookup<T> = { found: true; data: T } | { found: false };

/** The API could not answer (down, slow, 5xx, or an answer outside the contract). */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

export interface SiteApiOptions {
  /** The API's base address (API_URL). Node's fetch cannot resolve `*.localhost`, so the site goes in the query. */
  apiUrl: string;
  /** Answers are reused this long, so a crawler walking a site does not walk the API. */
  ttlMs?: number;
  maxEntries?: number;
  /** A document waits at most this long for the API before it goes out as the plain shell. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export const SITE_API_DEFAULTS = { ttlMs: 30_000, maxEntries: 1_000, timeoutMs: 2_000 } as const;

/** The reads the host's server makes for page heads and sitemaps, each cached briefly. */
export interface SiteApi {
  page(subdomain: string, customRoute: string): Promise<Lookup<PageAnswer>>;
  product(accountTypeId: string, slug: string): Promise<Lookup<Product>>;
  catalogues(accountTypeId: string): Promise<Lookup<Catalogue[]>>;
  products(accountTypeId: string, page: number, limit: number): Promise<Lookup<ProductListAnswer>>;
  /** The subdomain of the business whose custom domain this is (found: false for none). */
  siteByDomain(domain: string): Promise<Lookup<string>>;
}

export function createSiteApi(options: SiteApiOptions): SiteApi {
  const { apiUrl, ttlMs, maxEntries, timeoutMs } = { ...SITE_API_DEFAULTS, ...options };
  const fetchImpl = options.fetch ?? fetch;
  const cache = new TtlCache<Lookup<unknown>>({ ttlMs, maxEntries, ...(options.now ? { now: options.now } : {}) });
  const base = apiUrl.replace(/\/+$/, '');

  function get<S extends z.ZodType>(path: string, query: Record<string, string | number>, schema: S): Promise<Lookup<z.output<S>>> {
    const url = `${base}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
    return cache.getOrLoad(url, async () => {
      let response: Response;
      try {
        response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new UpstreamError(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (response.status === 404 || response.status === 400) return { found: false };
      if (!response.ok) throw new UpstreamError(`${path} answered ${response.status}`);
      const parsed = schema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new UpstreamError(`${path} answered outside its contract`);
      return { found: true, data: parsed.data };
    }) as Promise<Lookup<z.output<S>>>;
  }

  const map = <T, U>(lookup: Lookup<T>, pick: (data: T) => U): Lookup<U> => (lookup.found ? { found: true, data: pick(lookup.data) } : lookup);

  return {
    // The desktop view: only the sections a visitor sees, which is where the page's picture comes from.
    page: (subdomain, customRoute) => get(API_PATHS.page, { subdomain, customRoute, viewMode: 'desktop' }, pageAnswerSchema),
    product: async (accountTypeId, slug) =>
      map(await get(API_PATHS.productDetails, { accountTypeId, slug }, productDetailsAnswerSchema), (answer) => answer.data),
    catalogues: async (accountTypeId) =>
      map(await get(API_PATHS.cataloguesByAccount, { accountTypeId }, catalogueListAnswerSchema), (answer) => answer.data),
    products: (accountTypeId, page, limit) =>
      get(API_PATHS.products, { accountTypeId, status: 'Published', page, limit }, productListAnswerSchema),
    siteByDomain: async (domain) => map(await get(CUSTOM_DOMAIN_PATHS.site, { domain }, siteByDomainAnswerSchema), (answer) => answer.subdomain),
  };
}
