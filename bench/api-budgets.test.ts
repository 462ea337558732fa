import { apiChecks, type DatabaseFigures, type RunFigures } from './api-throughput';
import { budgetLabel, routeChecks, ROUTE_BUDGETS } from './api-budgets';
import { growthChecks, p50Growth, type GrowthFigures } from './catalogue-growth';

const run = (requestsPerSecond: number, p99Ms: number, failures = 0, p50Ms = 5): RunFigures => ({ requestsPerSecond, p50Ms, p99Ms, requests: 1_000, failures });

/** A PostgreSQL run beside a 10,000 req/s hello-world; every route at `others` unless named. */
function postgres(routes: Partial<DatabaseFigures['routes']>, others = run(9_000, 1)): DatabaseFigures {
  return {
    database: 'PostgreSQL',
    helloWorld: run(10_000, 10),
    routes: {
      'filtered listing': others,
      'search listing': others,
      'product details': others,
      'filtered listing, uncached': others,
      'search listing, uncached': others,
      'product details, uncached': others,
      ...routes,
    },
    rssAtRestBytes: 0,
    rssAfterLoadBytes: 0,
  };
}

const verdicts = (figures: DatabaseFigures, route: string) =>
  routeChecks('PostgreSQL', figures, 50, '')
    .filter((check) => check.budget.startsWith(`${route} on`))
    .map((check) => check.ok);

describe('api budgets on PostgreSQL', () => {
  it('holds the cached filtered listing at 15% of the hello-world with p99 under 50 ms', () => {
    expect(verdicts(postgres({ 'filtered listing': run(1_500, 49) }), 'filtered listing')).toEqual([true, true]);
    expect(verdicts(postgres({ 'filtered listing': run(1_499, 50) }), 'filtered listing')).toEqual([false, false]);
  });

  it('holds the uncached filtered listing at 5% with p99 under 50 ms', () => {
    expect(verdicts(postgres({ 'filtered listing, uncached': run(500, 49) }), 'filtered listing, uncached')).toEqual([true, true]);
    expect(verdicts(postgres({ 'filtered listing, uncached': run(499, 50) }), 'filtered listing, uncached')).toEqual([false, false]);
  });

  it('holds the uncached search at 3% with p99 under 100 ms', () => {
    expect(verdicts(postgres({ 'search listing, uncached': run(300, 99) }), 'search listing, uncached')).toEqual([true, true]);
    expect(verdicts(postgres({ 'search listing, uncached': run(299, 100) }), 'search listing, uncached')).toEqual([false, false]);
  });

  it('holds the uncached details at 15% with p99 under 20 ms', () => {
    expect(verdicts(postgres({ 'product details, uncached': run(1_500, 19) }), 'product details, uncached')).toEqual([true, true]);
    expect(verdicts(postgres({ 'product details, uncached': run(1_499, 20) }), 'product details, uncached')).toEqual([false, false]);
  });

  it('breaks a route whose run had failed requests, however fast', () => {
    expect(verdicts(postgres({ 'search listing, uncached': run(9_000, 1, 3) }), 'search listing, uncached')).toEqual([false, false]);
  });

  it('breaks a budgeted route that was not measured', () => {
    const figures = postgres({});
    delete figures.routes['product details, uncached'];
    expect(verdicts(figures, 'product details, uncached')).toEqual([false, false]);
  });

  it('is not judged without PostgreSQL, and PGlite is judged on its own budgets', () => {
    const checks = apiChecks(null, 'skipped', { ...postgres({}), database: 'PGlite' });
    const postgresCount = Object.keys(ROUTE_BUDGETS.PostgreSQL).length * 2;
    expect(checks.slice(0, postgresCount).every((check) => check.ok === null)).toBe(true);
    expect(checks.slice(postgresCount).every((check) => check.ok === true && check.budget.includes('on PGlite'))).toBe(true);
  });

  it('labels only the budgeted rows of each database', () => {
    expect(budgetLabel('PostgreSQL', 'search listing, uncached')).toBe('≥ 3.0%, p99 < 100 ms');
    expect(budgetLabel('PostgreSQL', 'search listing')).toBe('');
    expect(budgetLabel('PGlite', 'filtered listing')).toBe('');
  });
});

describe('growth budget', () => {
  const size = (products: number, p50Ms: number, failures = 0): GrowthFigures => ({
    products,
    routes: {
      'filtered listing': run(1_000, 20, failures, p50Ms),
      'search listing, a maker': run(1_000, 20, failures, p50Ms),
      'search listing, a common word': run(100, 200, 0, p50Ms * 10),
      'product details': run(1_000, 20, failures, p50Ms),
    },
  });

  it('holds while the p50 at 100,000 items is at most twice that at 10,000', () => {
    const sizes = [size(1_000, 4), size(10_000, 5), size(100_000, 10)];
    expect(p50Growth(sizes, 'filtered listing')).toBe(2);
    expect(growthChecks(sizes, '').map((check) => check.ok)).toEqual([true, true, true]);
  });

  it('breaks above twice, and on failed requests', () => {
    expect(growthChecks([size(1_000, 4), size(10_000, 5), size(100_000, 10.5)], '').map((check) => check.ok)).toEqual([false, false, false]);
    expect(growthChecks([size(1_000, 4), size(10_000, 5), size(100_000, 6, 2)], '').map((check) => check.ok)).toEqual([false, false, false]);
  });

  it('leaves the common word unbudgeted and is not judged without PostgreSQL', () => {
    expect(growthChecks(null, 'skipped').map((check) => [check.budget.split(',')[0], check.ok])).toEqual([
      ['filtered listing', null],
      ['search listing', null],
      ['product details', null],
    ]);
  });
});
