import { servicePackagePrice, servicePackageSavings } from './service-package-price';

describe('servicePackagePrice: price x (1 - discountPercentage/100)', () => {
  it.each([
    [1000, 10, 900, 100],
    [1000, 0, 1000, 0],
    [1000, null, 1000, 0],
    [999, 15, 849.15, 149.85],
    [500, 100, 0, 500],
    [500, 150, 0, 500],
    [500, -5, 500, 0],
  ])('price %p, discount %p -> %p (saves %p)', (price, discountPercentage, expected, savings) => {
    expect(servicePackagePrice({ price, discountPercentage })).toBe(expected);
    expect(servicePackageSavings({ price, discountPercentage })).toBe(savings);
  });
});
