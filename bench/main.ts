/**
 * `npm run bench`: builds for production, serves the site on ports of its own (BENCH_PORT_BASE),
 * then measures
 * - the gzip size of the JavaScript fetched before the home page's first paint, by group;
 * - Lighthouse, mobile defaults, on home, the listing and a product's details: median of 3 runs of
 *   the performance score, LCP, TBT and CLS;
 * and writes the figures to bench/results/latest.json and latest.md.
 *
 * Options: --no-build (measure the existing build), --only=bundle or --only=lighthouse (one part;
 * `npm run bench:lighthouse` is the second), --runs=N (Lighthouse runs per page), --files (list each
 * script counted before first paint), --ssr-compare (also measure every page on a second host
 * started with SSR=off, the host's switch for server rendering, so the gain reads from one run).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as services from '../scripts/services.cjs';
import { bundleTable, measurePages, pagesTable, readBudgets, type GroupSizes } from './bundle-size';
import { lighthouseTable, measurePage, type PageResult } from './lighthouse';
import { PORTS, startSite, type ExtraHost } from './site';

const RESULTS = join(__dirname, 'results');
const PRODUCTS_PATH = '/business_website/catalogue/product/get_catalogue_product_items_for_public';
const PAGE_PATH = '/business_website/page/get_published_website_specific_page';

const flag = (name: string) => process.argv.includes(`--${name}`);
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];

/** The product details page of the demo site's first featured product. */
async function productDetailsPath(): Promise<string> {
  const api = `http://127.0.0.1:${PORTS.api}`;
  const page = (await (await fetch(`${api}${PAGE_PATH}?subdomain=demo&customRoute=/`)).json()) as { websitePage: { accountTypeId: string } };
  const query = new URLSearchParams({ accountTypeId: page.websitePage.accountTypeId, featured: 'true', limit: '1' });
  const list = (await (await fetch(`${api}${PRODUCTS_PATH}?${query}`)).json()) as { data: { slug: string }[] };
  const slug = list.data[0]?.slug;
  if (!slug) throw new Error('the demo site has no featured product to measure');
  return `/product-details?name=${encodeURIComponent(slug)}`;
}

async function lighthouseResults(variants: { name: string; port: number }[], runs: number): Promise<PageResult[]> {
  const pages = [
    ['home', '/'],
    ['listing', '/products'],
    ['product details', await productDetailsPath()],
  ] as const;
  const results: PageResult[] = [];
  for (const [page, path] of pages) {
    for (const variant of variants) {
      const url = `http://demo.localhost:${variant.port}${path}`;
      console.log(`Lighthouse: ${page} (${variant.name}), ${runs} runs…`);
      const result = await measurePage(page, variant.name, url, runs);
      console.log(`  score ${result.score}, LCP ${(result.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`);
      results.push(result);
    }
  }
  return results;
}

function write(bundle: GroupSizes | null, lighthouse: PageResult[] | null, runs: number): void {
  mkdirSync(RESULTS, { recursive: true });
  const measuredAt = new Date().toISOString();
  writeFileSync(join(RESULTS, 'latest.json'), `${JSON.stringify({ measuredAt, bundleGzipBytes: bundle, lighthouse: lighthouse && { runsPerPage: runs, pages: lighthouse } }, null, 2)}\n`);
  const parts = [`# Benchmark, ${measuredAt}`];
  if (bundle) parts.push('## JavaScript before the home page’s first paint (gzip -9, desktop)', bundleTable(bundle));
  if (lighthouse) parts.push(`## Lighthouse, mobile defaults, median of ${runs} runs`, lighthouseTable(lighthouse));
  writeFileSync(join(RESULTS, 'latest.md'), `${parts.join('\n\n')}\n`);
  console.log(`\nFigures written to ${join('bench', 'results', 'latest.json')} and latest.md`);
}

async function main(): Promise<void> {
  const only = option('only');
  if (only && only !== 'bundle' && only !== 'lighthouse') throw new Error(`--only takes bundle or lighthouse, not ${only}`);
  const runs = Number(option('runs') ?? 3);
  if (!flag('no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: services.ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the production build failed');
  }
  // The comparison host: the same build with server rendering switched off (the host reads SSR=off).
  const ssrOff: ExtraHost = { name: 'SSR=off', port: PORTS.host + 10, env: { SSR: 'off' } };
  const compare = flag('ssr-compare') && only !== 'bundle';
  const site = await startSite(compare ? [ssrOff] : []);
  try {
    let bundle: GroupSizes | null = null;
    if (only !== 'lighthouse') {
      const pages = await measurePages(flag('files'));
      bundle = pages[0]!.sizes;
      console.log(`\nJavaScript before the home page’s first paint (gzip -9, desktop):\n\n${bundleTable(bundle)}\n`);
      console.log(`JavaScript per page, KB gzip -9 (share of the page's budget):\n\n${pagesTable(pages, readBudgets())}\n`);
    }
    let lighthouse: PageResult[] | null = null;
    if (only !== 'bundle') {
      const variants = [{ name: 'as built', port: PORTS.host }, ...(compare ? [{ name: ssrOff.name, port: ssrOff.port }] : [])];
      lighthouse = await lighthouseResults(variants, runs);
      console.log(`\nLighthouse, mobile defaults, median of ${runs} runs:\n\n${lighthouseTable(lighthouse)}`);
    }
    write(bundle, lighthouse, runs);
  } finally {
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
