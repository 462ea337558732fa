/**
 * How the uncached catalogue routes grow with the catalogue: the same business at 1,000, 10,000 and
 * 100,000 items on PostgreSQL, each route loaded as in the API table (50 connections, every request a
 * query not asked before), and the ratio of 100,000 to 10,000. Budget: the p50 at 100,000 items is at
 * most twice its value at 10,000; work that walks indexes grows slowly with the table, a scan tenfold.
 *
 * The budgeted search asks for a maker's word, which finds about 100 items at every size (catalogue-data.ts);
 * the search for a common word (a share of the catalogue, so ten times the matches at ten times the
 * items) is shown beside it without a budget: counting and sorting its matches is work that grows with them.
 */
import { checkAnswers, CONNECTIONS, load, pathMakers, settle, uncachedPaths, WITHOUT_ANSWER_CACHE, type ApiOptions, type PathOf, type RunFigures } from './api-throughput';
import { freshPostgres, seedCatalogue } from './bench-data';
import { GROWTH_SIZES, makerCount, makerWord, type CatalogueShape } from './catalogue-data';
import { count, ms } from './format';
import { startApi } from './processes';
import { atMost, notMeasured, type BudgetCheck, type Table } from './report';
import { ratio } from './stats';

export const GROWTH_BUDGET = { p50Ratio: 2 } as const;

export const GROWTH_ROUTES = ['filtered listing', 'search listing, a maker', 'search listing, a common word', 'product details'] as const;
export type GrowthRoute = (typeof GROWTH_ROUTES)[number];
const BUDGETED: GrowthRoute[] = ['filtered listing', 'search listing, a maker', 'product details'];

export interface GrowthFigures {
  products: number;
  routes: Record<GrowthRoute, RunFigures>;
}

