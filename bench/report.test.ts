import { failuresOf } from './api-throughput';
import { realtimeCheck } from './realtime';
import { atLeast, atMost, broken, budgetTable, markdownTable, mergeResults, notMeasured, readResults, renderMarkdown, under, type PartResult } from './report';
import { bundleResult, legacyParts, pagesResult } from './site-parts';

const part = (title: string, checks: PartResult['checks'] = []): PartResult => ({
  tables: [{ title, columns: ['route', 'req/s', 'hello-world req/s'], rows: [['listing', '1,200', '8,000']] }],
  checks,
  figures: { title },
});

const ms = (n: number) => `${n} ms`;

describe('budget checks', () => {
  it('keeps a limit reached exactly by "at most" and "at least", not by "under"', () => {
    expect(atMost('lost', 0, 0, String).ok).toBe(true);
    expect(atLeast('share', 0.15, 0.15, String).ok).toBe(true);
    expect(under('p99', 50, 50, ms).ok).toBe(false);
  });

  it('words the figure beside its limit', () => {
    expect(under('p99', 42, 50, ms)).toEqual({ budget: 'p99', measured: '42 ms', limit: 'under 50 ms', ok: true });
  });

  it('breaks a budget whose figure is missing (NaN)', () => {
    expect(under('p99', Number.NaN, 50, ms).ok).toBe(false);
    expect(atLeast('share', Number.NaN, 0.15, String).ok).toBe(false);
  });

  it('neither keeps nor breaks a budget not measured', () => {
    const skipped = notMeasured('p99 on PostgreSQL', 'under 50 ms', 'skipped: DATABASE_URL is not set');
    expect(skipped.ok).toBeNull();
    expect(broken([skipped, atMost('lost', 1, 0, String)])).toHaveLength(1);
  });
});

describe('realtime budget', () => {
  it('holds with p99 under 100 ms, none lost and none to the wrong customer', () => {
    expect(realtimeCheck({ variant: '2 processes + Redis', clients: 5_000, ratePerSecond: 1_000, p99Ms: 99, lost: 0, misdelivered: 0 }).ok).toBe(true);
  });

  it('breaks on one message lost, or one delivered to the wrong customer, however fast', () => {
    expect(realtimeCheck({ variant: '2 processes + Redis', clients: 5_000, ratePerSecond: 1_000, p99Ms: 20, lost: 1, misdelivered: 0 }).ok).toBe(false);
    expect(realtimeCheck({ variant: '2 processes + Redis', clients: 5_000, ratePerSecond: 1_000, p99Ms: 20, lost: 0, misdelivered: 1 }).ok).toBe(false);
  });

  it('breaks at a p99 of 100 ms, and words all three figures beside their limits', () => {
    const check = realtimeCheck({ variant: '2 processes + Redis', clients: 5_000, ratePerSecond: 1_000, p99Ms: 100, lost: 0, misdelivered: 0 });
    expect(check).toMatchObject({ ok: false, measured: 'p99 100 ms, 0 lost, 0 to a wrong customer', limit: 'p99 under 100 ms, none lost, none misdelivered' });
    expect(check.budget).toBe('realtime, 2 processes + Redis: 5,000 sockets, 1,000 messages/s');
  });
});

describe('results across runs', () => {
  it('replaces only the parts measured now and keeps the others with their dates', () => {
    const first = mergeResults(null, { bundle: part('Bundle'), api: part('API old') }, '2026-01-01T00:00:00.000Z');
    const second = mergeResults(first, { api: part('API new') }, '2026-01-02T00:00:00.000Z');
    expect(second.parts.bundle?.measuredAt).toBe('2026-01-01T00:00:00.000Z');
    expect(second.parts.api?.measuredAt).toBe('2026-01-02T00:00:00.000Z');
    expect(second.parts.api?.tables[0]?.title).toBe('API new');
  });

  it('reads results written before the bench had parts', () => {
    const old = { measuredAt: '2026-01-01T00:00:00.000Z', bundleGzipBytes: { host: 1_024, total: 1_024 }, lighthouse: { runsPerPage: 3, pages: [] } };
    const read = readResults(old, legacyParts);
    expect(Object.keys(read?.parts ?? {})).toEqual(['bundle', 'lighthouse']);
    expect(read?.parts.bundle?.tables[0]?.rows[0]?.slice(0, 2)).toEqual(['host', '1.0 KB']);
  });

  it('answers no results for anything else', () => {
    expect(readResults('nonsense', legacyParts)).toBeNull();
    expect(readResults({}, legacyParts)).toBeNull();
  });
});

