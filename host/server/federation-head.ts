import type { FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../src/federation/remote-registry';
import { pickRenderer } from '../src/renderer/pick-renderer';
import { SERVER_STATE_ID } from '../src/ssr/server-state';
import { isMobileRequest } from './ssr/device-class';
import type { PageDocument } from './seo/document-renderer';
import { escapeHtml } from './seo/html-escape';
import { documentWithRuntimeConfig } from './runtime-config-document';
import { createRemoteStylesheets } from './ssr/remote-stylesheets';

export interface FederationHeadOptions {
  /** The storefront's browser manifest (mf-manifest.json), as this server reaches it; null: name no remote files. */
  storefrontManifestUrl: string | null;
  /** The browser's run-time configuration for a request (runtime-config.json's answer). */
  browserConfig: (request: FastifyRequest) => RuntimeConfig;
  fetch?: typeof fetch;
}

/** The storefront module a page is drawn with on a layout, or null (another remote's page, a message, a 404). */
function storefrontModule(document: PageDocument, isMobile: boolean): string | null {
  const websitePage = document.page?.websitePage;
  if (!websitePage || (document.statusCode !== undefined && document.statusCode !== 200)) return null;
  const renderer = pickRenderer(websitePage.templateId?.slug, websitePage.keyValue, isMobile);
  return renderer.kind === 'remote' && renderer.remote === 'storefront' ? renderer.module : null;
}

/**
 * The last step of every document the host serves, server-rendered or not: the browser's run-time
 * configuration in the page, and for a storefront page either the stylesheets of the module it shows
 * (server-rendered, remote-stylesheets.ts) or, when the browser renders it, `<link rel="preload"
 * as="script">` for the storefront's remoteEntry.js, so the browser fetches it beside the host's entry
 * instead of after it (the module's chunks then come one hop later, named by the entry).
 *
 * The module's chunks are not preloaded: a preload that failed (the storefront down as the page
 * loaded) is what Chromium hands the runtime again when Try Again asks for the same file, so Try
 * Again could never succeed. The entry is safe: the runtime always asks for it first, which uses up
 * the preload, failed or not, and Try Again fetches it anew. Chat and checkout are not named: they
 * load when the visitor asks for them.
 */
export function createFederationHead({ storefrontManifestUrl, browserConfig, ...options }: FederationHeadOptions) {
  const stylesheets = storefrontManifestUrl === null ? null : createRemoteStylesheets({ manifestUrl: storefrontManifestUrl, ...options });
  return async (request: FastifyRequest, document: PageDocument): Promise<PageDocument> => {
    const config = browserConfig(request);
    let html = documentWithRuntimeConfig(document.html, config);
    const module = storefrontModule(document, isMobileRequest(request.headers));
    if (stylesheets && module) {
      const entry = config.remotes.storefront;
      const serverRendered = html.includes(`id="${SERVER_STATE_ID}"`);
      // A server-rendered page links the module's stylesheets; a page the browser renders preloads the
      // entry instead, as everything it shows waits for scripts (see page-document.ts for why a
      // server-rendered page preloads no script).
      const tags = serverRendered
        ? await stylesheets.links(module, new URL('.', entry).href)
        : `<link rel="preload" as="script" href="${escapeHtml(entry)}">`;
      html = html.replace('</head>', () => `${tags}</head>`);
    }
    return { ...document, html };
  };
}
