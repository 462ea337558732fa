/**
 * The `api` part: requests per second and p50/p99 latency of the listing (with filters, with search)
 * and of a product's details on a catalogue of 10,000 items, on PGlite and on PostgreSQL, each beside
 * a bare Fastify hello-world run just before on the same machine with the same client (the ceiling).
 * Budgets (bench/api-budgets.ts): on PostgreSQL the cached filtered listing and each uncached route, on
 * PGlite looser ones of its own, each as a share of the hello-world's requests per second and a p99.
 *
 * The API caches its public catalogue answers (api/README.md "Catalogue answer cache"), so each route is
 * measured twice: over a rotating set of paths a storefront's visitors repeat (after its first pass, served
 * from the cache), and "uncached", where every request is a query not asked before in the run, on an API
 * process that keeps no answers (CATALOGUE_CACHE_ENTRIES=0): the database does all the work. A second table, on PostgreSQL, shows how the uncached routes
 * grow with the catalogue (bench/catalogue-growth.ts).
 */
import { availableParallelism } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { API_PATHS } from '../api/src/contracts';
import { freshPglite, freshPostgres, seedCatalogue, type BenchDatabase } from './bench-data';
import { SEARCH_WORDS, TEN_THOUSAND } from './catalogue-data';
import { budgetLabel, budgetRate, routeChecks, type RouteName, type UncachedRouteName } from './api-budgets';
import { measureGrowth } from './catalogue-growth';
import { cores, count, cpuMs, megabytes, ms, percent } from './format';
import { apiRunNote, startApi, startHelloWorld } from './processes';
import type { BudgetCheck, PartResult, Table } from './report';
import { coresNeeded, coresOf, cpuPerRequest, cpuReader, splitText, type CpuReader, type CpuReading, type CpuSplit } from './run-cpu';
import { ratio } from './stats';
import { steadyFigures, type AnswerSample } from './steady-state';
import type { BenchPorts } from './site';

export const CONNECTIONS = 50;

export interface RunFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers, errors and timeouts: a run with any is not a valid figure. */
  failures: number;
  /** After the warm-up, per answered request: the server's, the database's and the client's CPU (run-cpu.ts). */
  cpuMsPerRequest?: CpuSplit;
}

export interface DatabaseFigures {
  database: string;
  helloWorld: RunFigures;
  routes: Record<RouteName, RunFigures> & Partial<Record<UncachedRouteName, RunFigures>>;
  rssAtRestBytes: number;
  rssAfterLoadBytes: number;
}

/** The path of the n-th request of a run. */
export type PathOf = (n: number) => string;

export interface ApiOptions {
  ports: BenchPorts;
  durationS: number;
  databaseUrl: string | undefined;
}

/** Non-2xx answers, errors and timeouts of a whole run, warm-up included: any one spoils its figures. */
export function failuresOf(result: Pick<Result, 'non2xx' | 'errors' | 'timeouts'>): number {
  return result.non2xx + result.errors + result.timeouts;
}

/** Paths taken in turn by the connections' requests, so no single row or plan is all a run measures. */
function rotating(pathOf: PathOf) {
  let next = 0;
  return [{ setupRequest: (request: { path?: string }) => ({ ...request, path: pathOf(next++) }) }];
}

const cycling = (paths: string[]): PathOf => (n) => paths[n % paths.length] as string;

/** Seconds each run loads before it is measured (steady-state.ts says why). */
export const WARM_UP_S = 2;

/**
 * `durationS` seconds of load after WARM_UP_S of warm-up, the figures from the answers after it; the
 * failures are the whole run's.
 */
export async function load(url: string, pathOf: PathOf, durationS: number, cpu?: CpuReader): Promise<RunFigures> {
  const samples: AnswerSample[] = [];
  const run = autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S + durationS, timeout: 10, requests: rotating(pathOf) });
  const started = performance.now();
  run.on('response', (_client, _status, _bytes, latencyMs) => {
    samples.push({ endMs: performance.now() - started, latencyMs });
  });
  let atWarm: CpuReading | undefined;
  const warmed = cpu && setTimeout(() => (atWarm = cpu()), WARM_UP_S * 1000);
  const result = await run;
  clearTimeout(warmed);
  const atEnd = cpu?.();
  const steady = steadyFigures(samples, WARM_UP_S * 1000, (WARM_UP_S + durationS) * 1000);
  const answered = steady.requestsPerSecond * durationS;
  return { ...steady, failures: failuresOf(result), ...(atWarm && atEnd ? { cpuMsPerRequest: cpuPerRequest(atWarm, atEnd, answered) } : {}) };
}

