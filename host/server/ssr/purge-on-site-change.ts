import type { FastifyInstance } from 'fastify';
import { SITE_CHANGED_HEADER } from 'shared/constants';
import { subdomainFromHostname } from '../../src/site/subdomain';
import type { ServerRender } from './ssr-document-renderer';
import type { SitePurgeChannel } from './purges-across-hosts';

/**
 * An owner's writes reach the API through this server (it forwards the API paths), and the API marks the
 * answer of each one that succeeded (SITE_CHANGED_HEADER): a saved section, a product, a price, a setting.
 * Then every cached page of that site is dropped and the next visit renders it anew, so the change shows
 * at once. The API sets the mark only after verifying the owner, so a visitor cannot empty the cache.
 * With several hosts (REDIS_URL), `others` carries the purge to the hosts the write did not pass through.
 */
export function purgeOnSiteChange(
  app: FastifyInstance,
  render: Pick<ServerRender, 'purgeSite'>,
  defaultSubdomain: string,
  others?: Pick<SitePurgeChannel, 'announce'>,
): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!reply.getHeader(SITE_CHANGED_HEADER)) return;
    const site = request.customDomainSite ?? subdomainFromHostname(request.hostname.replace(/:\d+$/, ''), defaultSubdomain);
    render.purgeSite(site);
    others?.announce(site);
  });
}
