import { overBudget, pagesTable, sumByGroup, verdict, type Budgets, type PageRow } from './page-budgets';

const KB = 1024;
const budgets: Budgets = {
  homeFirstPaintGzipBytes: {},
  pagesGzipBytes: { home: { host: 48 * KB, chat: 0, total: 160 * KB } },
};
const row = (page: string, scripts: Parameters<typeof sumByGroup>[0]): PageRow => ({ page, moment: 'first screen', sizes: sumByGroup(scripts) });

describe('page budgets', () => {
  it('sums the scripts by group and in all', () => {
    const sizes = sumByGroup([
      { group: 'host', bytes: 10 * KB },
      { group: 'shared libraries', bytes: 5 * KB },
      { group: 'host', bytes: 2 * KB },
    ]);
    expect(sizes).toEqual({ host: 12 * KB, storefront: 0, chat: 0, checkout: 0, 'shared libraries': 5 * KB, total: 17 * KB });
  });

  it('reads a zero budget as "none at all" and a missing one as no verdict', () => {
    expect(verdict(0, 0)).toBe('0.0 (none, ok)');
    expect(verdict(512, 0)).toBe('0.5 (over)');
    expect(verdict(24 * KB, 48 * KB)).toBe('24.0 (50%)');
    expect(verdict(60 * KB, 48 * KB)).toBe('60.0 (125%, over)');
    expect(verdict(3 * KB, undefined)).toBe('3.0');
  });

  it('names each page and group over its budget, and only those', () => {
    const rows = [row('home', [{ group: 'host', bytes: 50 * KB }, { group: 'chat', bytes: KB }]), row('listing', [{ group: 'host', bytes: 500 * KB }])];
    expect(overBudget(rows, budgets)).toEqual(['home: host', 'home: chat']);
  });

  it('prints one line per page with every group and the total', () => {
    const table = pagesTable([row('home', [{ group: 'host', bytes: 24 * KB }])], budgets).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toBe('| home | first screen | 24.0 (50%) | 0.0 | 0.0 (none, ok) | 0.0 | 0.0 | 24.0 (15%) |');
  });
});
