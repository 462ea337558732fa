import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { join } from 'node:path';
import { API_PREFIXES, RAZORPAY_CHECKOUT_SCRIPT_URL } from 'shared/constants';
import { buildStaticApp, LEAVE_HEADERS_TO_UPSTREAM, requestHostname, REVALIDATE } from 'server-kit';
import { registerCrawlerRoutes } from './seo/crawler-routes';
import { createDocumentRenderer } from './seo/document-renderer';
import { createFederationHead } from './federation-head';
import { createSiteApi, type SiteApiOptions } from './seo/site-api';
import type { SitemapLimits } from './seo/sitemap-urls';
import { createServerRender, type ServerRenderOptions } from './ssr/ssr-document-renderer';
import { loadRenderBundle } from './ssr/load-render-bundle';
import { serverRemoteEntries } from './ssr/server-remotes';
import { purgeOnSiteChange } from './ssr/purge-on-site-change';
import { connectSitePurges } from './ssr/purges-across-hosts';
import { loadHostConfig } from './host-config';
import { refuseUnknownHosts } from './known-hosts';
import { forwardedHeaders } from './forwarded-headers';
import { registerRemoteFailureReports } from './remote-failures';
import { documentInLanguage, requestLocale } from './document-language';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remoteOriginsFromEnv, runtimeConfigFromEnv } = require('server-kit/remote-urls.cjs') as typeof import('server-kit/remote-urls.cjs');

/**
 * Razorpay's checkout: its script, and the window it draws in a frame (the sandbox gateway's are both
 * served by the API through this origin).
 */
const RAZORPAY_SCRIPT_ORIGIN = new URL(RAZORPAY_CHECKOUT_SCRIPT_URL).origin;
const RAZORPAY_FRAME_ORIGIN = 'https://api.razorpay.com';

export interface HostAppOptions {
  /** The release's browser files. */
  root: string;
  /** The host's releases folder: earlier releases' hashed files are still sent to pages opened before a release. */
  releasesDir?: string;
  apiUrl: string;
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
  /** Tuning of the page-head and sitemap reads (cache, timeout, fetch); tests shorten them. */
  seo?: Omit<SiteApiOptions, 'apiUrl'> & { sitemap?: SitemapLimits };
  /** Server rendering: the server build to load (default ../dist-server/ssr.js beside root), cache and time limits. */
  ssr?: Pick<ServerRenderOptions, 'cacheTtlMs' | 'timeoutMs'> & { bundlePath?: string };
  /** Name the storefront's files in each storefront page (default); off for a build without remotes (the bench's monolith). */
  preloadRemotes?: boolean;
  /** How long a client may take to send a whole request (server-kit's REQUEST_TIMEOUT_MS by default); tests shorten it. */
  requestTimeoutMs?: number;
}

/**
 * The shell's production server: the built host, each page's own head (title, description, link
 * previews, structured data), robots.txt and sitemap.xml, its run-time configuration, and the API's
 * paths and socket forwarded so the browser talks to one origin (cookies, CSP, no cross-origin API calls).
 */
export async function buildHostApp({ root, releasesDir, apiUrl, env = process.env, logger, seo = {}, ssr = {}, preloadRemotes = true, requestTimeoutMs }: HostAppOptions): Promise<FastifyInstance> {
  const { sitemap, ...apiOptions } = seo;
  // Checked here too, so whoever builds the app (main.ts, a test, the benchmark) gets the same refusal.
  const config = loadHostConfig(env);
  // The same default site runtime-config.json gives the browser, so server and client read one site.
  const { defaultSubdomain } = config;
  const siteApi = createSiteApi({ apiUrl, ...apiOptions });
  const { bundlePath = join(root, '..', 'dist-server', 'ssr.js'), ...ssrOptions } = ssr;
  const serverRemotes = serverRemoteEntries(env);
  const bundle = await loadRenderBundle(bundlePath, env, serverRemotes);
  let serverRender: ReturnType<typeof createServerRender> | null = null;
  const renderHead = createDocumentRenderer(siteApi, defaultSubdomain);
  // on a business's custom domain the browser cannot read its site from the host name: it is named here
  const browserConfig = (request: FastifyRequest) => ({
    ...runtimeConfigFromEnv(env, requestHostname(request), request.protocol),
    ...(request.customDomainSite ? { siteSubdomain: request.customDomainSite } : {}),
  });
  const storefrontManifestUrl = preloadRemotes ? new URL('../mf-manifest.json', serverRemotes.storefront).href : null;
  const federationHead = createFederationHead({ storefrontManifestUrl, browserConfig });
  const app = await buildStaticApp({
    root,
    ...(releasesDir === undefined ? {} : { releasesDir }),
    renderDocument: async (request, shell) =>
      documentInLanguage(
        await federationHead(request, await (serverRender ? serverRender.wrap(renderHead)(request, shell) : renderHead(request, shell))),
        requestLocale(request),
      ),
    securityHeaders: {
      peerOrigins: (request) => remoteOriginsFromEnv(env, requestHostname(request), request.protocol),
      scriptOrigins: [RAZORPAY_SCRIPT_ORIGIN],
      frameOrigins: [RAZORPAY_FRAME_ORIGIN],
      frameAncestors: config.frameAncestors,
    },
    ...(logger === undefined ? {} : { logger }),
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
  });
  refuseUnknownHosts(app, config.siteDomains, async (hostname) => {
    // `www.` of a custom domain serves the same site; a look-up is cached like every API read
    const found = await siteApi.siteByDomain(hostname.replace(/^www\./, ''));
    return found.found ? found.data : null;
  });
  if (bundle) {
    const render = createServerRender({ bundle, serverRemotes, apiUrl, defaultSubdomain, browserConfig, log: app.log, ...ssrOptions });
    serverRender = render;
    const otherHosts = config.redisUrl ? await connectSitePurges(config.redisUrl, (site) => render.purgeSite(site), app.log) : undefined;
    if (otherHosts) app.addHook('onClose', async () => otherHosts.close());
    purgeOnSiteChange(app, render, defaultSubdomain, otherHosts);
  }
  registerCrawlerRoutes(app, siteApi, defaultSubdomain, sitemap);
  registerRemoteFailureReports(app);
  // For a document that carries no configuration (every document this server renders does: federation-head.ts).
  app.get('/runtime-config.json', async (request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    return browserConfig(request);
  });
  for (const prefix of API_PREFIXES) {
    await app.register(fastifyHttpProxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      websocket: prefix === '/socket.io',
      // The API's answers keep the API's own headers (its sandbox checkout page has a policy of its own).
      config: LEAVE_HEADERS_TO_UPSTREAM,
      // The API rate-limits per client: tell it who the client is (forwarded-headers.ts).
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => forwardedHeaders(request, headers),
      },
    });
  }
  return app;
}
