import { defaultDetailVariant, defaultListVariant, defaultPackage } from './default-variant';

const v = (id: string, stock: number) => ({ _id: id, stock });

describe('default variant', () => {
  it.each([
    ['first in stock', [v('a', 0), v('b', 3), v('c', 5)], 'b', 'a'],
    ['first already in stock', [v('a', 2), v('b', 3)], 'a', 'a'],
    ['all out of stock: first', [v('a', 0), v('b', -1)], 'a', 'a'],
    ['negative stock skipped', [v('a', -3), v('b', 1)], 'b', 'a'],
  ])('%s', (_name, variants, detail, list) => {
    expect(defaultDetailVariant(variants)?._id).toBe(detail);
    expect(defaultListVariant(variants)?._id).toBe(list);
  });

  it('no variants', () => {
    expect(defaultDetailVariant([])).toBeUndefined();
    expect(defaultDetailVariant(null)).toBeUndefined();
    expect(defaultListVariant(undefined)).toBeUndefined();
  });

  it('default package is the first package', () => {
    expect(defaultPackage([{ _id: 'p1' }, { _id: 'p2' }])?._id).toBe('p1');
    expect(defaultPackage([])).toBeUndefined();
  });
});
