/**
 * JavaScript before first paint: opens the demo home page in Debian's Chromium and sums the gzip size
 * of the scripts fetched before the first section is painted, split by host, each remote and the
 * shared libraries, against the committed budgets.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as services from '../scripts/services.cjs';
import { classifyAsset, sharedFiles, type AssetGroup } from './classify-asset';
import { PORTS } from './site';

const APPS = { host: 'host', storefront: 'remote-storefront', chat: 'remote-chat', checkout: 'remote-checkout' } as const;
const GROUPS: AssetGroup[] = ['host', 'storefront', 'chat', 'checkout', 'shared libraries'];
const MARK_FIRST_SECTION = `
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-section]')) {
      window.firstSectionAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });`;
const SCRIPTS_BEFORE_FIRST_SECTION = `performance.getEntriesByType('resource')
  .filter((entry) => entry.startTime < window.firstSectionAt && new URL(entry.name).pathname.endsWith('.js'))
  .map((entry) => entry.name)`;
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export type GroupSizes = Record<AssetGroup | 'total', number>;

/** Gzip bytes of the scripts fetched before the home page's first section, by group (`listFiles` prints each). */
export async function measureHome(listFiles = false): Promise<GroupSizes> {
  const appByPort = Object.fromEntries(Object.keys(APPS).map((app) => [PORTS[app as keyof typeof APPS], app])) as Record<number, keyof typeof APPS>;
  const sharedByApp = Object.fromEntries(
    Object.entries(APPS).map(([app, dir]) => [app, sharedFiles(JSON.parse(readFileSync(join(services.ROOT, dir, 'dist', 'mf-manifest.json'), 'utf8')))]),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The moment the first section is in the DOM, taken in the page so no polling delay blurs it.
    // (Scripts go to the page as text: tsx would wrap functions in helpers the page lacks.)
    await page.addInitScript(MARK_FIRST_SECTION);
    const gzipBytes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      gzipBytes.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(`http://demo.localhost:${PORTS.host}/`);
    await page.locator('[data-section]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const beforePaint = (await page.evaluate(SCRIPTS_BEFORE_FIRST_SECTION)) as string[];
    const sizes = Object.fromEntries(GROUPS.map((g) => [g, 0])) as Record<AssetGroup, number>;
    for (const url of beforePaint) {
      const bytes = await gzipBytes.get(url);
      if (bytes === undefined) continue;
      const group = classifyAsset(url, appByPort, sharedByApp);
      sizes[group] += bytes;
      // Each script, to find what a group's figure is made of.
      if (listFiles) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${group.padEnd(17)} ${url}`);
    }
    return { ...sizes, total: GROUPS.reduce((sum, g) => sum + sizes[g], 0) };
  } finally {
    await browser.close();
  }
}

/** The table printed and written to the results: each group against its budget. */
export function bundleTable(sizes: GroupSizes): string {
  const budgets = (JSON.parse(readFileSync(join(__dirname, 'budgets.json'), 'utf8')) as { homeFirstPaintGzipBytes: Record<string, number> }).homeFirstPaintGzipBytes;
  const lines = [`| part | KB gzip | budget KB | of budget |`, `| --- | ---: | ---: | ---: |`];
  for (const name of [...GROUPS, 'total'] as const) {
    const bytes = sizes[name];
    const budget = budgets[name] ?? 0;
    // A zero budget means "not before first paint at all" (the chat and the checkout on the home page).
    const ratio = budget ? `${((bytes / budget) * 100).toFixed(0)}%` : bytes === 0 ? 'none, ok' : 'over';
    lines.push(`| ${name} | ${(bytes / 1024).toFixed(1)} | ${(budget / 1024).toFixed(1)} | ${ratio} |`);
  }
  return lines.join('\n');
}
