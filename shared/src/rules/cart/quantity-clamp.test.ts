import { clampQuantity, maxQuantity } from './quantity-clamp';

const variants = [
  { _id: 'a', stock: 5 },
  { _id: 'b', stock: 2 },
];

describe('maxQuantity: selected variant stock, first variant if none selected, inventory total, else unlimited', () => {
  it.each([
    ['selected variant b', { variants }, 'b', 2],
    ['selected variant as object', { variants }, { _id: 'b', stock: 2 }, 2],
    ['no selection: first variant', { variants }, null, 5],
    ['unknown selection: first variant', { variants }, 'zz', 5],
    ['no variants: inventory total', { variants: [], inventory: { totalQuantity: 7 } }, null, 7],
    ['no variants: product total', { totalQuantity: 4 }, undefined, 4],
    ['absent: unlimited', { variants: [], inventory: { totalQuantity: null } }, null, null],
    ['nothing at all: unlimited', {}, undefined, null],
  ] as const)('%s', (_name, item, selection, expected) => {
    expect(maxQuantity(item, selection)).toBe(expected);
  });
});

describe('clampQuantity: min 1, non-numeric 1, below 1 -> 1, above max -> max', () => {
  it.each([
    [3, 5, 3],
    [5, 5, 5],
    [6, 5, 5],
    [0, 5, 1],
    [-4, 5, 1],
    ['3', 5, 3],
    ['12', 5, 5],
    ['abc', 5, 1],
    ['', 5, 1],
    [null, 5, 1],
    [undefined, 5, 1],
    [Number.NaN, 5, 1],
    [2.7, 5, 2],
    [1000, null, 1000],
    [1000, undefined, 1000],
    [3, 0, 1],
  ])('%p with max %p -> %p', (value, max, expected) => {
    expect(clampQuantity(value, max)).toBe(expected);
  });
});
