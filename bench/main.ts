/**
 * `npm run bench`: the performance table. The bench is made of parts, each measuring on servers of its
 * own (BENCH_PORT_BASE) and contributing tables and budget checks to one report:
 * - bundle: gzip JavaScript before first paint of home, listing, product details and the cart (390 px), and
 *   with the chat opened, by group (host, each remote, shared libraries), against budgets.json;
 * - lighthouse: mobile Lighthouse on home, the listing and a product's details (median of --runs);
 * - startup: `npm start`'s serve step to the home page answering, and the API's memory at rest on PGlite
 *   beside PostgreSQL, with where PGlite's share goes;
 * - api: autocannon on the listing and product details over 10,000 products, PGlite and PostgreSQL,
 *   beside a bare Fastify hello-world;
 * - realtime: customers' sockets hearing messages sent through the chat's send route: 1,000 sockets at 200 a
 *   second on one API process, 5,000 at 1,000 a second on two behind the Redis adapter;
 * - federation: the same pages built once more as one monolithic bundle: bytes, requests and waterfall
 *   depth before first paint of both, and the ratio (bench/federation-cost.ts);
 * bench/results/latest.json keeps every part's figures under its own key (a part run alone replaces only
 * its own); latest.md is rendered from all of them. The process exits 1 when a budget measured in this run
 * is broken, 2 when a part could not be measured, 0 otherwise.
 *
 * Options: --only=<part>[,<part>] (`npm run bench:lighthouse` is --only=lighthouse), --no-build (measure
 * the existing build), --duration=S (seconds of each api run and of the realtime sending, default 10;
 * shorter while developing), --runs=N (Lighthouse runs per page), --files (list each script counted
 * before first paint), --ssr-compare (Lighthouse also on a host started with SSR=off).
 * --cpu-prof: every API process the load parts start writes a CPU profile to .data/bench/cpu-prof.
 * DATABASE_URL: the PostgreSQL server the startup, api and realtime parts create their own fresh databases on
 * (skipped when unset); REDIS_URL: the Redis behind the two-process realtime run (skipped when unset).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import * as services from '../scripts/services.cjs';
import { apiPart } from './api-throughput';
import { measurePages, readBudgets } from './bundle-size';
import { runFederationCost } from './federation-cost';
import { federationResult } from './federation-cost-figures';
import { measurePage, type PageResult } from './lighthouse';
import { PARTS, selectedParts, type PartName } from './parts';
import { realtimePart } from './realtime';
import { broken, budgetTable, mergeResults, readResults, renderMarkdown, renderTable, type PartResult } from './report';
import { legacyParts, lighthouseResult, pagesResult } from './site-parts';
import { BENCH_PORTS, PORTS, productDetailsPath, startSite, type ExtraHost, type RunningSite } from './site';
import { startupPart } from './startup';

const RESULTS = join(__dirname, 'results');
const flag = (name: string) => process.argv.includes(`--${name}`);
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];

/** Asks the site for a page as a browser on demo.localhost would (Node cannot resolve *.localhost). */
function warmUp(port: number, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const asked = httpGet({ host: '127.0.0.1', port, path, headers: { host: `demo.localhost:${port}` } }, (answer) => {
      answer.resume();
      answer.on('end', resolve);
    });
    asked.on('error', reject);
  });
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
      // Once before the runs, so they measure the server as a visited site has it (code loaded, page
      // cached), not the first request after a start.
      await warmUp(variant.port, path);
      const result = await measurePage(page, variant.name, url, runs);
      console.log(`  score ${result.score}, LCP ${(result.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`);
      results.push(result);
    }
  }
  return results;
}

function build(parts: PartName[]): void {
  if (flag('no-build')) return;
  const whole = parts.some((part) => part === 'bundle' || part === 'lighthouse' || part === 'startup' || part === 'federation');
  const apiOnly = !whole && parts.some((part) => part === 'api' || part === 'realtime');
  if (!whole && !apiOnly) return;
  // the load parts need only the API's compiled server
  const args = whole ? ['run', 'build'] : ['run', 'build', '-w', 'api'];
  const done = spawnSync('npm', args, { cwd: services.ROOT, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`the production build failed (npm ${args.join(' ')})`);
}

function previousResults() {
  try {
    return readResults(JSON.parse(readFileSync(join(RESULTS, 'latest.json'), 'utf8')), legacyParts);
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const parts = selectedParts(option('only'));
  const runs = Number(option('runs') ?? 3);
  const durationS = Number(option('duration') ?? 10);
  if (!(durationS > 0)) throw new Error('--duration takes a number of seconds above 0');
  build(parts);

  const measured: Record<string, PartResult> = {};
  const failed: string[] = [];
  const measure = async (name: PartName, run: () => Promise<PartResult | null>) => {
    if (!parts.includes(name)) return;
    try {
      const result = await run();
      if (!result) {
        console.log(`\n${name}: not available yet, skipped.`);
        return;
      }
      measured[name] = result;
      console.log(`\n${result.tables.map((table) => renderTable(table)).join('\n\n')}\n`);
    } catch (error) {
      failed.push(name);
      console.error(`\n${name} could not be measured: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
  };

  if (parts.includes('bundle') || parts.includes('lighthouse')) {
    // The comparison host: the same build with server rendering switched off (the host reads SSR=off).
    const ssrOff: ExtraHost = { name: 'SSR=off', port: PORTS.host + 10, env: { SSR: 'off' } };
    const compare = flag('ssr-compare') && parts.includes('lighthouse');
    let site: RunningSite | undefined;
    try {
      site = await startSite(compare ? [ssrOff] : []);
      await measure('bundle', async () => pagesResult(await measurePages(flag('files')), readBudgets()));
      const variants = [{ name: 'as built', port: PORTS.host }, ...(compare ? [{ name: ssrOff.name, port: ssrOff.port }] : [])];
      await measure('lighthouse', async () => lighthouseResult(await lighthouseResults(variants, runs), runs));
    } catch (error) {
      failed.push('site');
      console.error(`the site did not start: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      site?.stop();
    }
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  await measure('startup', () => startupPart(databaseUrl));
  await measure('api', () => apiPart({ ports: BENCH_PORTS, durationS, databaseUrl }));
  await measure('realtime', () => realtimePart({ ports: BENCH_PORTS, durationS, databaseUrl, redisUrl: process.env.REDIS_URL || undefined }));
  await measure('federation', async () => federationResult(await runFederationCost({ build: !flag('no-build'), runs })));

  if (Object.keys(measured).length > 0) {
    const results = mergeResults(previousResults(), measured, new Date().toISOString());
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(join(RESULTS, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(join(RESULTS, 'latest.md'), renderMarkdown(results, PARTS));
    if (Object.values(measured).some((result) => result.checks.length > 0)) {
      console.log(`Budgets measured in this run:\n\n${budgetTable(mergeResults(null, measured, results.measuredAt).parts, [...PARTS])}\n`);
    }
    console.log(`Figures written to ${join('bench', 'results', 'latest.json')} and latest.md (${Object.keys(measured).join(', ')} updated; other parts kept).`);
  }
  const over = Object.values(measured).flatMap((result) => broken(result.checks));
  if (over.length) console.error(`\n${over.length} budget(s) broken: ${over.map((check) => check.budget).join('; ')}`);
  if (failed.length) console.error(`\nNot measured: ${failed.join(', ')}`);
  return over.length ? 1 : failed.length ? 2 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
