const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The site a host name asks for: its first label (`demo.localhost` → `demo`), ignoring a leading
 * `www`. Plain `localhost` and bare IP addresses name no site and fall back to the configured default.
 */
export function subdomainFromHostname(hostname: string, defaultSubdomain: string): string {
  const labels = hostname.toLowerCase().replace(/^www\./, '').split('.').filter(Boolean);
  if (labels.length < 2 || IPV4.test(hostname) || hostname.includes(':')) return defaultSubdomain;
  return labels[0] ?? defaultSubdomain;
}
