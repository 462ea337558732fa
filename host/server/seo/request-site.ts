import type { FastifyRequest } from 'fastify';
import { subdomainFromHostname } from '../../src/site/subdomain';
import '../known-hosts';

/** A host as a browser sends it: a name or an IPv4/IPv6 address, and a port. Anything else is refused. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface RequestSite {
  /** Scheme, host and port the visitor used: the base of every absolute URL in the answer. */
  origin: string;
  /** The site the host name asks for, by the same rule as the browser app (first label, default site). */
  subdomain: string;
}

/**
 * The site a request is for, from its Host (or X-Forwarded-Host / -Proto behind a trusted proxy).
 * Null for a malformed host: nothing derived from it goes into a document.
 */
export function requestSite(request: FastifyRequest, defaultSubdomain: string): RequestSite | null {
  const host = request.host;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (!HOST.test(host)) return null;
  // a business's custom domain names its site (known-hosts.ts); a platform name names it by its first label
  const subdomain = request.customDomainSite ?? subdomainFromHostname(request.hostname, defaultSubdomain);
  return { origin: `${protocol}://${host.toLowerCase()}`, subdomain };
}
