import { RUNTIME_CONFIG_ID } from '../contracts/custom-domain/values';

/**
 * The site a business's custom domain serves (its subdomain), as the host's server wrote it in the page's
 * run-time configuration; null on a platform host name (`demo.localhost`), whose first label names the
 * site, and outside a browser.
 */
export function customDomainSite(doc: Document | null = typeof document === 'undefined' ? null : document): string | null {
  const text = doc?.getElementById(RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const site = (JSON.parse(text) as { siteSubdomain?: unknown }).siteSubdomain;
    return typeof site === 'string' && /^[a-z0-9-]{1,63}$/.test(site) ? site : null;
  } catch {
    return null;
  }
}
