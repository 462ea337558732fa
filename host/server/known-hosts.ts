import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';

/** Paths any host name may ask for: a load balancer's probe names the server by an address of its own. */
const ANY_HOST_PATHS = new Set(['/health/live']);

/**
 * Whether this server serves a host name: the domains of SITE_DOMAINS themselves (the default site,
 * with `www.`) and every subdomain of them (one business each), and plain `localhost` and any IP
 * address (the default site, for this machine, a LAN or a probe). SITE_DOMAINS is `localhost` by default.
 */
export function isKnownHost(hostname: string, siteDomains: readonly string[]): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || isIP(name.replace(/^\[(.*)\]$/, '$1')) !== 0) return true;
  return siteDomains.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/**
 * Answers 421 Misdirected Request to a request for a host name this server does not serve, before
 * anything is built from it: the Host header is the base of every absolute address the server writes
 * (robots.txt, the sitemap, canonical and link-preview URLs), and a cache in front would keep a page
 * built for an attacker's name. The answer names nothing of the request.
 */
export function refuseUnknownHosts(app: FastifyInstance, siteDomains: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (ANY_HOST_PATHS.has(request.url.split('?')[0] ?? '')) return;
    if (isKnownHost(request.hostname, siteDomains)) return;
    return reply.code(421).header('Cache-Control', 'no-store').send({ message: 'This server does not serve that host name.' });
  });
}
