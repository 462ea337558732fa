/**
 * The browser tests run their own copy of the site on ports of its own, so a site started with
 * `npm start` on the default ports can keep running beside them.
 */
export const E2E_PORTS = { api: 4100, host: 3100, storefront: 3101, chat: 3102, checkout: 3103 } as const;
export type ServiceName = keyof typeof E2E_PORTS;

export const siteUrl = (subdomain = 'demo', path = '/') => `http://${subdomain}.localhost:${E2E_PORTS.host}${path}`;
