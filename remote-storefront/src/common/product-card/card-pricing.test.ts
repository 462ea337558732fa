import type { Product } from 'shared';
import { cardPricing } from './card-pricing';

type PricingInput = Pick<Product, 'pricing' | 'variants'>;

function product(pricing: Partial<Product['pricing']>, variants: Product['variants'] = []): PricingInput {
  return {
    pricing: { basePrice: 1000, salePrice: null, taxApplicable: false, taxRate: 0, discountPercentage: null, priceVisible: true, ...pricing },
    variants,
  };
}

const variant = (basePrice: number, salePrice: number | null, stock = 5) => ({
  _id: 'dddddddddddddddddddddddd',
  name: 'Large',
  basePrice,
  salePrice,
  stock,
  discountPercentage: null,
});

describe('cardPricing', () => {
  it.each([
    // base, sale, tax?, rate -> price, old price, badge
    [1000, 800, false, 0, 800, 1000, 20],
    [1000, 800, true, 18, 944, 1180, 20],
    [100, null, true, 18, 118, 141.6, null],
    [1000, 0, false, 0, 1000, 1200, null],
    [1000, 1200, false, 0, 1200, 1440, null],
    [999, 499, false, 0, 499, 999, 50],
  ])('base %p sale %p tax %p at %p%% -> %p, old %p, badge %p', (basePrice, salePrice, taxApplicable, taxRate, price, oldPrice, badge) => {
    expect(cardPricing(product({ basePrice, salePrice, taxApplicable, taxRate }))).toEqual({
      visible: true,
      price,
      oldPrice,
      discountPercent: badge,
    });
  });

  it('prices the first variant on a list card', () => {
    expect(cardPricing(product({ basePrice: 1000, salePrice: 900 }, [variant(500, 400), variant(700, null)]))).toEqual({
      visible: true,
      price: 400,
      oldPrice: 500,
      discountPercent: 20,
    });
  });

  it('shows no price when the price is hidden', () => {
    expect(cardPricing(product({ priceVisible: false, salePrice: 500 }))).toEqual({ visible: false });
  });
});
