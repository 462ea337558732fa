import { reaction } from 'mobx';
import type { StorageLike } from '../storage/safe-storage';
import { product, testRoot, variant } from './store-test-kit';

const storedCart = (data: Map<string, string>) => JSON.parse(data.get('webCart') ?? 'null') as { _id: string; quantity: number }[];

describe('CartStore: lines', () => {
  it('adds a product with quantity 1 and its count, persisted', () => {
    const { root, local, clock } = testRoot();
    const p = product();
    const line = root.cart.add(p);
    expect(line).toMatchObject({ _id: p._id, quantity: 1, selectedVariant: null, selectedPackage: null, itemType: 'product', addedAt: clock.now, updatedAt: clock.now });
    expect(root.cart.count).toBe(1);
    expect(storedCart(local.data)).toEqual([expect.objectContaining({ _id: p._id, quantity: 1 })]);
    expect(local.data.get('webCartTotalCount')).toBe('1');
  });

  it('adding the same id + variant + package increments; another variant is another line', () => {
    const { root, local } = testRoot();
    const red = variant({ name: 'Red', stock: 5 });
    const blue = variant({ name: 'Blue', stock: 5 });
    const p = product({ variants: [red, blue] });
    root.cart.add(p, { selectedVariant: red._id });
    root.cart.add(p, { selectedVariant: red._id, quantity: 2 });
    root.cart.add(p, { selectedVariant: blue._id });
    expect(root.cart.items.map((i) => [i.selectedVariant, i.quantity])).toEqual([
      [red._id, 3],
      [blue._id, 1],
    ]);
    expect(root.cart.count).toBe(4);
    expect(local.data.get('webCartTotalCount')).toBe('4');
  });

  it('preselects the first in-stock variant and the first package when none is given', () => {
    const { root } = testRoot();
    const sold = variant({ stock: 0 });
    const ok = variant({ stock: 3 });
    const pkg = { _id: '0000000000000000000000p1', name: 'Basic', description: '', price: 500, discountPercentage: 0, stock: null };
    const line = root.cart.add(product({ variants: [sold, ok], packages: [pkg] }));
    expect(line?.selectedVariant).toBe(ok._id);
    expect(line?.selectedPackage).toBe(pkg._id);
  });

  it('caps additions at the stock', () => {
    const { root } = testRoot();
    const v = variant({ stock: 3 });
    const p = product({ variants: [v] });
    root.cart.add(p, { selectedVariant: v._id, quantity: 2 });
    root.cart.add(p, { selectedVariant: v._id, quantity: 5 });
    expect(root.cart.items[0]?.quantity).toBe(3);
  });

  it.each([
    ['product status Out of Stock', product({ inventory: { totalQuantity: 0, stockStatus: 'Out of Stock' } }), undefined],
    ['a variant with stock 0', product({ variants: [variant({ _id: '00000000000000000000000f', stock: 0 })] }), '00000000000000000000000f'],
  ])("refuses %s with the 'Out of stock' error snackbar", (_name, p, selectedVariant) => {
    const { root, local } = testRoot();
    expect(root.cart.add(p, { selectedVariant })).toBeNull();
    expect(root.cart.items).toEqual([]);
    expect(local.data.has('webCart')).toBe(false);
    expect(root.ui.snackbars).toEqual([expect.objectContaining({ message: 'Out of stock', severity: 'error' })]);
    root.dispose();
  });

  it.each([
    ['4', 4],
    [7, 7],
    [99, 10],
    [0, 1],
    [-3, 1],
    ['abc', 1],
  ])('setQuantity(%p) clamps to %p (stock 10)', (value, expected) => {
    const { root, local } = testRoot();
    const line = root.cart.add(product())!;
    root.cart.setQuantity(root.cart.keyOf(line), value);
    expect(root.cart.items[0]?.quantity).toBe(expected);
    expect(local.data.get('webCartTotalCount')).toBe(String(expected));
  });

  it('plus stops at the stock', () => {
    const { root } = testRoot();
    const v = variant({ stock: 2 });
    const key = root.cart.keyOf(root.cart.add(product({ variants: [v] }))!);
    expect(root.cart.increment(key)).toBe(true);
    expect(root.cart.increment(key)).toBe(false);
    expect(root.cart.find(key)?.quantity).toBe(2);
  });

  it('minus at 0 removes the line; the cart page keeps at least 1', () => {
    const { root, local } = testRoot();
    const key = root.cart.keyOf(root.cart.add(product(), { quantity: 2 })!);
    root.cart.decrement(key, { keepOne: true });
    root.cart.decrement(key, { keepOne: true });
    expect(root.cart.find(key)?.quantity).toBe(1);
    root.cart.decrement(key);
    expect(root.cart.items).toEqual([]);
    expect(storedCart(local.data)).toEqual([]);
    expect(local.data.get('webCartTotalCount')).toBe('0');
  });

  it('a variant change resets the quantity to 1', () => {
    const { root, clock } = testRoot();
    const red = variant({ stock: 5 });
    const blue = variant({ stock: 5 });
    const key = root.cart.keyOf(root.cart.add(product({ variants: [red, blue] }), { selectedVariant: red._id, quantity: 4 })!);
    clock.now += 1_000;
    expect(root.cart.changeVariant(key, blue._id)).toBe(true);
    expect(root.cart.items).toHaveLength(1);
    expect(root.cart.items[0]).toMatchObject({ selectedVariant: blue._id, quantity: 1, updatedAt: clock.now });
  });

  it("refuses a variant with stock 0 or less with 'Out of stock'", () => {
    const { root } = testRoot();
    const red = variant({ stock: 5 });
    const gone = variant({ stock: 0 });
    const key = root.cart.keyOf(root.cart.add(product({ variants: [red, gone] }), { selectedVariant: red._id, quantity: 3 })!);
    expect(root.cart.changeVariant(key, gone._id)).toBe(false);
    expect(root.cart.items[0]).toMatchObject({ selectedVariant: red._id, quantity: 3 });
    expect(root.ui.snackbars.map((s) => [s.message, s.severity])).toEqual([['Out of stock', 'error']]);
    root.dispose();
  });

  it('a variant change onto a line already in the cart merges the two', () => {
    const { root } = testRoot();
    const red = variant({ stock: 5 });
    const blue = variant({ stock: 5 });
    const p = product({ variants: [red, blue] });
    const redKey = root.cart.keyOf(root.cart.add(p, { selectedVariant: red._id, quantity: 2 })!);
    root.cart.add(p, { selectedVariant: blue._id, quantity: 2 });
    root.cart.changeVariant(redKey, blue._id);
    expect(root.cart.items.map((i) => [i.selectedVariant, i.quantity])).toEqual([[blue._id, 3]]);
  });

  it('a package change resets the quantity to 1 and respects package stock', () => {
    const { root } = testRoot();
    const pkg = (id: string, stock: number | null) => ({ _id: id, name: id, description: '', price: 500, discountPercentage: 10, stock });
    const service = product({ itemType: 'service', packages: [pkg('000000000000000000000a01', null), pkg('000000000000000000000a02', 0), pkg('000000000000000000000a03', 4)] });
    const key = root.cart.keyOf(root.cart.add(service, { quantity: 3 })!);
    expect(root.cart.changePackage(key, '000000000000000000000a02')).toBe(false);
    expect(root.cart.changePackage(key, '000000000000000000000a03')).toBe(true);
    expect(root.cart.items[0]).toMatchObject({ selectedPackage: '000000000000000000000a03', quantity: 1, itemType: 'service' });
    root.dispose();
  });

  it('remove and clear', () => {
    const { root, local } = testRoot();
    const a = root.cart.add(product())!;
    root.cart.add(product());
    root.cart.remove(root.cart.keyOf(a));
    expect(root.cart.items).toHaveLength(1);
    root.cart.clear();
    expect(root.cart.isEmpty).toBe(true);
    expect(local.data.get('webCart')).toBe('[]');
    expect(local.data.get('webCartTotalCount')).toBe('0');
  });

  it('count is observable', () => {
    const { root } = testRoot();
    const seen: number[] = [];
    const stop = reaction(() => root.cart.count, (count) => seen.push(count));
    const key = root.cart.keyOf(root.cart.add(product())!);
    root.cart.increment(key);
    root.cart.remove(key);
    stop();
    expect(seen).toEqual([1, 2, 0]);
  });
});

