import { memoryCheck, PGLITE_REST_BUDGET_BYTES } from './api-memory';

describe('API memory budget on PGlite', () => {
  const restart = (rssBytes: number) => ({ database: 'PGlite', start: 'restart (same data)', rssBytes });

  it('holds at the budget and breaks a byte past it', () => {
    expect(memoryCheck(restart(PGLITE_REST_BUDGET_BYTES)).ok).toBe(true);
    expect(memoryCheck(restart(PGLITE_REST_BUDGET_BYTES + 1)).ok).toBe(false);
  });

  it('words the figure beside its limit', () => {
    expect(memoryCheck(restart(285 * 1024 * 1024))).toMatchObject({ measured: '285 MB', limit: 'at most 320 MB' });
  });

  it('is not measured without a restart figure', () => {
    expect(memoryCheck(undefined).ok).toBeNull();
  });
});
