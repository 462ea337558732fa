/**
 * Where the host shows the owner's back-office pages. Each page belongs to the app that owns its domain
 * (the catalogue to the storefront, orders and payment settings to the checkout, the widget's settings to
 * the chat, the business profile to the host); any app may link to them.
 */
export const OWNER_PAGE_ROUTES = {
  catalogue: '/owner/catalogue',
  orders: '/owner/orders',
  payments: '/owner/payments',
  dispatchPoints: '/owner/dispatch-points',
  chatSettings: '/owner/chat-settings',
  settings: '/owner/settings',
} as const;

/**
 * Set by the API on the answer to an owner's successful write: what the site shows may have changed.
 * The host's server sees it on the answers it forwards and drops that site's cached pages.
 */
export const SITE_CHANGED_HEADER = 'x-site-changed';

/**
 * The Redis channel on which a site's cached pages are dropped on every host: the API announces each
 * owner's write on it (the balancer may send API paths past the hosts), and a host announces a write it
 * forwarded. A message is JSON `{ site, from }`: the site's subdomain and the announcer's id.
 */
export const SITE_PURGE_CHANNEL = 'host:site-purge';
