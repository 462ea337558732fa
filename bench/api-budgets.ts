/**
 * The API part's budgets: each route's requests per second as a share of the hello-world measured just
 * before it, and its p99, at 50 connections over 10,000 products.
 *
 * PostgreSQL: the cached filtered listing (what a storefront's repeated paths get), and the uncached
 * rows, where the database does all the work (a shopper's own search words and filter mixes).
 *
 * PGlite: looser, its own. PGlite is one PostgreSQL backend in WebAssembly inside the API's process: every
 * query of every connection runs one after another on the same thread as the API's JavaScript, so there is
 * no parallel work to share and at 50 connections a request waits behind the 49 others (p99 is about
 * 50 times one request's time). The limits are what that single thread allows with the indexed queries,
 * each catalogue statement parsed and planned once (db/pglite-named-statements.ts): a filtered listing in
 * about 1.8 ms of it (570 req/s, 1.2% of a 49,000 req/s hello-world), a search in about 5 ms, a product's
 * details in about 0.9 ms; a share two thirds of that and a p99 about one and a half times that queue's
 * length, as room for a busy machine.
 */
import { ms, percent } from './format';
import { atLeast, notMeasured, under, type BudgetCheck } from './report';
import { ratio } from './stats';

export type RouteName = 'filtered listing' | 'search listing' | 'product details';
export type UncachedRouteName = `${RouteName}, uncached`;
export type DatabaseName = 'PostgreSQL' | 'PGlite';

export interface RouteBudget {
  shareOfHelloWorld: number;
  p99Ms: number;
}

export const ROUTE_BUDGETS: Record<DatabaseName, Partial<Record<RouteName | UncachedRouteName, RouteBudget>>> = {
  PostgreSQL: {
    'filtered listing': { shareOfHelloWorld: 0.15, p99Ms: 50 },
    'filtered listing, uncached': { shareOfHelloWorld: 0.05, p99Ms: 50 },
    'search listing, uncached': { shareOfHelloWorld: 0.03, p99Ms: 100 },
    'product details, uncached': { shareOfHelloWorld: 0.15, p99Ms: 20 },
  },
  PGlite: {
    'filtered listing, uncached': { shareOfHelloWorld: 0.008, p99Ms: 150 },
    'search listing, uncached': { shareOfHelloWorld: 0.003, p99Ms: 400 },
    'product details, uncached': { shareOfHelloWorld: 0.016, p99Ms: 80 },
  },
};

/** What a run's checks read: the hello-world of the same run and each route's figures. */
export interface MeasuredRoutes {
  helloWorld: { requestsPerSecond: number };
  routes: Partial<Record<RouteName | UncachedRouteName, { requestsPerSecond: number; p99Ms: number; failures: number }>>;
}

/** The budget column of a route's row ('' when the route has none on that database). */
export function budgetLabel(database: DatabaseName, route: string): string {
  const budget = ROUTE_BUDGETS[database][route as RouteName];
  return budget ? `≥ ${percent(budget.shareOfHelloWorld)}, p99 < ${ms(budget.p99Ms)}` : '';
}

/** The requests per second a route's budget asks for beside a hello-world of `helloWorldRps`; undefined without a budget. */
export function budgetRate(database: DatabaseName, route: string, helloWorldRps: number): number | undefined {
  const budget = ROUTE_BUDGETS[database][route as RouteName];
  return budget && budget.shareOfHelloWorld * helloWorldRps;
}

/**
 * Two checks per budgeted route of `database`: its share of the hello-world and its p99. A route not
 * measured, or a run with failed requests, breaks both whatever its speed; a database not measured at all
 * (`figures` null) neither keeps nor breaks them.
 */
export function routeChecks(database: DatabaseName, figures: MeasuredRoutes | null, connections: number, reason: string): BudgetCheck[] {
  return Object.entries(ROUTE_BUDGETS[database]).flatMap(([route, budget]) => {
    const shareBudget = `${route} on ${database}, share of hello-world req/s (${connections} connections)`;
    const p99Budget = `${route} on ${database}, p99 (${connections} connections)`;
    if (!figures) return [notMeasured(shareBudget, `at least ${percent(budget.shareOfHelloWorld)}`, reason), notMeasured(p99Budget, `under ${ms(budget.p99Ms)}`, reason)];
    const run = figures.routes[route as RouteName];
    const valid = run && run.failures === 0;
    const share = valid ? ratio(run.requestsPerSecond, figures.helloWorld.requestsPerSecond) : Number.NaN;
    return [atLeast(shareBudget, share, budget.shareOfHelloWorld, percent), under(p99Budget, valid ? run.p99Ms : Number.NaN, budget.p99Ms, ms)];
  });
}
