import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ page: 1, search: 'red shoes' }, '?page=1&search=red+shoes'],
    [{ inStockOnly: true, onSale: false }, '?inStockOnly=true&onSale=false'],
    [{ priceRange: [100, 500] }, '?priceRange=100%2C500'],
    [{ category: undefined, slug: null, tags: [] }, ''],
    [{ search: '', page: 2 }, '?page=2'],
  ])('%p -> %p', (query, expected) => {
    expect(toQueryString(query)).toBe(expected);
  });
});
