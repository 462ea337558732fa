import { DEFAULT_PRODUCT_FILTERS } from 'shared/rules';
import {
  namesEntity,
  parsePage,
  parsePriceRange,
  readListingState,
  toggleCatalogue,
  toggleCategory,
  withCatalogue,
  withCategory,
  withFilters,
  withPage,
  withSearch,
} from './listing-params';

const ID = 'c0c0c0c0c0c0c0c0c0c0c0c0';
const params = (query: string) => new URLSearchParams(query);
const sarees = { _id: ID, slug: 'sarees' };

describe('readListingState', () => {
  it('reads catalogue, category, search and page from the URL', () => {
    expect(readListingState(params('catalogue=sarees&category=silk&search=+zari+&page=3'))).toEqual({
      catalogue: 'sarees',
      category: 'silk',
      search: 'zari',
      page: 3,
      // while searching, the listing is ranked by relevance unless a sort is chosen
      filters: { ...DEFAULT_PRODUCT_FILTERS, sortBy: 'relevance' },
    });
  });

  it('gives the defaults for an empty URL', () => {
    expect(readListingState(params(''))).toEqual({ catalogue: null, category: null, search: '', page: 1, filters: DEFAULT_PRODUCT_FILTERS });
  });

  it('reads the mobile filters and ignores malformed ones', () => {
    expect(readListingState(params('inStockOnly=true&freeShipping=1&onSale=true&minRating=3&priceRange=100,500&sortBy=price-low')).filters).toEqual({
      inStockOnly: true,
      freeShipping: true,
      onSale: true,
      minRating: 3,
      priceRange: [100, 500],
      sortBy: 'price-low',
    });
    expect(readListingState(params('inStockOnly=yes&minRating=5&priceRange=500,100&sortBy=cheapest')).filters).toEqual(DEFAULT_PRODUCT_FILTERS);
  });

  it('sorts by relevance while searching unless the URL names a sort, and reads relevance without a search as name', () => {
    expect(readListingState(params('search=silk')).filters.sortBy).toBe('relevance');
    expect(readListingState(params('search=silk&sortBy=name')).filters.sortBy).toBe('name');
    expect(readListingState(params('search=silk&sortBy=relevance')).filters.sortBy).toBe('relevance');
    expect(readListingState(params('sortBy=relevance')).filters.sortBy).toBe('name');
  });

  it.each([
    ['2', 2],
    ['1', 1],
    ['0', 1],
    ['-4', 1],
    ['2.5', 1],
    ['abc', 1],
    [null, 1],
  ])('page %p reads as %p', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });

  it.each([
    ['0,1000', [0, 1000]],
    ['99.5,100', [99.5, 100]],
    ['500,100', null],
    ['1,2,3', null],
    ['-1,5', null],
    [null, null],
  ])('priceRange %p reads as %p', (value, range) => {
    expect(parsePriceRange(value)).toEqual(range);
  });
});

describe('namesEntity', () => {
  it('matches a slug or a 24-hex id (any case)', () => {
    expect(namesEntity('sarees', sarees)).toBe(true);
    expect(namesEntity(ID.toUpperCase(), sarees)).toBe(true);
    expect(namesEntity('kurtas', sarees)).toBe(false);
    expect(namesEntity(null, sarees)).toBe(false);
  });
});

describe('changing the listing', () => {
  it('selecting a catalogue sets its slug, clears the category and returns to page 1, keeping other values', () => {
    expect(withCatalogue(params('catalogue=kurtas&category=silk&page=4&chat=open'), 'sarees').toString()).toBe('catalogue=sarees&chat=open');
  });

  it('a catalogue clicked again is deselected with its category', () => {
    expect(toggleCatalogue(params('catalogue=sarees&category=silk&page=2'), sarees).toString()).toBe('');
    expect(toggleCatalogue(params(`catalogue=${ID}`), sarees).toString()).toBe('');
    expect(toggleCatalogue(params('catalogue=kurtas&category=x'), sarees).toString()).toBe('catalogue=sarees');
  });

  it('a category is chosen, chosen again to clear, or cleared; each time back to page 1', () => {
    const silk = { _id: 'd0d0d0d0d0d0d0d0d0d0d0d0', slug: 'silk' };
    expect(withCategory(params('catalogue=sarees&page=3'), 'silk').toString()).toBe('catalogue=sarees&category=silk');
    expect(toggleCategory(params('catalogue=sarees&category=silk&page=3'), silk).toString()).toBe('catalogue=sarees');
    expect(withCategory(params('catalogue=sarees&category=silk'), null).toString()).toBe('catalogue=sarees');
  });

  it('a new search term resets the page; an empty one removes the search', () => {
    expect(withSearch(params('catalogue=sarees&page=2'), '  silk saree ').toString()).toBe('catalogue=sarees&search=silk+saree');
    expect(withSearch(params('search=silk&page=2'), '   ').toString()).toBe('');
  });

  it('page 1 is written as no page', () => {
    expect(withPage(params('catalogue=sarees'), 3).toString()).toBe('catalogue=sarees&page=3');
    expect(withPage(params('catalogue=sarees&page=3'), 1).toString()).toBe('catalogue=sarees');
  });

  it('writes filters that differ from the defaults and leaves out the rest, back to page 1', () => {
    const next = withFilters(params('catalogue=sarees&page=2&onSale=true&sortBy=rating'), {
      ...DEFAULT_PRODUCT_FILTERS,
      inStockOnly: true,
      minRating: 4,
      priceRange: [0, 500],
    });
    expect(next.toString()).toBe('catalogue=sarees&inStockOnly=true&minRating=4&priceRange=0%2C500');
    expect(readListingState(next).filters).toEqual({ ...DEFAULT_PRODUCT_FILTERS, inStockOnly: true, minRating: 4, priceRange: [0, 500] });
  });

  it("leaves a search's default sort (relevance) out of the URL and keeps a chosen name", () => {
    expect(withFilters(params('search=silk&sortBy=rating'), { ...DEFAULT_PRODUCT_FILTERS, sortBy: 'relevance' }).toString()).toBe('search=silk');
    expect(withFilters(params('search=silk'), { ...DEFAULT_PRODUCT_FILTERS, sortBy: 'name' }).toString()).toBe('search=silk&sortBy=name');
    expect(withFilters(params('catalogue=sarees'), { ...DEFAULT_PRODUCT_FILTERS, sortBy: 'relevance' }).toString()).toBe('catalogue=sarees');
  });
});