describe('CartStore: local storage limits and fallbacks', () => {
  it('keeps at most 100 items, the latest added', () => {
    const { root, clock, local } = testRoot();
    const products = Array.from({ length: 101 }, () => product());
    for (const p of products) {
      clock.now += 1;
      root.cart.add(p);
    }
    expect(root.cart.items).toHaveLength(100);
    expect(root.cart.items[0]?._id).toBe(products[1]?._id);
    expect(root.cart.items.at(-1)?._id).toBe(products[100]?._id);
    expect(storedCart(local.data)).toHaveLength(100);
    expect(local.data.get('webCartTotalCount')).toBe('100');
  });

  it('drops the oldest 20% repeatedly while the serialized cart is over 4,718,592 characters', () => {
    // ten stored items of about 600,000 characters: 6.0 M -> drop 2 -> 4.8 M (still over) -> drop 2 -> 3.6 M
    const big = 'x'.repeat(600_000);
    const lines = Array.from({ length: 10 }, (_, i) => ({ ...product({ description: big }), quantity: 1, selectedVariant: null, selectedPackage: null, addedAt: i, updatedAt: i }));
    const { root, local } = testRoot({ localData: { webCart: JSON.stringify(lines) } });
    root.cart.hydrate();
    expect(root.cart.items.map((i) => i._id)).toEqual(lines.slice(4).map((l) => l._id));
    expect((local.data.get('webCart') ?? '').length).toBeLessThanOrEqual(4_718_592);
    expect(local.data.get('webCartTotalCount')).toBe('6');
  });

  it('applies the size limit on every save, so the stored cart never exceeds it', () => {
    const { root, clock, local } = testRoot();
    const big = 'x'.repeat(600_000);
    for (let i = 0; i < 10; i++) {
      clock.now += 1;
      root.cart.add(product({ description: big }));
      expect((local.data.get('webCart') ?? '').length).toBeLessThanOrEqual(4_718_592);
    }
    expect(root.cart.items.length).toBeLessThan(10);
  });

  it('falls back to session storage when the local save fails', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { root, session } = testRoot({ local: full });
    root.cart.add(product());
    expect(storedCart(session.data)).toHaveLength(1);
    expect(session.data.get('webCartTotalCount')).toBe('1');

    // and the next page reads it back from there
    const { root: next } = testRoot({ local: full, storage: root.storage });
    next.cart.hydrate();
    expect(next.cart.count).toBe(1);
  });
});

