import { oldPrice } from './old-price';

describe('oldPrice: base price with a discount, 1.2 x price without', () => {
  it.each([
    [1000, 800, 1000],
    [999, 499, 999],
    [1000, null, 1200],
    [1000, 0, 1200],
    [1000, 1000, 1200],
    [499, null, 598.8],
    [1000, 1500, 1800],
  ])('base %p, sale %p -> %p', (basePrice, salePrice, expected) => {
    expect(oldPrice({ basePrice, salePrice })).toBe(expected);
  });
});
