import { aProduct } from 'shared/testing';
import { checkoutLineOf, hasShippableItem } from './checkout-line';

const noShipping = { available: false, weight: null, dimensions: null, cost: 0 };

describe('checkoutLineOf', () => {
  it('names the item, its variant or package and the quantity, and never carries a price', () => {
    const item = { ...aProduct({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }), quantity: 4, selectedVariant: 'bbbbbbbbbbbbbbbbbbbbbbbb', selectedPackage: null };
    expect(checkoutLineOf(item)).toEqual({ productId: 'aaaaaaaaaaaaaaaaaaaaaaaa', variantId: 'bbbbbbbbbbbbbbbbbbbbbbbb', packageId: null, quantity: 4, itemType: 'product' });
  });
});

describe('hasShippableItem', () => {
  const line = (change: Parameters<typeof aProduct>[0]) => ({ ...aProduct(change), quantity: 1, selectedVariant: null, selectedPackage: null });

  it.each([
    ['a shippable product', [line({})], true],
    ['a product that is not shipped', [line({ shipping: noShipping })], false],
    ['a service, whatever its shipping says', [line({ itemType: 'service' })], false],
    ['a service and a shippable product', [line({ itemType: 'service' }), line({})], true],
    ['nothing', [], false],
  ])('%s → %s', (_case, items, expected) => {
    expect(hasShippableItem(items)).toBe(expected);
  });
});
