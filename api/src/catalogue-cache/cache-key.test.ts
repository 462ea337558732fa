import { cacheKey } from './cache-key';

describe('cacheKey', () => {
  it('is the same for the same query in any key order', () => {
    expect(cacheKey('/list', { page: 1, search: 'silk', sortBy: 'name' })).toBe(cacheKey('/list', { sortBy: 'name', search: 'silk', page: 1 }));
  });

  it('differs by route, by value and by value type', () => {
    const keys = [
      cacheKey('/list', { page: 1 }),
      cacheKey('/details', { page: 1 }),
      cacheKey('/list', { page: 2 }),
      cacheKey('/list', { page: '1' }),
      cacheKey('/list', { priceRange: [1, 2] }),
      cacheKey('/list', { priceRange: [2, 1] }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves out absent values, as the validated query does', () => {
    expect(cacheKey('/list', { page: 1, search: undefined })).toBe(cacheKey('/list', { page: 1 }));
  });
});
