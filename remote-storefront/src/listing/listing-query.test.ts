import { DEFAULT_PRODUCT_FILTERS } from 'shared/rules';
import { readListingState, type ListingState } from './listing-params';
import { desktopListingQuery, mobileListingQuery } from './listing-query';

const ACCOUNT = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const ID = 'c0c0c0c0c0c0c0c0c0c0c0c0';
const state = (query: string): ListingState => readListingState(new URLSearchParams(query));

describe('desktopListingQuery', () => {
  it('asks for one page of 8 published products of the catalogue by slug, with category and search, by relevance', () => {
    expect(desktopListingQuery(ACCOUNT, state('catalogue=sarees&category=silk&search=zari&page=2'))).toEqual({
      accountTypeId: ACCOUNT,
      slug: 'sarees',
      status: 'Published',
      search: 'zari',
      category: 'silk',
      sortBy: 'relevance',
      page: 2,
      limit: 8,
    });
  });

  it('names a 24-hex catalogue by catalogId, and lists the whole business without one', () => {
    const sortBy = DEFAULT_PRODUCT_FILTERS.sortBy;
    expect(desktopListingQuery(ACCOUNT, state(`catalogue=${ID}`))).toEqual({ accountTypeId: ACCOUNT, catalogId: ID, status: 'Published', sortBy, page: 1, limit: 8 });
    expect(desktopListingQuery(ACCOUNT, state(''))).toEqual({ accountTypeId: ACCOUNT, status: 'Published', sortBy, page: 1, limit: 8 });
  });

  it('sends the same Filters & Sort choices as the phone’s', () => {
    expect(desktopListingQuery(ACCOUNT, state('onSale=true&minRating=3&priceRange=100,900&sortBy=newest&page=2'))).toMatchObject({
      onSale: true,
      minRating: 3,
      priceRange: '100,900',
      sortBy: 'newest',
      page: 2,
    });
  });

  it('cuts search terms to the 200 characters the API accepts', () => {
    expect(String(desktopListingQuery(ACCOUNT, state(`search=${'a'.repeat(300)}`)).search)).toHaveLength(200);
  });
});

describe('mobileListingQuery', () => {
  it('asks for pages of 20 sorted by name by default, without filters', () => {
    expect(mobileListingQuery(ACCOUNT, state('catalogue=sarees'))).toEqual({
      accountTypeId: ACCOUNT,
      slug: 'sarees',
      status: 'Published',
      limit: 20,
      sortBy: DEFAULT_PRODUCT_FILTERS.sortBy,
    });
  });

  it('sends every chosen filter and the sort under the API names', () => {
    expect(mobileListingQuery(ACCOUNT, state('inStockOnly=true&freeShipping=true&onSale=true&minRating=2&priceRange=100,900&sortBy=newest'))).toEqual({
      accountTypeId: ACCOUNT,
      status: 'Published',
      limit: 20,
      sortBy: 'newest',
      inStockOnly: true,
      freeShipping: true,
      onSale: true,
      minRating: 2,
      priceRange: '100,900',
    });
  });
});
