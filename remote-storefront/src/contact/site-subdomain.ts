import { customDomainSite } from 'shared';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The `subdomain` the contact call names: the first label of the page's host name (`demo.localhost` →
 * `demo`, a leading `www.` ignored), as the shell finds the site. A host name that names no site (plain
 * `localhost`, an IP address) answers `localhost`, which the API serves as its default site. On a
 * business's custom domain, the site its page names.
 */
export function siteSubdomain(hostname: string): string {
  // a business's custom domain: the page names its site
  const named = customDomainSite();
  if (named) return named;
  const host = hostname.trim().toLowerCase();
  const labels = host.replace(/^www\./, '').split('.').filter(Boolean);
  if (labels.length < 2 || IPV4.test(host) || host.includes(':')) return 'localhost';
  return labels[0] ?? 'localhost';
}