/** The listing and details paths of a business. */
export function pathMakers(businessId: string) {
  return {
    listing: (query: Record<string, string>) => `${API_PATHS.products}?${new URLSearchParams({ accountTypeId: businessId, limit: '8', ...query })}`,
    details: (slug: string) => `${API_PATHS.productDetails}?${new URLSearchParams({ accountTypeId: businessId, slug })}`,
  };
}

/**
 * The uncached paths, where the n-th request is a query not asked before: a listing moves its price
 * bounds (the search's upper bound stays above every price, so it finds what the plain search finds);
 * details walk all the items.
 */
export function uncachedPaths(businessId: string, slugs: string[], categorySlugs: string[]) {
  const { listing, details } = pathMakers(businessId);
  const filtered = filteredListing(listing, categorySlugs);
  return {
    filtered: ((n) => filtered(n, 100 + (n % 400), 2_000 + Math.floor(n / 400))) as PathOf,
    search: ((n) => listing({ search: SEARCH_WORDS[n % SEARCH_WORDS.length] as string, priceRange: `0,${100_000 + n}` })) as PathOf,
    details: ((n) => details(slugs[(n * 7_919) % slugs.length] as string)) as PathOf,
  };
}

/** The i-th filtered listing: a category, a price range, in stock only, two sorts, three pages. */
function filteredListing(listing: (query: Record<string, string>) => string, categorySlugs: string[]) {
  return (i: number, min: number, max: number) =>
    listing({
      category: categorySlugs[i % categorySlugs.length] as string,
      priceRange: `${min},${max}`,
      inStockOnly: 'true',
      sortBy: i % 2 ? 'price-low' : 'rating',
      page: String(1 + (i % 3)),
    });
}

/**
 * Each route's paths: the rotating set a storefront's visitors repeat (every category with two sorts and
 * three pages; the search words; a hundred items), and the uncached ones (`uncachedPaths`).
 */
function routePaths(businessId: string, slugs: string[], categorySlugs: string[]): Record<RouteName | UncachedRouteName, { sample: string[]; pathOf: PathOf }> {
  const { listing, details } = pathMakers(businessId);
  const filtered = filteredListing(listing, categorySlugs);
  const filteredSet = categorySlugs.flatMap((_, c) => [0, 1, 2, 3, 4, 5].map((k) => filtered(c + k * categorySlugs.length, 200 + k * 50, 3000)));
  const searchSet = SEARCH_WORDS.map((search) => listing({ search }));
  const detailsSet = slugs.filter((_, i) => i % 97 === 0).map(details);
  const uncached = uncachedPaths(businessId, slugs, categorySlugs);
  const first = (pathOf: PathOf) => [0, 1, 2, 3].map(pathOf);
  return {
    'filtered listing': { sample: filteredSet, pathOf: cycling(filteredSet) },
    'search listing': { sample: searchSet, pathOf: cycling(searchSet) },
    'product details': { sample: detailsSet, pathOf: cycling(detailsSet) },
    'filtered listing, uncached': { sample: first(uncached.filtered), pathOf: uncached.filtered },
    'search listing, uncached': { sample: first(uncached.search), pathOf: uncached.search },
    'product details, uncached': { sample: first(uncached.details), pathOf: uncached.details },
  };
}

export async function checkAnswers(origin: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const answer = await fetch(`${origin}${path}`);
    const body = (await answer.json()) as { data?: unknown };
    const empty = Array.isArray(body.data) ? body.data.length === 0 : !body.data;
    if (answer.status !== 200 || empty) throw new Error(`${path} answered ${answer.status}${empty ? ' with no items' : ''}: the figures would not measure the route`);
  }
}

/**
 * Waits a moment, then until a listing asked for the first time answers: a cache miss, so it queues
 * behind whatever reads the previous run left in flight (a cached path would answer at once).
 */
export async function settle(origin: string, businessId: string, turn: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const query = new URLSearchParams({ accountTypeId: businessId, limit: '8', priceRange: `0,${900_000_000 + turn}` });
  await (await fetch(`${origin}${API_PATHS.products}?${query}`)).arrayBuffer();
}

