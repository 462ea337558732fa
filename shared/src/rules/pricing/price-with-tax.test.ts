import { priceWithTax } from './price-with-tax';

describe('priceWithTax: price x (1 + taxRate/100) when taxApplicable', () => {
  it.each([
    [100, true, 18, 118],
    [100, false, 18, 100],
    [1000, true, 5, 1050],
    [499, true, 12, 558.88],
    [999.99, true, 18, 1179.99],
    [100, true, 0, 100],
  ])('price %p, taxApplicable %p, rate %p -> %p', (price, taxApplicable, taxRate, expected) => {
    expect(priceWithTax(price, { taxApplicable, taxRate })).toBe(expected);
  });
});
