/**
 * `npm run bench`: builds for production, serves the site on ports of its own, opens the demo home page
 * in Debian's Chromium and prints the gzip size of the JavaScript fetched before the first section is
 * painted, split by host, each remote and the shared libraries, against the committed budgets.
 */
import { chromium } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { classifyAsset, sharedFiles, type AssetGroup } from './classify-asset';

import * as services from '../scripts/services.cjs';

const PORTS = { api: 4200, host: 3200, storefront: 3201, chat: 3202, checkout: 3203 } as const;
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
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function startSite(dataDir: string): ChildProcess[] {
  const env = services.siteEnv(PORTS, dataDir);
  return (['api', 'host', 'storefront', 'chat', 'checkout'] as const).map((name) => {
    const { command, args, cwd } = services.serviceCommand(name);
    return spawn(command, args, { cwd, env, stdio: 'ignore' });
  });
}

async function measureHome(): Promise<Record<AssetGroup, number>> {
  const appByPort = Object.fromEntries(Object.keys(APPS).map((app) => [PORTS[app as keyof typeof APPS], app])) as Record<number, keyof typeof APPS>;
  const sharedByApp = Object.fromEntries(
    Object.entries(APPS).map(([app, dir]) => [app, sharedFiles(JSON.parse(readFileSync(join(services.ROOT, dir, 'dist', 'mf-manifest.json'), 'utf8')))]),
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
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
      if (bytes !== undefined) sizes[classifyAsset(url, appByPort, sharedByApp)] += bytes;
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

function report(sizes: Record<AssetGroup, number>): void {
  const budgets = (JSON.parse(readFileSync(join(__dirname, 'budgets.json'), 'utf8')) as { homeFirstPaintGzipBytes: Record<string, number> }).homeFirstPaintGzipBytes;
  const total = GROUPS.reduce((sum, g) => sum + sizes[g], 0);
  const rows = [...GROUPS.map((g) => [g, sizes[g]] as const), ['total', total] as const];
  console.log('\nJavaScript before the home page’s first paint (gzip -9, desktop):\n');
  console.log(`${'part'.padEnd(18)}${'KB'.padStart(9)}${'budget KB'.padStart(12)}${'of budget'.padStart(12)}`);
  for (const [name, bytes] of rows) {
    const budget = budgets[name] ?? 0;
    // A zero budget means "not before first paint at all" (the chat and the checkout on the home page).
    const ratio = budget ? `${((bytes / budget) * 100).toFixed(0)}%` : bytes === 0 ? 'none, ok' : 'over';
    console.log(`${name.padEnd(18)}${(bytes / 1024).toFixed(1).padStart(9)}${(budget / 1024).toFixed(1).padStart(12)}${ratio.padStart(12)}`);
  }
  const out = join(services.ROOT, '.data', 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'bundle-size.json'), JSON.stringify({ measuredAt: new Date().toISOString(), bytes: { ...sizes, total } }, null, 2));
  console.log(`\nFigures written to .data/bench/bundle-size.json`);
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: services.ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the production build failed');
  }
  const dataDir = join(services.ROOT, '.data', 'bench', 'data');
  rmSync(dataDir, { recursive: true, force: true });
  const processes = startSite(dataDir);
  try {
    await services.waitForHttp(`http://127.0.0.1:${PORTS.api}/health/ready`, 120_000);
    await Promise.all((['host', 'storefront', 'chat', 'checkout'] as const).map((app) => services.waitForHttp(`http://127.0.0.1:${PORTS[app]}/health/live`, 60_000)));
    report(await measureHome());
  } finally {
    for (const child of processes) child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
