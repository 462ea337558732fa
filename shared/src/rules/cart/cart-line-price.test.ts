import { cartLineTotal, cartLineUnitPrice, cartSubtotal, type PricedLine } from './cart-line-price';

const line = (overrides: Partial<PricedLine> = {}): PricedLine => ({
  pricing: { basePrice: 1000, salePrice: 800, taxApplicable: true, taxRate: 5, priceVisible: true },
  quantity: 2,
  variants: [],
  packages: [],
  selectedVariant: null,
  selectedPackage: null,
  ...overrides,
});

describe('cart line prices', () => {
  it('uses the valid sale price plus tax: 800 x 1.05 = 840', () => {
    expect(cartLineUnitPrice(line())).toBe(840);
    expect(cartLineTotal(line())).toBe(1680);
  });

  it("prices the selected variant rather than the product", () => {
    const variants = [{ _id: 'v1', basePrice: 1200, salePrice: 0 }];
    expect(cartLineUnitPrice(line({ variants, selectedVariant: 'v1' }))).toBe(1260);
  });

  it('prices a service package after its discount: 2000 x (1 - 10/100) = 1800, plus 18% tax', () => {
    const packages = [{ _id: 'p1', price: 2000, discountPercentage: 10 }];
    const pricing = { basePrice: 0, salePrice: null, taxApplicable: true, taxRate: 18, priceVisible: true };
    expect(cartLineUnitPrice(line({ pricing, packages, selectedPackage: 'p1' }))).toBe(2124);
  });

  it('has no price when the business hides it, and leaves it out of the subtotal', () => {
    const hidden = line({ pricing: { basePrice: 500, salePrice: null, taxApplicable: false, taxRate: 0, priceVisible: false } });
    expect(cartLineUnitPrice(hidden)).toBeNull();
    expect(cartSubtotal([hidden, line()])).toBe(1680);
  });
});
