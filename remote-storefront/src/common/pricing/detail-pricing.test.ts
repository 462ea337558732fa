import fc from 'fast-check';
import { lineTotals, toPaise } from 'shared/rules';
import { aProduct } from 'shared/testing';
import { detailPricing } from './detail-pricing';
import { aPackage, aVariant } from '../../testing/product-builders';

describe('detailPricing', () => {
  it('adds tax to the sale price and shows the base price struck through with the badge and savings', () => {
    const pricing = detailPricing(aProduct({ pricing: { basePrice: 1000, salePrice: 800, taxApplicable: true, taxRate: 18 } }), null);
    expect(pricing).toEqual({ visible: true, price: 944, oldPrice: 1180, discountPercent: 20, savings: 236, taxRate: 18 });
  });

  it('ignores a sale price of 0: base price, 1.2 x old price for display, no badge and no savings', () => {
    expect(detailPricing(aProduct({ pricing: { basePrice: 1000, salePrice: 0 } }), null)).toEqual({
      visible: true,
      price: 1000,
      oldPrice: 1200,
      discountPercent: null,
      savings: null,
      taxRate: null,
    });
  });

  it('reads the chosen variant', () => {
    const small = aVariant('100 g', 40, { basePrice: 320 });
    const large = aVariant('250 g', 12, { basePrice: 760, salePrice: 699 });
    const product = aProduct({ pricing: { basePrice: 320, taxApplicable: true, taxRate: 5 }, variants: [small, large] });
    expect(detailPricing(product, large._id)).toMatchObject({ price: 733.95, oldPrice: 798, discountPercent: 8 });
    expect(detailPricing(product, small._id)).toMatchObject({ price: 336, discountPercent: null });
  });

  it('reads a package as price less its discount percent', () => {
    const bridal = aPackage('Bridal', 2500, { discountPercentage: 10 });
    const product = aProduct({ itemType: 'service', pricing: { basePrice: 650, taxApplicable: true, taxRate: 18 }, packages: [aPackage('Simple', 650), bridal] });
    expect(detailPricing(product, bridal._id)).toMatchObject({ price: 2655, oldPrice: 2950, discountPercent: 10, savings: 295 });
  });

  it('hides every price when the price is not visible', () => {
    expect(detailPricing(aProduct({ pricing: { priceVisible: false, salePrice: 500 } }), null)).toEqual({ visible: false });
  });

  it('saves, for any discounted price and GST slab, exactly what the checkout discounts on one unit (one rounding rule)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.boolean(),
        fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28),
        (basePaise, share, taxApplicable, taxRate) => {
          const salePaise = Math.max(1, Math.round(basePaise * share));
          const pricing = detailPricing(aProduct({ pricing: { basePrice: basePaise / 100, salePrice: salePaise / 100, taxApplicable, taxRate } }), null);
          const line = lineTotals({ basePricePaise: basePaise, salePricePaise: salePaise, quantity: 1, taxApplicable, taxRate, shippingCostPaise: 0 });
          if (!pricing.visible) throw new Error('price hidden');
          expect(toPaise(pricing.price)).toBe(line.amountPaise);
          expect(toPaise(pricing.savings ?? 0)).toBe(line.savingPaise);
        },
      ),
    );
  });
});
