import type { Product } from 'shared';
import { cardStock } from './card-stock';

type StockInput = Pick<Product, 'inventory' | 'totalQuantity' | 'variants'>;

const variant = (stock: number) => ({ _id: 'dddddddddddddddddddddddd', name: 'One', basePrice: 10, salePrice: null, stock, discountPercentage: null });

function item(totalQuantity: number | null, stockStatus: Product['inventory']['stockStatus'] = 'In Stock', variants: Product['variants'] = []): StockInput {
  return { inventory: { totalQuantity, stockStatus }, totalQuantity, variants };
}

describe('cardStock', () => {
  it.each([
    [item(10), { outOfStock: false, hint: null }],
    [item(3), { outOfStock: false, hint: '3 left' }],
    [item(1, 'Low Stock'), { outOfStock: false, hint: '1 left' }],
    [item(null), { outOfStock: false, hint: null }],
    [item(0, 'Out of Stock'), { outOfStock: true, hint: null }],
    [item(50, 'In Stock', [variant(2), variant(40)]), { outOfStock: false, hint: '2 left' }],
    [item(50, 'In Stock', [variant(0), variant(40)]), { outOfStock: true, hint: null }],
  ])('%#', (input, expected) => {
    expect(cardStock(input)).toEqual(expected);
  });
});
