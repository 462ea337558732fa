/**
 * The address of the site once it moved to `next`: the same scheme and port, the host name's first label
 * replaced when it was the old subdomain (`demo.localhost:3000` → `asha.localhost:3000`), else `next`
 * put in front of it (plain `localhost` serving the default site), as the sign-up's confirmation page does.
 */
export function movedSiteOrigin(next: string, previous: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'>): string {
  const labels = location.hostname.split('.');
  const host = labels[0] === previous && labels.length > 1 ? [next, ...labels.slice(1)].join('.') : `${next}.${location.hostname}`;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}`;
}

/** The host name the site's subdomain is put in front of, as the owner reads it (`.localhost:3000`). */
export function siteSuffix(subdomain: string, location: Pick<Location, 'hostname' | 'port'>): string {
  const labels = location.hostname.split('.');
  const rest = labels[0] === subdomain && labels.length > 1 ? labels.slice(1).join('.') : location.hostname;
  return `.${rest}${location.port ? `:${location.port}` : ''}`;
}
