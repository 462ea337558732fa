/**
 * The `api` part: requests per second and p50/p99 latency of the listing (with filters, with search)
 * and of a product's details on a catalogue of 10,000 items, on PGlite and on PostgreSQL, each beside
 * a bare Fastify hello-world run just before on the same machine with the same client (the ceiling).
 * Budget: on PostgreSQL the filtered listing reaches 15% of the hello-world's requests per second with
 * p99 under 50 ms at 50 connections.
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
  routes: Record<RouteName, RunFigures>;
  rssAtRestBytes: number;
  rssAfterLoadBytes: number;
}

type RouteName = 'filtered listing' | 'search listing' | 'product details';

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

/** Paths rotated through by each connection, so no single row or plan is all a run measures. */
function rotating(paths: string[]) {
  let next = 0;
  return [{ setupRequest: (request: { path?: string }) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

async function load(url: string, paths: string[], durationS: number): Promise<RunFigures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS, timeout: 10, requests: rotating(paths) });
  return figuresOf(result);
}

/** Each route's paths; every one is asked once first and must answer 200 with items, else the run is void. */
function routePaths(businessId: string, slugs: string[], categorySlugs: string[]): Record<RouteName, string[]> {
  const listing = (query: Record<string, string>) => `${API_PATHS.products}?${new URLSearchParams({ accountTypeId: businessId, limit: '8', ...query })}`;
  return {
    'filtered listing': categorySlugs.slice(0, 8).map((category, i) =>
      listing({ category, priceRange: `${200 + i * 50},3000`, inStockOnly: 'true', sortBy: i % 2 ? 'price-low' : 'rating', page: String(1 + (i % 3)) }),
    ),
    'search listing': SEARCH_WORDS.map((search) => listing({ search })),
    'product details': slugs.filter((_, i) => i % 97 === 0).map((slug) => `${API_PATHS.productDetails}?${new URLSearchParams({ accountTypeId: businessId, slug })}`),
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

/** Waits a moment, then until one request of the next route answers on its own. */
async function settle(origin: string, path: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await (await fetch(`${origin}${path}`)).arrayBuffer();
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
    helloWorld = await load(hello.origin, ['/'], durationS);
    log(`  hello-world: ${count(helloWorld.requestsPerSecond)} req/s, p99 ${ms(helloWorld.p99Ms)}`);
  } finally {
    await hello.stop();
  }

  const api = await startApi(`api (${database.kind})`, ports.api, database.env);
  try {
    const paths = routePaths(businessId, slugs, categorySlugs);
    for (const list of Object.values(paths)) await checkAnswers(api.origin, list);
    const rssAtRestBytes = api.rss();
    // a short untimed run first: the first seconds of a fresh process compile and fill caches
    await load(api.origin, paths['filtered listing'], Math.min(3, durationS));
    const routes = {} as Record<RouteName, RunFigures>;
    for (const [route, list] of Object.entries(paths) as [RouteName, string[]][]) {
      // the requests the previous run left in flight are still being answered: let them finish first
      await settle(api.origin, list[0] as string);
      routes[route] = await load(api.origin, list, durationS);
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
