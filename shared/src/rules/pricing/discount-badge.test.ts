import { discountBadge } from './discount-badge';

describe('discountBadge: round((1 - sale/base) x 100), only when sale < base', () => {
  it.each([
    [1000, 800, 20],
    [1000, 750, 25],
    [999, 499, 50],
    [300, 199, 34],
    [1000, 999, 0],
    [1000, 1000, null],
    [1000, 1200, null],
    [1000, 0, null],
    [1000, null, null],
    [0, 0, null],
  ])('base %p, sale %p -> %p', (basePrice, salePrice, expected) => {
    expect(discountBadge({ basePrice, salePrice })).toBe(expected);
  });
});