describe('CartStore: hydrate', () => {
  it('reads the stored cart back', () => {
    const first = testRoot();
    first.root.cart.add(product(), { quantity: 2 });
    first.root.cart.add(product());
    const { root } = testRoot({ localData: Object.fromEntries(first.local.data) });
    root.cart.hydrate();
    expect(root.cart.count).toBe(3);
    expect(root.cart.items).toHaveLength(2);
  });

  it.each([['{not json'], ['{"a":1}'], ['42']])('resets an unparseable cart (%p) to empty', (raw) => {
    const { root, local } = testRoot({ localData: { webCart: raw, webCartTotalCount: '9' } });
    root.cart.hydrate();
    expect(root.cart.items).toEqual([]);
    expect(local.data.get('webCart')).toBe('[]');
    expect(local.data.get('webCartTotalCount')).toBe('0');
  });

  it('drops lines that no longer read as cart items and re-clamps quantities', () => {
    const first = testRoot();
    const good = first.root.cart.add(product({ inventory: { totalQuantity: 10, stockStatus: 'In Stock' } }), { quantity: 2 })!;
    const lines = JSON.parse(first.local.data.get('webCart')!) as Record<string, unknown>[];
    const tooMany = { ...lines[0], _id: '0000000000000000000000ff', quantity: 50 };
    const broken = { _id: 'nope', quantity: 'many' };
    const { root } = testRoot({ localData: { webCart: JSON.stringify([lines[0], broken, tooMany]) } });
    root.cart.hydrate();
    expect(root.cart.items.map((i) => [i._id, i.quantity])).toEqual([
      [good._id, 2],
      ['0000000000000000000000ff', 10],
    ]);
  });

  it('starts empty when nothing is stored, without writing anything', () => {
    const { root, local } = testRoot();
    root.cart.hydrate();
    expect(root.cart.count).toBe(0);
    expect(local.data.size).toBe(0);
  });
});
