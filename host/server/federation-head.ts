import type { FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../src/federation/remote-registry';
import { pickRenderer } from '../src/renderer/pick-renderer';
import { SERVER_STATE_ID } from '../src/ssr/server-state';
import type { PageDocument } from './seo/document-renderer';
import { documentWithRuntimeConfig } from './runtime-config-document';
import { createRemoteAssets } from './ssr/remote-assets';

export interface FederationHeadOptions {
  /** The storefront's browser manifest (mf-manifest.json), as this server reaches it; null: name no remote files. */
  storefrontManifestUrl: string | null;
  /** The browser's run-time configuration for a request (runtime-config.json's answer). */
  browserConfig: (request: FastifyRequest) => RuntimeConfig;
  fetch?: typeof fetch;
}

/** The storefront module a page is drawn with, or null (another remote's page, a message, a 404). */
function storefrontModule(document: PageDocument): string | null {
  const websitePage = document.page?.websitePage;
  if (!websitePage || (document.statusCode !== undefined && document.statusCode !== 200)) return null;
  const renderer = pickRenderer(websitePage.templateId?.slug, websitePage.keyValue);
  return renderer.kind === 'remote' && renderer.remote === 'storefront' ? renderer.module : null;
}

/**
 * The last step of every document the host serves, server-rendered or not: the browser's run-time
 * configuration in the page, and for a storefront page the storefront's stylesheets and script
 * preloads for the module that draws it (remote-assets.ts). The browser then fetches the host's entry,
 * the storefront's entry and the module's chunks at once, instead of learning each from the one before.
 * Chat and checkout are not named: they load when the visitor asks for them.
 */
export function createFederationHead({ storefrontManifestUrl, browserConfig, ...options }: FederationHeadOptions) {
  const storefront = storefrontManifestUrl === null ? null : createRemoteAssets({ manifestUrl: storefrontManifestUrl, ...options });
  return async (request: FastifyRequest, document: PageDocument): Promise<PageDocument> => {
    const config = browserConfig(request);
    let html = documentWithRuntimeConfig(document.html, config);
    const module = storefrontModule(document);
    if (storefront && module) {
      const serverRendered = html.includes(`id="${SERVER_STATE_ID}"`);
      const tags = await storefront.headTags(module, config.remotes.storefront, { serverRendered });
      html = html.replace('</head>', () => `${tags}</head>`);
    }
    return { ...document, html };
  };
}
