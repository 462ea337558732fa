/**
 * JavaScript per page: opens the demo site in Debian's Chromium and sums the gzip size of the scripts
 * a page's first screen loads (home, listing and a product's details on a desktop and on a phone, the
 * cart on a phone), or up to the end of an interaction (the home page with the chat opened), split by
 * host, each remote and the shared libraries, against the committed budgets (budgets.json).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as services from '../scripts/services.cjs';
import { classifyAsset, sharedFiles, type AssetGroup } from './classify-asset';
import { sumByGroup, type Budgets, type PageRow } from './page-budgets';
import { PORTS, productDetailsPath } from './site';

export { type GroupSizes, type PageRow } from './page-budgets';

const APPS = { host: 'host', storefront: 'remote-storefront', chat: 'remote-chat', checkout: 'remote-checkout' } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** A mid-range Android phone, so the server renders its mobile layout and the browser keeps it. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/**
 * The first screen's scripts: those requested before the host marks the first screen live
 * (`first-screen-live`: hydrated, its content shown and the browser's stored state read, which a first
 * visit does without zod's schemas). The server-rendered HTML paints before any script runs, so "scripts requested before
 * the first section is in the DOM" is a race with the network (51.7 KB on a quiet machine, 223.7 under
 * load, from one build); this is what a phone downloads before the first screen is usable. What loads
 * later on its own (the chat widget once the page is idle, the schemas) is not counted; without the
 * mark (a page the browser renders itself) every script up to the network's rest counts.
 */
const FIRST_SCREEN_SCRIPTS = `(() => {
  const live = performance.getEntriesByName('first-screen-live')[0];
  const until = live ? live.startTime : Infinity;
  return performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime < until && new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => entry.name);
})()`;
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** One measured page: where it is, what marks its first paint, or the interaction whose scripts count. */
interface PageSpec {
  page: string;
  path: string;
  device: typeof DESKTOP | typeof PHONE;
  /** The first screen is painted once this selector matches. */
  paintedWhen: string;
  /** An interaction after it: then every script counts, up to its end and the network being idle. */
  interact?: (page: Page) => Promise<void>;
}

async function pageSpecs(): Promise<PageSpec[]> {
  const detailsPath = await productDetailsPath();
  return [
    // Each first screen on a desktop and on a phone: the server renders each device its own layout,
    // and each loads only its own layout's code.
    { page: 'home', path: '/', device: DESKTOP, paintedWhen: '[data-section]' },
    { page: 'home (390 px)', path: '/', device: PHONE, paintedWhen: '[data-section]' },
    { page: 'listing', path: '/products', device: DESKTOP, paintedWhen: '[data-page-type] article' },
    { page: 'listing (390 px)', path: '/products', device: PHONE, paintedWhen: '[data-page-type] article' },
    { page: 'product details', path: detailsPath, device: DESKTOP, paintedWhen: '[data-page-type] h1' },
    { page: 'product details (390 px)', path: detailsPath, device: PHONE, paintedWhen: '[data-page-type] h1' },
    { page: 'cart (390 px)', path: '/cart', device: PHONE, paintedWhen: '#cart-title' },
    {
      page: 'home, chat opened',
      path: '/',
      device: DESKTOP,
      paintedWhen: '[data-section]',
      interact: async (page) => {
        // A first visit may open the chat by itself once the page is idle; otherwise the shopper does.
        const widget = page.getByRole('dialog').first();
        if (!(await widget.isVisible())) await page.getByRole('button', { name: 'Open chat' }).first().click({ timeout: 15_000 });
        await widget.waitFor();
      },
    },
  ];
}

/** What tells a script's group: the app serving it, and each app's list of shared-module files. */
function classifier(): (url: string) => AssetGroup {
  const appByPort = Object.fromEntries(Object.keys(APPS).map((app) => [PORTS[app as keyof typeof APPS], app])) as Record<number, keyof typeof APPS>;
  const sharedByApp = Object.fromEntries(
    Object.entries(APPS).map(([app, dir]) => [app, sharedFiles(JSON.parse(readFileSync(join(services.ROOT, dir, 'dist', 'mf-manifest.json'), 'utf8')))]),
  );
  return (url) => classifyAsset(url, appByPort, sharedByApp);
}

async function measurePage(browser: Browser, spec: PageSpec, groupOf: (url: string) => AssetGroup, listFiles: boolean): Promise<PageRow> {
  const context = await browser.newContext(spec.device);
  try {
    const page = await context.newPage();
    const gzipBytes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      gzipBytes.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    });
    await page.goto(`http://demo.localhost:${PORTS.host}${spec.path}`);
    await page.locator(spec.paintedWhen).first().waitFor();
    await page.waitForLoadState('networkidle');
    if (spec.interact) {
      await spec.interact(page);
      await page.waitForLoadState('networkidle');
    }
    const counted = spec.interact ? [...gzipBytes.keys()] : ((await page.evaluate(FIRST_SCREEN_SCRIPTS)) as string[]);
    const scripts: { group: AssetGroup; bytes: number }[] = [];
    for (const url of counted) {
      const bytes = await gzipBytes.get(url);
      if (bytes === undefined) continue;
      const group = groupOf(url);
      scripts.push({ group, bytes });
      // Each script, to find what a group's figure is made of.
      if (listFiles) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${spec.page.padEnd(18)} ${group.padEnd(17)} ${url}`);
    }
    return { page: spec.page, moment: spec.interact ? 'chat opened' : 'first screen', sizes: sumByGroup(scripts) };
  } finally {
    await context.close();
  }
}

/**
 * Gzip bytes of the JavaScript of the first screen of home, the listing, a product's details and the
 * cart on a phone, and of the home page with the chat opened, by group. `listFiles` prints each script.
 */
export async function measurePages(listFiles = false): Promise<PageRow[]> {
  const groupOf = classifier();
  const specs = await pageSpecs();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows: PageRow[] = [];
    for (const spec of specs) {
      try {
        rows.push(await measurePage(browser, spec, groupOf, listFiles));
      } catch (error) {
        // One page that cannot be measured (say the site has no chat) leaves the others' figures.
        if (spec.page === 'home') throw error;
        console.warn(`${spec.page}: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** The committed budgets: the home page's by group, and each measured page's. */
export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(__dirname, 'budgets.json'), 'utf8')) as Budgets;
}