describe('rendering', () => {
  it('aligns the names and words left and the figures right, and escapes pipes', () => {
    expect(markdownTable({ columns: ['a', 'b', 'c'], rows: [['x|y', '1', 'ok'], ['z', 'n/a', '']] })).toBe('| a | b | c |\n| --- | ---: | --- |\n| x\\|y | 1 | ok |\n| z | n/a |  |');
  });

  it('lists broken budgets first, then unmeasured, then kept', () => {
    const table = budgetTable(
      {
        api: { measuredAt: '', ...part('API', [atMost('kept', 0, 1, String), notMeasured('skipped', 'x', 'no db'), atMost('over', 2, 1, String)]) },
      },
      ['api'],
    );
    const verdicts = table.split('\n').slice(2).map((line) => line.split(' | ')[1]);
    expect(verdicts).toEqual(['over', 'skipped', 'kept']);
  });

  it('writes the budgets, then every part in the bench’s order with its date, figures beside their peers', () => {
    const results = mergeResults(null, { api: part('API on PostgreSQL', [atMost('lost', 0, 0, String)]), bundle: part('Bundle') }, '2026-01-02T00:00:00.000Z');
    const md = renderMarkdown(results, ['bundle', 'api']);
    expect(md.indexOf('## Budgets')).toBeLessThan(md.indexOf('## bundle'));
    expect(md.indexOf('## bundle')).toBeLessThan(md.indexOf('## api'));
    expect(md).toContain('## api (measured 2026-01-02T00:00:00.000Z)');
    expect(md).toContain('| listing | 1,200 | 8,000 |');
  });
});

describe('bundle part', () => {
  it('checks each group that has a budget, a zero budget meaning none before first paint', () => {
    const result = bundleResult({ host: 2_048, storefront: 0, chat: 10, checkout: 0, 'shared libraries': 0, total: 2_058 }, { host: 1_024, chat: 0, total: 4_096 });
    expect(result.checks.map((check) => [check.budget.split(': ')[1], check.ok])).toEqual([
      ['host (gzip)', false],
      ['chat (gzip)', false],
      ['total (gzip)', true],
    ]);
    expect(result.tables[0]?.rows.find((row) => row[0] === 'chat')?.[3]).toBe('over');
  });
});

describe('autocannon failures', () => {
  it('counts non-2xx answers, errors and timeouts together', () => {
    expect(failuresOf({ errors: 1, timeouts: 2, non2xx: 3 })).toBe(6);
  });
});

describe('pagesResult', () => {
  it('shows each page by group beside its budget and checks only the budgeted groups', () => {
    const sizes = (host: number) => ({ host, storefront: 0, chat: 0, checkout: 0, 'shared libraries': 0, total: host });
    const result = pagesResult(
      [
        { page: 'home', moment: 'first screen', sizes: sizes(2_048) },
        { page: 'home, chat opened', moment: 'chat open', sizes: sizes(9_216) },
      ],
      { homeFirstPaintGzipBytes: {}, pagesGzipBytes: { home: { host: 1_024, chat: 0 }, 'home, chat opened': {} } },
    );
    expect(result.tables[0]?.rows[0]).toEqual(['home', 'first screen', '2.0 (200%, over)', '0.0', '0.0 (none, ok)', '0.0', '0.0', '2.0']);
    expect(result.checks.map((check) => [check.budget, check.ok])).toEqual([
      ['home, JavaScript before first paint: host (gzip)', false],
      ['home, JavaScript before first paint: chat (gzip)', true],
    ]);
  });
});