async function measureDatabase(database: BenchDatabase, options: ApiOptions, log: (line: string) => void): Promise<DatabaseFigures> {
  const { durationS, ports } = options;
  log(`  ${database.describe}`);
  const seedStarted = Date.now();
  const { businessId, slugs, categorySlugs } = await seedCatalogue(database, TEN_THOUSAND);
  log(`  ${count(TEN_THOUSAND.products)} products written in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

  const hello = await startHelloWorld(ports.helloWorld);
  let helloWorld: RunFigures;
  try {
    helloWorld = await load(hello.origin, () => '/', durationS, cpuReader(hello.pid));
    log(`  hello-world: ${count(helloWorld.requestsPerSecond)} req/s, p99 ${ms(helloWorld.p99Ms)}`);
  } finally {
    await hello.stop();
  }

  const paths = routePaths(businessId, slugs, categorySlugs);
  const routes = {} as DatabaseFigures['routes'];
  const measuring = { ...options, businessId, postgresName: database.postgresName };
  const cached = await measureRoutes(`api (${database.kind})`, database.env, pick(paths, CACHED_ROUTES), measuring, routes, log);
  // Each uncached request is a new query, but a walk of the items comes back to the first after 10,000 of
  // them: the API measured there keeps no answers (CATALOGUE_CACHE_ENTRIES=0), so every one is a miss.
  await measureRoutes(`api (${database.kind}, no answer cache)`, { ...database.env, ...WITHOUT_ANSWER_CACHE }, pick(paths, UNCACHED_ROUTES), measuring, routes, log);
  return { database: database.kind, helloWorld, routes, ...cached };
}

/** An API that keeps no catalogue answers: every request reads the database. */
export const WITHOUT_ANSWER_CACHE = { CATALOGUE_CACHE_ENTRIES: '0' };

const CACHED_ROUTES: RouteName[] = ['filtered listing', 'search listing', 'product details'];
const UNCACHED_ROUTES: UncachedRouteName[] = ['filtered listing, uncached', 'search listing, uncached', 'product details, uncached'];
type RoutePaths = Record<string, { sample: string[]; pathOf: PathOf }>;
const pick = (paths: RoutePaths, names: string[]): RoutePaths => Object.fromEntries(names.map((name) => [name, paths[name] as RoutePaths[string]]));

/**
 * Starts an API process with `env` and loads each route of `paths` in turn into `routes`; answers the
 * process's memory at rest (after the samples were asked) and after the load.
 */
async function measureRoutes(
  name: string,
  env: NodeJS.ProcessEnv,
  paths: RoutePaths,
  options: ApiOptions & { businessId: string; postgresName: string | undefined },
  routes: DatabaseFigures['routes'],
  log: (line: string) => void,
): Promise<{ rssAtRestBytes: number; rssAfterLoadBytes: number }> {
  const { durationS, ports, businessId, postgresName } = options;
  const api = await startApi(name, ports.api, env);
  const cpu = cpuReader(api.pid, postgresName);
  try {
    // the uncached paths' samples are asked here, so their runs start past them
    for (const { sample } of Object.values(paths)) await checkAnswers(api.origin, sample);
    const rssAtRestBytes = api.rss();
    // A fresh process compiles and fills caches for longer than one run's warm-up (PGlite's WebAssembly
    // is optimised as it runs): a short untimed run of the first route first.
    const [first] = Object.values(paths);
    if (first) await load(api.origin, first.pathOf, Math.min(3, durationS));
    for (const [turn, [route, { sample, pathOf }]] of (Object.entries(paths) as [RouteName | UncachedRouteName, RoutePaths[string]][]).entries()) {
      // the requests the previous run left in flight are still being answered: let them finish first
      await settle(api.origin, businessId, turn);
      const skip = sample.length;
      routes[route] = await load(api.origin, (n) => pathOf(n + skip), durationS, cpu);
      const run = routes[route];
      log(`  ${route}: ${count(run.requestsPerSecond)} req/s, p50 ${ms(run.p50Ms)}, p99 ${ms(run.p99Ms)}${run.failures ? `, ${run.failures} failures` : ''}, CPU per request ${splitText(run.cpuMsPerRequest, cpuMs)}`);
    }
    return { rssAtRestBytes, rssAfterLoadBytes: api.rss() };
  } finally {
    await api.stop();
  }
}

/** The cores every side together would need at the rate `route`'s budget asks, at this run's CPU per request. */
function coresForBudget(figures: DatabaseFigures, route: string, run: RunFigures): string {
  const rate = budgetRate(figures.database as 'PostgreSQL' | 'PGlite', route, figures.helloWorld.requestsPerSecond);
  return rate === undefined || !run.cpuMsPerRequest ? '' : cores(coresNeeded(run.cpuMsPerRequest, rate));
}

/** The table of one database: each route beside the hello-world of the same run and its share of it. */
export function throughputTable(figures: DatabaseFigures, durationS: number): Table {
  const row = (name: string, run: RunFigures) => [
    name,
    count(run.requestsPerSecond),
    count(figures.helloWorld.requestsPerSecond),
    percent(ratio(run.requestsPerSecond, figures.helloWorld.requestsPerSecond)),
    ms(run.p50Ms),
    ms(run.p99Ms),
    count(run.failures),
    splitText(run.cpuMsPerRequest, cpuMs),
    splitText(run.cpuMsPerRequest && coresOf(run.cpuMsPerRequest, run.requestsPerSecond), cores),
    budgetLabel(figures.database as 'PostgreSQL' | 'PGlite', name),
    coresForBudget(figures, name, run),
  ];
  return {
    title: `API on ${figures.database}: ${CONNECTIONS} connections, ${durationS} s a route, 10,000 products`,
    columns: [
      'route',
      'req/s',
      'hello-world req/s',
      'of hello-world',
      'p50',
      'p99',
      'failed',
      'CPU per request: server / PostgreSQL / client',
      'cores busy: server / PostgreSQL / client',
      'budget',
      `cores the budget's rate needs (of ${availableParallelism()})`,
    ],
    rows: [
      row('hello-world (ceiling)', figures.helloWorld),
      ...Object.entries(figures.routes).map(([name, run]) => row(name, run)),
      ['API memory (RSS) at rest → after load', `${megabytes(figures.rssAtRestBytes)} → ${megabytes(figures.rssAfterLoadBytes)}`, '', '', '', '', '', '', '', '', ''],
    ],
  };
}

