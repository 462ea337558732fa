import { cartLineKey, isSameCartLine } from './cart-line';

describe('cart line identity: id + variant + package', () => {
  it.each([
    [{ _id: 'p1' }, { _id: 'p1', selectedVariant: null, selectedPackage: null }, true],
    [{ _id: 'p1', selectedVariant: 'v1' }, { _id: 'p1', selectedVariant: 'v1' }, true],
    [{ _id: 'p1', selectedVariant: 'v1' }, { _id: 'p1', selectedVariant: 'v2' }, false],
    [{ _id: 'p1', selectedPackage: 'k1' }, { _id: 'p1', selectedPackage: 'k2' }, false],
    [{ _id: 'p1', selectedVariant: 'v1' }, { _id: 'p2', selectedVariant: 'v1' }, false],
    [{ _id: 'p1', selectedVariant: 'k1' }, { _id: 'p1', selectedPackage: 'k1' }, false],
  ])('%p vs %p -> %p', (a, b, same) => {
    expect(isSameCartLine(a, b)).toBe(same);
  });

  it('gives a readable key', () => {
    expect(cartLineKey({ _id: 'p1', selectedVariant: 'v1', selectedPackage: null })).toBe('p1|v1|');
  });
});
