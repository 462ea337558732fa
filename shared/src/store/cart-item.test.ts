import { aProduct } from '../testing';
import { cartLineOf } from './cart-item';

describe('cartLineOf', () => {
  it('names the item, its variant or package, the quantity and the type in the spec’s names, and never carries a price', () => {
    const item = { ...aProduct({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }), quantity: 4, selectedVariant: 'bbbbbbbbbbbbbbbbbbbbbbbb', selectedPackage: null };
    expect(cartLineOf(item)).toEqual({ productId: 'aaaaaaaaaaaaaaaaaaaaaaaa', selectedVariant: 'bbbbbbbbbbbbbbbbbbbbbbbb', selectedPackage: null, quantity: 4, itemType: 'product' });
  });
});
