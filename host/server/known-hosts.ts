import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';

/** Paths any host name may ask for: a load balancer's probe names the server by an address of its own. */
const ANY_HOST_PATHS = new Set(['/health/live']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The site a custom domain names (its business's subdomain); null for every other host name. */
    customDomainSite: string | null;
  }
}

/**
 * The subdomain of the business whose custom domain a host name is; null for a name no business has.
 * Throws while it cannot tell (the API is down).
 */
export type CustomDomainLookup = (hostname: string) => Promise<string | null>;

/**
 * Whether this server serves a host name as a platform name: the domains of SITE_DOMAINS themselves (the
 * default site, with `www.`) and every subdomain of them (one business each), and plain `localhost` and
 * any IP address (the default site, for this machine, a LAN or a probe). SITE_DOMAINS is `localhost` by
 * default. Any other name may still be a business's custom domain.
 */
export function isKnownHost(hostname: string, siteDomains: readonly string[]): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || isIP(name.replace(/^\[(.*)\]$/, '$1')) !== 0) return true;
  return siteDomains.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/**
 * Answers 421 Misdirected Request to a request for a host name this server does not serve (neither a
 * platform name nor a business's custom domain), before anything is built from it: the Host header is
 * the base of every absolute address the server writes (robots.txt, the sitemap, canonical and
 * link-preview URLs), and a cache in front would keep a page built for an attacker's name. The answer
 * names nothing of the request. While the API cannot say whose a name is: 503, never cached.
 */
export function refuseUnknownHosts(app: FastifyInstance, siteDomains: readonly string[], lookup?: CustomDomainLookup): void {
  app.decorateRequest('customDomainSite', null);
  app.addHook('onRequest', async (request, reply) => {
    if (ANY_HOST_PATHS.has(request.url.split('?')[0] ?? '')) return;
    if (isKnownHost(request.hostname, siteDomains)) return;
    if (lookup) {
      let site: string | null;
      try {
        site = await lookup(request.hostname.toLowerCase().replace(/\.$/, ''));
      } catch (error) {
        request.log.warn({ err: error }, 'custom domain look-up failed');
        return reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '30').send({ message: 'Temporarily unavailable' });
      }
      if (site !== null) {
        request.customDomainSite = site;
        return;
      }
    }
    return reply.code(421).header('Cache-Control', 'no-store').send({ message: 'This server does not serve that host name.' });
  });
}
