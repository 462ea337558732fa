import { aProduct } from 'shared/testing';
import { detailOptions } from './detail-options';
import { detailStock } from './detail-stock';
import { aPackage, aVariant } from '../testing/product-builders';

describe('detailStock', () => {
  it("takes the inventory's status and total without options", () => {
    expect(detailStock(aProduct({ inventory: { totalQuantity: 20 } }), undefined)).toEqual({ status: 'In Stock', outOfStock: false, hint: null });
    expect(detailStock(aProduct({ inventory: { totalQuantity: 2, stockStatus: 'Low Stock' } }), undefined)).toEqual({ status: 'Low Stock', outOfStock: false, hint: '2 left' });
    expect(detailStock(aProduct({ inventory: { totalQuantity: 0, stockStatus: 'Out of Stock' } }), undefined)).toEqual({ status: 'Out of Stock', outOfStock: true, hint: null });
  });

  it("takes the chosen variant's stock", () => {
    const product = aProduct({ variants: [aVariant('S', 3), aVariant('XL', 0)] });
    const [small, extraLarge] = detailOptions(product);
    expect(detailStock(product, small)).toEqual({ status: 'In Stock', outOfStock: false, hint: '3 left' });
    expect(detailStock(product, extraLarge)).toEqual({ status: 'Out of Stock', outOfStock: true, hint: null });
  });

  it("takes a package's stock, and none for an untracked package", () => {
    const product = aProduct({ packages: [aPackage('Solo', 1200, { stock: 0 }), aPackage('Call', 999)] });
    const [solo, call] = detailOptions(product);
    expect(detailStock(product, solo).outOfStock).toBe(true);
    expect(detailStock(product, call)).toEqual({ status: 'In Stock', outOfStock: false, hint: null });
  });
});
