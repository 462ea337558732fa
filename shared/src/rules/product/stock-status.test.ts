import { isOutOfStock, lowStockHint, stockStatus, type StockItem } from './stock-status';

const inStock: StockItem = { inventory: { stockStatus: 'In Stock', totalQuantity: 10 } };
const statusOut: StockItem = { inventory: { stockStatus: 'Out of Stock', totalQuantity: 10 } };
const lowStatus: StockItem = { inventory: { stockStatus: 'Low Stock', totalQuantity: 2 } };
const v = (stock: number) => ({ _id: 'v', stock });

describe('isOutOfStock / stockStatus: status Out of Stock or selected variant stock <= 0', () => {
  it.each([
    ['in stock, no variant', inStock, null, false, 'In Stock'],
    ['status Out of Stock', statusOut, null, true, 'Out of Stock'],
    ['status Out of Stock, variant in stock', statusOut, v(5), true, 'Out of Stock'],
    ['variant stock 0', inStock, v(0), true, 'Out of Stock'],
    ['variant stock -1', inStock, v(-1), true, 'Out of Stock'],
    ['variant stock 1', inStock, v(1), false, 'In Stock'],
    ['low stock status kept', lowStatus, v(2), false, 'Low Stock'],
    ['no inventory', {}, undefined, false, 'In Stock'],
  ] as const)('%s', (_name, item, variant, out, status) => {
    expect(isOutOfStock(item, variant)).toBe(out);
    expect(stockStatus(item, variant)).toBe(status);
  });
});

describe("lowStockHint: 'N left' at stock 3 or fewer, above 0", () => {
  it.each([
    [3, '3 left'],
    [2, '2 left'],
    [1, '1 left'],
    [4, null],
    [0, null],
    [-2, null],
    [null, null],
    [undefined, null],
  ])('%p -> %p', (stock, expected) => {
    expect(lowStockHint(stock)).toBe(expected);
  });
});
