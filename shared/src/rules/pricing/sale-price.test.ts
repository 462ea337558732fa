import { effectivePrice, hasDiscount, isValidSalePrice } from './sale-price';

describe('isValidSalePrice: a number greater than 0', () => {
  it.each([
    [499, true],
    [0.5, true],
    [0, false],
    [-1, false],
    [null, false],
    [undefined, false],
    ['499', false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%p -> %p', (value, expected) => {
    expect(isValidSalePrice(value)).toBe(expected);
  });
});

describe('effectivePrice', () => {
  it.each([
    [{ basePrice: 1000, salePrice: 800 }, 800],
    [{ basePrice: 1000, salePrice: 0 }, 1000],
    [{ basePrice: 1000, salePrice: null }, 1000],
    [{ basePrice: 1000 }, 1000],
    [{ basePrice: 1000, salePrice: -5 }, 1000],
    [{ basePrice: 19.999, salePrice: null }, 20],
  ])('%p -> %p', (source, expected) => {
    expect(effectivePrice(source)).toBe(expected);
  });
});

describe('hasDiscount', () => {
  it.each([
    [{ basePrice: 1000, salePrice: 800 }, true],
    [{ basePrice: 1000, salePrice: 1000 }, false],
    [{ basePrice: 1000, salePrice: 1200 }, false],
    [{ basePrice: 1000, salePrice: 0 }, false],
  ])('%p -> %p', (source, expected) => {
    expect(hasDiscount(source)).toBe(expected);
  });
});
