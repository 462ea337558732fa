/**
 * Federation's own cost: the home page, the listing and a product's details loaded from the
 * federated site and from the same site built as one monolithic bundle (bench/monolith), both
 * client-rendered (the federated host runs with SSR=off, the monolith has no server build); for each
 * the gzip bytes and requests before first paint and the depth of the request waterfall, read from
 * Chromium's own network events (initiators, and the JSON answers that named the next files: see
 * waterfall.ts), and the ratio to the monolith against the budget.
 *
 * `measureFederationCost(...)` is the bench's `federation` part; run alone:
 *   npm run bench:federation -w bench [-- --no-build] [-- --runs=N] [-- --chains] [-- --files]
 * (serves the production build, which must exist, on BENCH_PORT_BASE's ports).
 */
import { chromium, type Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bundle-size';
import { compareBuilds, federationCostTable, loadFigures, requestKind, type FederationCostRow, type LoadFigures, type RecordedRequest } from './federation-cost-figures';
import { median } from './median';
import { monolithBuildCommand, monolithBuilt, startMonolithServer } from './monolith/serve';
import { PORTS, productDetailsPath, startSite } from './site';
import type { Initiator, JsonAnswer } from './waterfall';

export { federationCostTable, type FederationCostRow };

/** Each page, and what is on screen once its content is painted (its first section, product card, product name). */
const PAGES = [
  { page: 'home', path: '/', painted: '[data-section]' },
  { page: 'listing', path: '/products', painted: '[data-page-type] article' },
  { page: 'product details', path: null, painted: '.sf-pd-name' },
] as const;

// Page scripts go in as text: tsx would wrap functions in helpers the page lacks.
// Work the page leaves for an idle moment (the chat widget, sections' hydration) is held until the
// content is painted, in both builds: whether an idle moment comes before the paint is a race (the
// page waits for its API answers meanwhile), which flipped a page's figure between 1.18x and 0.96x
// from one run to the next. Held, the figure counts the page's own path to its content, every time.
const markPainted = (selector: string) => `
  const requestIdle = window.requestIdleCallback && window.requestIdleCallback.bind(window);
  const cancelIdle = window.cancelIdleCallback && window.cancelIdleCallback.bind(window);
  const held = new Map();
  let nextHeld = -1;
  if (requestIdle) {
    window.requestIdleCallback = (callback, options) => {
      if (window.paintedAt !== undefined) return requestIdle(callback, options);
      held.set(nextHeld, [callback, options]);
      return nextHeld--;
    };
    window.cancelIdleCallback = (handle) => (held.delete(handle) ? undefined : cancelIdle(handle));
  }
  const observer = new MutationObserver(() => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.paintedAt = performance.now();
      observer.disconnect();
      for (const [callback, options] of held.values()) requestIdle(callback, options);
      held.clear();
    }
  });
  observer.observe(document, { childList: true, subtree: true });`;
const STARTED_BEFORE_PAINT = `performance.getEntriesByType('resource')
  .filter((entry) => entry.startTime < window.paintedAt)
  .map((entry) => entry.name)`;

export interface FederationCostOptions {
  /** A host of the federated production build serving with SSR=off. */
  federatedPort: number;
  /** Where the monolith is served while measuring (started and stopped here). */
  monolithPort: number;
  apiUrl: string;
  /** Build the monolith first (default); false reuses the last build, built only if there is none. */
  build?: boolean;
  /** Page loads per page and build; each figure is the median (default 3). */
  runs?: number;
}

export function buildMonolith(): void {
  const { command, args, cwd } = monolithBuildCommand();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the monolithic build failed');
}

interface CdpRequestEvent {
  requestId: string;
  timestamp: number;
  request: { url: string };
  initiator: Initiator;
  type?: string;
}

/** Fetched JSON of the apps themselves (runtime-config.json, mf-manifest.json): what may name later requests. */
const isAppJson = (request: RecordedRequest) => (request.type === 'Fetch' || request.type === 'XHR') && requestKind(request.url, request.type) === 'app';

/** One cold load (fresh browser context, empty cache, desktop viewport) until `painted` shows and the network is idle. */
async function loadOnce(browser: Browser, url: string, painted: string): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(markPainted(painted));
    const cdp = await context.newCDPSession(page);
    const sent: RecordedRequest[] = [];
    const indexById = new Map<string, number>();
    const finishedAt = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event: CdpRequestEvent) => {
      if (/^(data|blob):/.test(event.request.url)) return;
      indexById.set(event.requestId, sent.length);
      sent.push({ url: event.request.url, initiator: event.initiator, type: event.type ?? 'Other', sentAt: event.timestamp });
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number }) => finishedAt.set(event.requestId, event.timestamp));
    await cdp.send('Network.enable');
    // Async stacks, so a chunk requested by code that awaited something still names the code's file.
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
    const gzipBytes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (requestKind(response.url(), type[0]?.toUpperCase() + type.slice(1)) !== 'app' || /^(data|blob):/.test(response.url())) return;
      gzipBytes.set(
        response.url(),
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
    });
    await page.goto(url);
    await page.locator(painted).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const beforePaint = (await page.evaluate(STARTED_BEFORE_PAINT)) as string[];
    const sizes = new Map<string, number>();
    for (const [file, bytes] of gzipBytes) sizes.set(file, await bytes);
    const answers: JsonAnswer[] = [];
    for (const [requestId, index] of indexById) {
      const request = sent[index];
      const finished = finishedAt.get(requestId);
      if (!request || finished === undefined || !isAppJson(request)) continue;
      const { body, base64Encoded } = (await cdp.send('Network.getResponseBody', { requestId })) as { body: string; base64Encoded: boolean };
      answers.push({ index, finishedAt: finished, text: base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body });
    }
    return loadFigures(sent, beforePaint, sizes, answers);
  } finally {
    await context.close();
  }
}

