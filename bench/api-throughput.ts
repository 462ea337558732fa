/**
 * The `api` part: requests per second and p50/p99 latency of the listing (with filters, with search)
 * and of a product's details on a catalogue of 10,000 items, on PGlite and on PostgreSQL, each beside
 * a bare Fastify hello-world run just before on the same machine with the same client (the ceiling).
 * Budget: on PostgreSQL the filtered listing reaches 15% of the hello-world's requests per second with
 * p99 under 50 ms at 50 connections.
 *
 * The API caches its public catalogue answers (api/README.md "Catalogue answer cache"), so each route is
 * measured twice: over a rotating set of paths a storefront's visitors repeat (after its first pass, served
 * from the cache), and "uncached", where every request is a query not asked before in the run (a cache
 * miss: the database does all the work). The budget is on the first, as shoppers see it.
 */
import autocannon, { type Result } from 'autocannon';
import { API_PATHS } from '../api/src/contracts';
import { freshPglite, freshPostgres, seedCatalogue, type BenchDatabase } from './bench-data';
import { SEARCH_WORDS, TEN_THOUSAND } from './catalogue-data';
import { count, megabytes, ms, percent } from './format';
import { apiRunNote, startApi, startHelloWorld } from './processes';
import { atLeast, notMeasured, under, type BudgetCheck, type PartResult, type Table } from './report';
import { ratio } from './stats';
import type { BenchPorts } from './site';

export const CONNECTIONS = 50;
export const BUDGET = { shareOfHelloWorld: 0.15, p99Ms: 50 } as const;

export interface RunFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers, errors and timeouts: a run with any is not a valid figure. */
  failures: number;
}

export interface DatabaseFigures {
  database: string;
  helloWorld: RunFigures;
  routes: Record<RouteName, RunFigures> & Partial<Record<UncachedRouteName, RunFigures>>;
  rssAtRestBytes: number;
  rssAfterLoadBytes: number;
}

type RouteName = 'filtered listing' | 'search listing' | 'product details';
type UncachedRouteName = `${RouteName}, uncached`;

/** The path of the n-th request of a run. */
type PathOf = (n: number) => string;

export interface ApiOptions {
  ports: BenchPorts;
  durationS: number;
  databaseUrl: string | undefined;
}

/** A run in which no request completed has no latency: NaN, not autocannon's 0. */
export function figuresOf(result: Result): RunFigures {
  const none = result.requests.total === 0;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: none ? Number.NaN : result.latency.p50,
    p99Ms: none ? Number.NaN : result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Paths taken in turn by the connections' requests, so no single row or plan is all a run measures. */
function rotating(pathOf: PathOf) {
  let next = 0;
  return [{ setupRequest: (request: { path?: string }) => ({ ...request, path: pathOf(next++) }) }];
}

const cycling = (paths: string[]): PathOf => (n) => paths[n % paths.length] as string;

async function load(url: string, pathOf: PathOf, durationS: number): Promise<RunFigures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS, timeout: 10, requests: rotating(pathOf) });
  return figuresOf(result);
}

/**
 * Each route's paths: the rotating set a storefront's visitors repeat (every category with two sorts and
 * three pages; the search words; a hundred items), and the uncached one where the n-th request is a
 * query not asked before. An uncached listing moves its price bounds (the search's upper bound stays above
 * every price, so it finds what the plain search finds); uncached details walk all 10,000 items.
 */
function routePaths(businessId: string, slugs: string[], categorySlugs: string[]): Record<RouteName | UncachedRouteName, { sample: string[]; pathOf: PathOf }> {
  const listing = (query: Record<string, string>) => `${API_PATHS.products}?${new URLSearchParams({ accountTypeId: businessId, limit: '8', ...query })}`;
  const details = (slug: string) => `${API_PATHS.productDetails}?${new URLSearchParams({ accountTypeId: businessId, slug })}`;
  const filtered = (i: number, min: number, max: number) =>
    listing({
      category: categorySlugs[i % categorySlugs.length] as string,
      priceRange: `${min},${max}`,
      inStockOnly: 'true',
      sortBy: i % 2 ? 'price-low' : 'rating',
      page: String(1 + (i % 3)),
    });
  const filteredSet = categorySlugs.flatMap((_, c) => [0, 1, 2, 3, 4, 5].map((k) => filtered(c + k * categorySlugs.length, 200 + k * 50, 3000)));
  const searchSet = SEARCH_WORDS.map((search) => listing({ search }));
  const detailsSet = slugs.filter((_, i) => i % 97 === 0).map(details);
  const uncachedSearch: PathOf = (n) => listing({ search: SEARCH_WORDS[n % SEARCH_WORDS.length] as string, priceRange: `0,${100_000 + n}` });
  const uncachedFiltered: PathOf = (n) => filtered(n, 100 + (n % 400), 2_000 + Math.floor(n / 400));
  const uncachedDetails: PathOf = (n) => details(slugs[(n * 7_919) % slugs.length] as string);
  const first = (pathOf: PathOf) => [0, 1, 2, 3].map(pathOf);
  return {
    'filtered listing': { sample: filteredSet, pathOf: cycling(filteredSet) },
    'search listing': { sample: searchSet, pathOf: cycling(searchSet) },
    'product details': { sample: detailsSet, pathOf: cycling(detailsSet) },
    'filtered listing, uncached': { sample: first(uncachedFiltered), pathOf: uncachedFiltered },
    'search listing, uncached': { sample: first(uncachedSearch), pathOf: uncachedSearch },
    'product details, uncached': { sample: first(uncachedDetails), pathOf: uncachedDetails },
  };
}

