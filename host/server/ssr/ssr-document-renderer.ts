import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RemoteManifests, RuntimeConfig } from '../../src/federation/remote-registry';
import type { PageDocument } from '../seo/document-renderer';
import { requestSite } from '../seo/request-site';
import type { RenderedPage, RenderRequest } from './render-page';
import { isMobileRequest } from './device-class';
import { TtlCache } from '../seo/ttl-cache';
import { documentWithBody } from './page-document';
import { createRemoteFreshness } from './remote-freshness';
import { requestLocale } from '../document-language';

/** What the server build (dist-server/ssr.js) exports. */
export interface ServerRenderBundle {
  renderPage(request: RenderRequest): Promise<RenderedPage | null>;
  registerServerRemotes(entries: Partial<RemoteManifests>): void;
}

export interface ServerRenderOptions {
  bundle: ServerRenderBundle;
  /** Where the remotes' server builds are (serverRemoteEntries); their live release is watched. */
  serverRemotes: { storefront: string };
  apiUrl: string;
  defaultSubdomain: string;
  /** The browser's run-time configuration for a request (runtime-config.json's answer). */
  browserConfig: (request: FastifyRequest) => RuntimeConfig;
  log: FastifyBaseLogger;
  /** A rendered page is reused this long unless its site is purged (an owner's edit). */
  cacheTtlMs?: number;
  cacheEntries?: number;
  /** The longest a render may take; what is not ready by then is left to the browser. */
  timeoutMs?: number;
}

export const SERVER_RENDER_DEFAULTS = { cacheTtlMs: 30_000, cacheEntries: 500, timeoutMs: 2_500 } as const;

type RenderDocument = (request: FastifyRequest, shell: string) => Promise<PageDocument>;

/** Screens of the app that are not pages of the site (owner login, logout, inbox): the browser draws them. */
const APP_SCREENS = /^\/(?:owner|logout)(?:\/|$)/;

interface CachedRender {
  page: RenderedPage | null;
  /** Every part rendered on the server (none was left to the browser): only then is it cached. */
  complete: boolean;
}

/**
 * Server rendering of the first screen, wrapped around the page-head renderer: the document that renderer
 * makes gets the page's markup and state. Rendered pages are cached per site and address (and layout and language)
 * briefly; `purgeSite` drops a site's pages when its owner saves an edit. Any failure (API, remote, time
 * limit) sends the document without markup and the browser renders the page as before: never a 5xx.
 */
export function createServerRender(options: ServerRenderOptions) {
  const { bundle, serverRemotes, apiUrl, defaultSubdomain, browserConfig, log } = options;
  const { cacheTtlMs, cacheEntries, timeoutMs } = { ...SERVER_RENDER_DEFAULTS, ...options };
  const cache = new TtlCache<CachedRender>({ ttlMs: cacheTtlMs, maxEntries: cacheEntries });
  const freshness = createRemoteFreshness({
    entries: serverRemotes,
    onChange: ({ remote, from, to }) => {
      log.info({ remote, from, to }, `the ${remote} released ${to} (was ${from}): its server code is loaded anew`);
      bundle.registerServerRemotes(serverRemotes);
      cache.clear();
    },
  });
  async function render(request: FastifyRequest, url: URL, subdomain: string, isMobile: boolean): Promise<CachedRender> {
    let complete = true;
    const rendering = bundle.renderPage({
      locale: requestLocale(request),
      url: url.pathname + url.search,
      hostname: request.hostname.replace(/:\d+$/, ''),
      subdomain,
      apiUrl,
      config: browserConfig(request),
      isMobile,
      timeoutMs,
      onError: (error) => {
        complete = false;
        log.warn({ err: error, url: request.url }, 'part of the page is left to the browser');
      },
    });
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs * 2);
    });
    try {
      const page = await Promise.race([rendering, limit]);
      return { page, complete: complete && page !== null };
    } finally {
      clearTimeout(timer);
    }
  }

  function wrap(renderHead: RenderDocument): RenderDocument {
    return async (request, shell) => {
      const document = await renderHead(request, shell);
      if (document.statusCode !== undefined && document.statusCode !== 200) return document;
      const site = requestSite(request, defaultSubdomain);
      if (!site) return document;
      const url = new URL(request.url, site.origin);
      if (APP_SCREENS.test(url.pathname)) return document;
      const isMobile = isMobileRequest(request.headers);
      const key = `${site.origin}${url.pathname}${url.search}#${isMobile ? 'mobile' : 'desktop'}#${requestLocale(request)}`;
      void freshness.poke();
      try {
        const { page } = await cache.getOrLoad(key, () => render(request, url, site.subdomain, isMobile), { group: site.subdomain, keep: (result) => result.complete });
        const html = page ? documentWithBody(document.html, page) : null;
        return html ? { ...document, html } : document;
      } catch (error) {
        log.warn({ err: error, url: request.url }, 'server render failed, the browser renders the page');
        return document;
      }
    };
  }

  return {
    wrap,
    /** Drops every cached page of a site (its owner saved an edit); returns how many. */
    purgeSite: (subdomain: string) => cache.purgeGroup(subdomain),
  };
}

export type ServerRender = ReturnType<typeof createServerRender>;
