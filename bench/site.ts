/**
 * A private copy of the production site for measuring: its own ports (BENCH_PORT_BASE, default
 * 3200: host on the base, the remotes after it, the API at base + 1000; the load parts' second API at base
 * + 20 and hello-world at base + 21), a fresh embedded database,
 * quiet logs. Extra hosts (the same build with other settings, e.g. SSR=off) listen beside it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as services from '../scripts/services.cjs';

const PORT_BASE = Number(process.env.BENCH_PORT_BASE || 3200);
export const PORTS = { api: PORT_BASE + 1000, host: PORT_BASE, storefront: PORT_BASE + 1, chat: PORT_BASE + 2, checkout: PORT_BASE + 3 } as const;

/** Besides the site's: a second API process (realtime behind Redis) and the hello-world ceiling. */
export const BENCH_PORTS = { ...PORTS, api2: PORT_BASE + 20, helloWorld: PORT_BASE + 21 } as const;
export type BenchPorts = typeof BENCH_PORTS;

/** A second host process over the same remotes and API, with its own environment on top. */
export interface ExtraHost {
  name: string;
  port: number;
  env: NodeJS.ProcessEnv;
}

export interface RunningSite {
  stop(): void;
}

export async function startSite(extraHosts: ExtraHost[] = []): Promise<RunningSite> {
  const dataDir = join(services.ROOT, '.data', 'bench', `data-${PORTS.host}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = services.siteEnv(PORTS, dataDir);
  const children: ChildProcess[] = (['api', 'host', 'storefront', 'chat', 'checkout'] as const).map((name) => {
    const { command, args, cwd } = services.serviceCommand(name);
    return spawn(command, args, { cwd, env, stdio: 'ignore' });
  });
  for (const extra of extraHosts) {
    const { command, args, cwd } = services.serviceCommand('host');
    children.push(spawn(command, args, { cwd, env: { ...env, ...extra.env, HOST_PORT: String(extra.port) }, stdio: 'ignore' }));
  }
  const site = { stop: () => children.forEach((child) => child.kill('SIGTERM')) };
  try {
    await services.waitForHttp(`http://127.0.0.1:${PORTS.api}/health/ready`, 120_000);
    const hostPorts = [PORTS.host, PORTS.storefront, PORTS.chat, PORTS.checkout, ...extraHosts.map((extra) => extra.port)];
    await Promise.all(hostPorts.map((port) => services.waitForHttp(`http://127.0.0.1:${port}/health/live`, 60_000)));
  } catch (error) {
    site.stop();
    throw error;
  }
  return site;
}

const PRODUCTS_PATH = '/business_website/catalogue/product/get_catalogue_product_items_for_public';
const PAGE_PATH = '/business_website/page/get_published_website_specific_page';

/** The product details page of the demo site's first featured product, asked of the API at `apiUrl`. */
export async function productDetailsPath(apiUrl = `http://127.0.0.1:${PORTS.api}`): Promise<string> {
  const page = (await (await fetch(`${apiUrl}${PAGE_PATH}?subdomain=demo&customRoute=/`)).json()) as { websitePage: { accountTypeId: string } };
  const query = new URLSearchParams({ accountTypeId: page.websitePage.accountTypeId, featured: 'true', limit: '1' });
  const list = (await (await fetch(`${apiUrl}${PRODUCTS_PATH}?${query}`)).json()) as { data: { slug: string }[] };
  const slug = list.data[0]?.slug;
  if (!slug) throw new Error('the demo site has no featured product to measure');
  return `/product-details?name=${encodeURIComponent(slug)}`;
}