async function checkAnswers(origin: string, paths: string[]): Promise<void> {
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
async function settle(origin: string, businessId: string, turn: number): Promise<void> {
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
    helloWorld = await load(hello.origin, () => '/', durationS);
    log(`  hello-world: ${count(helloWorld.requestsPerSecond)} req/s, p99 ${ms(helloWorld.p99Ms)}`);
  } finally {
    await hello.stop();
  }

  const api = await startApi(`api (${database.kind})`, ports.api, database.env);
  try {
    const paths = routePaths(businessId, slugs, categorySlugs);
    // the uncached paths' samples are asked here, so their runs start past them
    for (const { sample } of Object.values(paths)) await checkAnswers(api.origin, sample);
    const rssAtRestBytes = api.rss();
    // a short untimed run first: the first seconds of a fresh process compile and fill caches
    await load(api.origin, paths['filtered listing'].pathOf, Math.min(3, durationS));
    const routes = {} as DatabaseFigures['routes'];
    for (const [turn, [route, { sample, pathOf }]] of (Object.entries(paths) as [RouteName | UncachedRouteName, { sample: string[]; pathOf: PathOf }][]).entries()) {
      // the requests the previous run left in flight are still being answered: let them finish first
      await settle(api.origin, businessId, turn);
      const skip = sample.length;
      routes[route] = await load(api.origin, (n) => pathOf(n + skip), durationS);
      log(`  ${route}: ${count(routes[route].requestsPerSecond)} req/s, p50 ${ms(routes[route].p50Ms)}, p99 ${ms(routes[route].p99Ms)}${routes[route].failures ? `, ${routes[route].failures} failures` : ''}`);
    }
    return { database: database.kind, helloWorld, routes, rssAtRestBytes, rssAfterLoadBytes: api.rss() };
  } finally {
    await api.stop();
  }
}

/** The table of one database: each route beside the hello-world of the same run and its share of it. */
export function throughputTable(figures: DatabaseFigures, durationS: number): Table {
  const budgeted = figures.database === 'PostgreSQL';
  const limit = (name: string) => (budgeted && name === 'filtered listing' ? `≥ ${percent(BUDGET.shareOfHelloWorld)}, p99 < ${ms(BUDGET.p99Ms)}` : '');
  const row = (name: string, run: RunFigures) => [
    name,
    count(run.requestsPerSecond),
    count(figures.helloWorld.requestsPerSecond),
    percent(ratio(run.requestsPerSecond, figures.helloWorld.requestsPerSecond)),
    ms(run.p50Ms),
    ms(run.p99Ms),
    count(run.failures),
    limit(name),
  ];
  return {
    title: `API on ${figures.database}: ${CONNECTIONS} connections, ${durationS} s a route, 10,000 products`,
    columns: ['route', 'req/s', 'hello-world req/s', 'of hello-world', 'p50', 'p99', 'failed', 'budget'],
    rows: [
      row('hello-world (ceiling)', figures.helloWorld),
      ...Object.entries(figures.routes).map(([name, run]) => row(name, run)),
      ['API memory (RSS) at rest → after load', `${megabytes(figures.rssAtRestBytes)} → ${megabytes(figures.rssAfterLoadBytes)}`, '', '', '', '', '', ''],
    ],
  };
}

/** The budget, measured on PostgreSQL only; a run with failed requests breaks it whatever its speed. */
export function apiChecks(postgres: DatabaseFigures | null, reason: string): BudgetCheck[] {
  const shareBudget = `filtered listing on PostgreSQL, share of hello-world req/s (${CONNECTIONS} connections)`;
  const p99Budget = `filtered listing on PostgreSQL, p99 (${CONNECTIONS} connections)`;
  if (!postgres) return [notMeasured(shareBudget, `at least ${percent(BUDGET.shareOfHelloWorld)}`, reason), notMeasured(p99Budget, `under ${ms(BUDGET.p99Ms)}`, reason)];
  const run = postgres.routes['filtered listing'];
  const share = run.failures > 0 ? Number.NaN : ratio(run.requestsPerSecond, postgres.helloWorld.requestsPerSecond);
  return [atLeast(shareBudget, share, BUDGET.shareOfHelloWorld, percent), under(p99Budget, run.failures > 0 ? Number.NaN : run.p99Ms, BUDGET.p99Ms, ms)];
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
  const pglite = freshPglite(`api-${options.ports.host}`);
  try {
    measured.push(await measureDatabase(pglite, options, log));
  } finally {
    await pglite.drop();
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
  return { tables, checks: apiChecks(postgres, skipped), figures: { connections: CONNECTIONS, durationS: options.durationS, databases: measured } };
}
