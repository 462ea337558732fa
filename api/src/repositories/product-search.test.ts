import { MAX_SEARCH_WORDS, searchWords } from './product-search';
import { normalizeRoute } from './page-repository';

describe('searchWords', () => {
  it.each([
    ['Silk Saree', ['silk', 'saree']],
    ["women's  kurta-set!", ['women', 's', 'kurta', 'set']],
    ["'); DROP TABLE products; --", ['drop', 'table', 'products']],
    ['कॉटन साड़ी', ['कॉटन', 'साड़ी']],
    ['%%__', []],
  ])('splits %j into %j', (input, words) => {
    expect(searchWords(input)).toEqual(words);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('normalizeRoute', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['products', '/products'],
    ['/Products/', '/products'],
    ['//about//', '/about'],
    ['/products?catalogue=home-decor#top', '/products'],
    ['/privacy-policy/', '/privacy-policy'],
  ])('reads %j as %j', (input, route) => {
    expect(normalizeRoute(input)).toBe(route);
  });
});
