import { aProduct } from 'shared/testing';
import { defaultOptionId, detailMaxQuantity, detailOptions, detailQuantity, isOptionOutOfStock, optionsTitle } from './detail-options';
import { aPackage, aVariant } from '../testing/product-builders';

describe('detail options', () => {
  const maroon = aVariant('Maroon', 3);
  const mustard = aVariant('Mustard', 0);
  const green = aVariant('Bottle Green', 5);

  it('lists the variants, else the packages of a service', () => {
    expect(detailOptions(aProduct({ variants: [maroon] }))).toEqual([{ id: maroon._id, name: 'Maroon', stock: 3, kind: 'variant' }]);
    const solo = aPackage('Solo', 1200, { stock: 12 });
    expect(detailOptions(aProduct({ itemType: 'service', packages: [solo] }))).toEqual([{ id: solo._id, name: 'Solo', stock: 12, kind: 'package' }]);
    expect(detailOptions(aProduct())).toEqual([]);
  });

  it.each([
    [0, true],
    [-1, true],
    [1, false],
    [null, false],
  ])('stock %p is out of stock: %p', (stock, out) => {
    expect(isOptionOutOfStock({ stock })).toBe(out);
  });

  it('preselects the first variant in stock, the first package, or nothing', () => {
    expect(defaultOptionId(aProduct({ variants: [mustard, maroon, green] }))).toBe(maroon._id);
    expect(defaultOptionId(aProduct({ variants: [mustard] }))).toBe(mustard._id);
    const first = aPackage('Standard', 150);
    expect(defaultOptionId(aProduct({ packages: [first, aPackage('Express', 250)] }))).toBe(first._id);
    expect(defaultOptionId(aProduct())).toBeNull();
  });

  it("titles the chips with the product's variantTitle, else Variant or Package", () => {
    expect(optionsTitle(aProduct({ variantTitle: 'Colour', variants: [maroon] }))).toBe('Colour');
    expect(optionsTitle(aProduct({ variantTitle: '  ', variants: [maroon] }))).toBe('Variant');
    expect(optionsTitle(aProduct({ variantTitle: null }))).toBe('Package');
  });

  describe('quantity', () => {
    const product = aProduct({ variants: [maroon, green] });

    it.each([
      ['abc', 1],
      ['', 1],
      [0, 1],
      [-4, 1],
      [2, 2],
      ['3', 3],
      [9, 3],
    ])('%p with the Maroon variant (stock 3) becomes %p', (value, expected) => {
      expect(detailQuantity(product, maroon._id, value)).toBe(expected);
    });

    it('caps at the selected variant, the inventory total without variants, and a package stock', () => {
      expect(detailMaxQuantity(product, green._id)).toBe(5);
      expect(detailMaxQuantity(aProduct({ inventory: { totalQuantity: 7 } }), null)).toBe(7);
      const seats = aPackage('Couple', 2200, { stock: 6 });
      expect(detailMaxQuantity(aProduct({ inventory: { totalQuantity: null }, totalQuantity: null, packages: [seats] }), seats._id)).toBe(6);
      const untracked = aPackage('Video call', 999);
      expect(detailMaxQuantity(aProduct({ inventory: { totalQuantity: null }, totalQuantity: null, packages: [untracked] }), untracked._id)).toBeNull();
    });
  });
});
