import type { FastifyInstance } from 'fastify';
import { BUSINESS_SETTINGS_PATHS, CHAT_SETTINGS_PATHS, PAGE_EDIT_PATHS } from 'shared/constants';
import { subdomainFromHostname } from '../../src/site/subdomain';
import type { ServerRender } from './ssr-document-renderer';

/** The owner's saves that change what a page shows: section edits, the business profile and subdomain, the chat widget. */
const EDIT_PATHS: ReadonlySet<string> = new Set([...Object.values(PAGE_EDIT_PATHS), ...Object.values(BUSINESS_SETTINGS_PATHS), ...Object.values(CHAT_SETTINGS_PATHS)]);

/**
 * An owner's edit reaches the API through this server (it forwards the API paths), so the host sees each
 * saved edit: when one succeeds, every cached page of that site is dropped and the next visit renders
 * the page anew. Other changes (a product's stock, say) show when the short cache time runs out.
 */
export function purgeOnPageEdit(app: FastifyInstance, render: Pick<ServerRender, 'purgeSite'>, defaultSubdomain: string): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || reply.statusCode >= 300) return;
    if (!EDIT_PATHS.has(request.url.split('?')[0] ?? '')) return;
    render.purgeSite(request.customDomainSite ?? subdomainFromHostname(request.hostname.replace(/:\d+$/, ''), defaultSubdomain));
  });
}