/** The median of each figure over `runs` loads; the chain is the deepest run's. */
async function measureLoad(browser: Browser, url: string, painted: string, runs: number): Promise<LoadFigures> {
  const loads: LoadFigures[] = [];
  for (let run = 0; run < runs; run += 1) loads.push(await loadOnce(browser, url, painted));
  const of = (pick: (load: LoadFigures) => number) => median(loads.map(pick));
  const deepest = loads.reduce((a, b) => (b.depth > a.depth ? b : a));
  const { gzipBytes, requests, appRequests, depth } = { gzipBytes: of((l) => l.gzipBytes), requests: of((l) => l.requests), appRequests: of((l) => l.appRequests), depth: of((l) => l.depth) };
  // The files of the load nearest the median bytes, so the list adds up to about the figure.
  const typical = loads.reduce((a, b) => (Math.abs(b.gzipBytes - gzipBytes) < Math.abs(a.gzipBytes - gzipBytes) ? b : a));
  return { gzipBytes, requests, appRequests, depth, deepestChain: deepest.deepestChain, files: typical.files };
}

/** Measures every page on both builds; the caller's site (API, remotes, the SSR=off host) must be running. */
export async function measureFederationCost({ federatedPort, monolithPort, apiUrl, build = true, runs = 3 }: FederationCostOptions): Promise<FederationCostRow[]> {
  if (build || !monolithBuilt()) buildMonolith();
  const monolith = await startMonolithServer({ port: monolithPort, apiUrl });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows: FederationCostRow[] = [];
    for (const { page, path, painted } of PAGES) {
      const pagePath = path ?? (await productDetailsPath(apiUrl));
      console.log(`Federation's cost: ${page}, ${runs} loads of each build…`);
      const federated = await measureLoad(browser, `http://demo.localhost:${federatedPort}${pagePath}`, painted, runs);
      const mono = await measureLoad(browser, `http://demo.localhost:${monolithPort}${pagePath}`, painted, runs);
      rows.push(compareBuilds(page, pagePath, federated, mono));
    }
    return rows;
  } finally {
    await browser.close();
    await monolith.close();
  }
}

/**
 * Starts the bench site with a host of the same build with SSR=off beside it (its host + 50) and measures
 * federation's cost against the monolith served at host + 51 (5850 and 5851 with BENCH_PORT_BASE=5800).
 */
export async function runFederationCost({ build, runs }: { build: boolean; runs: number }): Promise<FederationCostRow[]> {
  const federatedPort = PORTS.host + 50;
  const site = await startSite([{ name: 'SSR=off', port: federatedPort, env: { SSR: 'off' } }]);
  try {
    return await measureFederationCost({ federatedPort, monolithPort: PORTS.host + 51, apiUrl: `http://127.0.0.1:${PORTS.api}`, build, runs });
  } finally {
    site.stop();
  }
}

async function main(): Promise<void> {
  const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const rows = await runFederationCost({ build: !process.argv.includes('--no-build'), runs: Number(option('runs') ?? 3) });
  console.log(`\nFederation's own cost, before first paint, both client-rendered (SSR=off), desktop, median of loads:\n\n${federationCostTable(rows)}\n`);
  if (process.argv.includes('--files')) {
    const list = (load: LoadFigures) => load.files.map((f) => `    ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  depth ${f.depth}  ${f.url}`).join('\n');
    for (const row of rows) console.log(`${row.page}, files before first paint:\n  federated:\n${list(row.federated)}\n  monolith:\n${list(row.monolith)}`);
  }
  if (process.argv.includes('--chains')) {
    for (const row of rows) console.log(`${row.page}, deepest chain:\n  federated: ${row.federated.deepestChain.join('\n    -> ')}\n  monolith: ${row.monolith.deepestChain.join('\n    -> ')}`);
  }
  if (rows.some((row) => row.overBudget.length > 0)) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