/** Every route budget: PostgreSQL's and PGlite's (bench/api-budgets.ts); a database not measured is not judged. */
export function apiChecks(postgres: DatabaseFigures | null, reason: string, pglite: DatabaseFigures | null = null): BudgetCheck[] {
  return [...routeChecks('PostgreSQL', postgres, CONNECTIONS, reason), ...routeChecks('PGlite', pglite, CONNECTIONS, 'PGlite was not measured')];
}

export async function apiPart(options: ApiOptions, log: (line: string) => void = console.log): Promise<PartResult> {
  const measured: DatabaseFigures[] = [];
  const notes = [
    apiRunNote(),
    'Each database’s routes are compared with a hello-world run just before them: a bare Fastify answering {"hello":"world"} in its own process, loaded by the same autocannon client.',
    'Failed: answers other than 2xx, errors, and requests unanswered within 10 s. PGlite runs one query at a time, so at 50 connections each request waits behind the others.',
    'The API caches public catalogue answers per business and query until a write changes them (api/README.md, "Catalogue answer cache"). The plain rows rotate through a storefront’s repeated paths (each category with two sorts and three pages, the search words, a hundred items): after their first pass they are cache hits. The "uncached" rows ask a query never asked before in the run with every request: each one is a cache miss, the database’s full work (uncached details walk the 10,000 items, so a run of more than 10,000 requests meets its first items again).',
  ];

  log('API throughput on PGlite…');
  const pgliteDatabase = freshPglite(`api-${options.ports.host}`);
  let pglite: DatabaseFigures;
  try {
    pglite = await measureDatabase(pgliteDatabase, options, log);
    measured.push(pglite);
  } finally {
    await pgliteDatabase.drop();
  }

  let postgres: DatabaseFigures | null = null;
  const skipped = 'skipped: DATABASE_URL is not set';
  if (options.databaseUrl) {
    log('API throughput on PostgreSQL…');
    const database = await freshPostgres(options.databaseUrl, `bench_api_${options.ports.host}`, `api-pg-${options.ports.host}`);
    try {
      postgres = await measureDatabase(database, options, log);
      measured.push(postgres);
    } finally {
      await database.drop();
    }
  } else {
    log(`API throughput on PostgreSQL ${skipped}.`);
    notes.push(`PostgreSQL ${skipped} (set it to a server the bench may create a database on).`);
  }
  const tables = measured.map((figures) => throughputTable(figures, options.durationS));
  const last = tables[tables.length - 1];
  if (last) last.notes = notes;
  const growth = await measureGrowth(options, log);
  return {
    tables: [...tables, growth.table],
    checks: [...apiChecks(postgres, skipped, pglite), ...growth.checks],
    figures: { connections: CONNECTIONS, durationS: options.durationS, databases: measured, growth: growth.figures },
  };
}
