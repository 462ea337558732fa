import { aProduct } from 'shared/testing';
import { hasShippableItem } from './checkout-line';

const noShipping = { available: false, weight: null, dimensions: null, cost: 0 };

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