async function measureSize(shape: CatalogueShape, options: ApiOptions & { databaseUrl: string }, log: (line: string) => void): Promise<GrowthFigures> {
  const database = await freshPostgres(options.databaseUrl, `bench_growth_${options.ports.host}`, `growth-pg-${options.ports.host}`);
  try {
    const started = Date.now();
    const { businessId, slugs, categorySlugs } = await seedCatalogue(database, shape);
    log(`  ${count(shape.products)} products written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const uncached = uncachedPaths(businessId, slugs, categorySlugs);
    const makers = makerCount(shape);
    const { listing } = pathMakers(businessId);
    const byMaker: PathOf = (n) => listing({ search: makerWord((n * 7) % makers), priceRange: `0,${100_000 + n}` });
    const paths: Record<GrowthRoute, PathOf> = {
      'filtered listing': uncached.filtered,
      'search listing, a maker': byMaker,
      'search listing, a common word': uncached.search,
      'product details': uncached.details,
    };
    const api = await startApi(`api (PostgreSQL, ${count(shape.products)} products)`, options.ports.api, { ...database.env, ...WITHOUT_ANSWER_CACHE });
    try {
      // the first page of each (at 1,000 items a category's later filtered pages may be empty)
      for (const pathOf of Object.values(paths)) await checkAnswers(api.origin, [0, 3].map(pathOf));
      // as the API table does: a short untimed run first, so the measured runs meet a warm process
      await load(api.origin, (n) => paths['filtered listing'](n + 1_000_000), Math.min(3, options.durationS));
      const routes = {} as Record<GrowthRoute, RunFigures>;
      for (const [turn, route] of GROWTH_ROUTES.entries()) {
        await settle(api.origin, businessId, turn);
        routes[route] = await load(api.origin, (n) => paths[route](n + 4), options.durationS);
        log(`  ${route}: ${count(routes[route].requestsPerSecond)} req/s, p50 ${ms(routes[route].p50Ms)}, p99 ${ms(routes[route].p99Ms)}`);
      }
      return { products: shape.products, routes };
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}

/** p50 at the largest size over p50 at the middle one (100,000 over 10,000); NaN when either run failed. */
export function p50Growth(sizes: GrowthFigures[], route: GrowthRoute): number {
  const [middle, largest] = [sizes[sizes.length - 2], sizes[sizes.length - 1]];
  const a = middle?.routes[route];
  const b = largest?.routes[route];
  if (!a || !b || a.failures > 0 || b.failures > 0) return Number.NaN;
  return ratio(b.p50Ms, a.p50Ms);
}

const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a');

export function growthTable(sizes: GrowthFigures[], durationS: number): Table {
  const ratioOf = (route: GrowthRoute, pick: (run: RunFigures) => number) => {
    const [middle, largest] = [sizes[sizes.length - 2]?.routes[route], sizes[sizes.length - 1]?.routes[route]];
    return middle && largest ? times(ratio(pick(largest), pick(middle))) : 'n/a';
  };
  return {
    title: `Uncached routes as the catalogue grows, PostgreSQL: ${CONNECTIONS} connections, ${durationS} s a route`,
    columns: ['route', ...sizes.map((size) => `${count(size.products)}: p50 / p99 / req/s`), '100,000 ÷ 10,000: p50 / p99 / req/s', 'budget'],
    rows: GROWTH_ROUTES.map((route) => [
      route,
      ...sizes.map((size) => {
        const run = size.routes[route];
        return `${ms(run.p50Ms)} / ${ms(run.p99Ms)} / ${count(run.requestsPerSecond)}${run.failures ? ` (${count(run.failures)} failed)` : ''}`;
      }),
      `${ratioOf(route, (run) => run.p50Ms)} / ${ratioOf(route, (run) => run.p99Ms)} / ${ratioOf(route, (run) => run.requestsPerSecond)}`,
      BUDGETED.includes(route) ? `p50 ratio ≤ ${times(GROWTH_BUDGET.p50Ratio)}` : '',
    ]),
    notes: [
      'Each size is a fresh PostgreSQL database with the same business (4 catalogues of 5 categories, items spread as in the table above), seeded, analysed, loaded by one API process; every request is a query not asked before (a cache miss).',
      'Search, a maker: a word naming one of the items’ makers, about 100 items at every size (a shopper’s specific word). Search, a common word: the API table’s words, each in a share of the items, so ten times the matches at ten times the items; it has no budget, as counting and sorting ten times the matches is ten times the work.',
      'Budget: the p50 at 100,000 items at most twice its value at 10,000 (an index lookup grows slowly with the table, a scan tenfold).',
    ],
  };
}

export function growthChecks(sizes: GrowthFigures[] | null, reason: string): BudgetCheck[] {
  return BUDGETED.map((route) => {
    const budget = `${route}, uncached on PostgreSQL: p50 at 100,000 products ÷ p50 at 10,000`;
    if (!sizes) return notMeasured(budget, `at most ${times(GROWTH_BUDGET.p50Ratio)}`, reason);
    return atMost(budget, p50Growth(sizes, route), GROWTH_BUDGET.p50Ratio, times);
  });
}

/** The growth table and its checks; on PostgreSQL only (skipped, and said so, without DATABASE_URL). */
export async function measureGrowth(options: ApiOptions, log: (line: string) => void): Promise<{ table: Table; checks: BudgetCheck[]; figures: GrowthFigures[] | null }> {
  const { databaseUrl } = options;
  if (!databaseUrl) {
    const reason = 'skipped: DATABASE_URL is not set';
    log(`Catalogue growth on PostgreSQL ${reason}.`);
    return { table: { ...growthTable([], options.durationS), rows: [], notes: [`PostgreSQL ${reason}.`] }, checks: growthChecks(null, reason), figures: null };
  }
  const sizes: GrowthFigures[] = [];
  for (const shape of GROWTH_SIZES) {
    log(`Catalogue growth on PostgreSQL, ${count(shape.products)} products…`);
    sizes.push(await measureSize(shape, { ...options, databaseUrl }, log));
  }
  return { table: growthTable(sizes, options.durationS), checks: growthChecks(sizes, ''), figures: sizes };
}
