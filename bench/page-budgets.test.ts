import { sumByGroup, verdict } from './page-budgets';

const KB = 1024;
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
});
