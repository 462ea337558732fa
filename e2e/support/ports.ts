/**
 * The browser tests run their own copy of the site on ports of its own (3100–3103 and 4100 unless
 * E2E_PORT_BASE moves them), so a site started with `npm start` can keep running beside them, and
 * two test runs on one machine can use two bases.
 */
const base = Number(process.env.E2E_PORT_BASE || 3100);

export const E2E_PORTS = { api: base + 1000, host: base, storefront: base + 1, chat: base + 2, checkout: base + 3 } as const;
export type ServiceName = keyof typeof E2E_PORTS;

export const siteUrl = (subdomain = 'demo', path = '/') => `http://${subdomain}.localhost:${E2E_PORTS.host}${path}`;
