import {
  activeFilterCount,
  DEFAULT_PRODUCT_FILTERS,
  defaultSortFor,
  sortFor,
  sortOptionsFor,
  normalisedPriceRange,
  priceSliderMax,
  sliderRange,
  toggleMinRating,
  withRangeMax,
  withRangeMin,
} from './product-filters';

describe('toggleMinRating', () => {
  it.each([
    [0, 4, 4],
    [4, 3, 3],
    [3, 3, 0],
    [1, 1, 0],
    [2, 5, 0],
    [2, 0, 0],
  ])('from %p choosing %p gives %p', (current, chosen, next) => {
    expect(toggleMinRating(current, chosen)).toBe(next);
  });
});

describe('priceSliderMax', () => {
  it.each([
    [2499, 2499],
    [1999.5, 2000],
    [0, 1000],
    [null, 1000],
    [undefined, 1000],
    [Number.NaN, 1000],
  ])('maxSalePrice %p -> slider end %p', (max, end) => {
    expect(priceSliderMax(max)).toBe(end);
  });
});

describe('the price range thumbs', () => {
  it('never lets the minimum pass the maximum', () => {
    expect(withRangeMin([100, 500], 700, 1000)).toEqual([500, 500]);
    expect(withRangeMin([100, 500], 300, 1000)).toEqual([300, 500]);
    expect(withRangeMin([100, 500], -5, 1000)).toEqual([0, 500]);
  });

  it('never lets the maximum drop below the minimum or leave the slider', () => {
    expect(withRangeMax([300, 500], 200, 1000)).toEqual([300, 300]);
    expect(withRangeMax([300, 500], 900, 1000)).toEqual([300, 900]);
    expect(withRangeMax([300, 500], 5000, 1000)).toEqual([300, 1000]);
  });

  it('shows the whole slider without a range, and holds a stored range inside it', () => {
    expect(sliderRange(null, 1000)).toEqual([0, 1000]);
    expect(sliderRange([200, 5000], 1000)).toEqual([200, 1000]);
    expect(sliderRange([1500, 5000], 1000)).toEqual([1000, 1000]);
  });

  it('stores the whole slider as no range at all', () => {
    expect(normalisedPriceRange([0, 1000], 1000)).toBeNull();
    expect(normalisedPriceRange([0, 800], 1000)).toEqual([0, 800]);
    expect(normalisedPriceRange([10, 1000], 1000)).toEqual([10, 1000]);
  });
});

describe('activeFilterCount', () => {
  it('counts the filters that differ from the defaults, not the sort order', () => {
    expect(activeFilterCount(DEFAULT_PRODUCT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_PRODUCT_FILTERS, sortBy: 'newest' })).toBe(0);
    expect(
      activeFilterCount({ inStockOnly: true, freeShipping: true, onSale: true, minRating: 3, priceRange: [0, 500], sortBy: 'rating' }),
    ).toBe(5);
  });
});

describe('sorting while searching', () => {
  it('starts by relevance while a search word is given, by name otherwise', () => {
    expect(defaultSortFor('silk')).toBe('relevance');
    expect(defaultSortFor('  ')).toBe('name');
    expect(sortFor(null, 'silk')).toBe('relevance');
    expect(sortFor(undefined, '')).toBe('name');
  });

  it('keeps a chosen sort, and reads relevance without a search word as name', () => {
    expect(sortFor('price-low', 'silk')).toBe('price-low');
    expect(sortFor('relevance', 'silk')).toBe('relevance');
    expect(sortFor('relevance', '')).toBe('name');
  });

  it("offers 'Relevance' only while a search word is given, before the spec's five", () => {
    expect(sortOptionsFor('').map((o) => o.label)).toEqual(['Name (A-Z)', 'Price: Low to High', 'Price: High to Low', 'Rating', 'Newest']);
    expect(sortOptionsFor('silk').map((o) => o.value)).toEqual(['relevance', 'name', 'price-low', 'price-high', 'rating', 'newest']);
    expect(sortOptionsFor('silk')[0]?.label).toBe('Relevance');
  });
});
