import { pruneLocalCart } from './local-cart-limits';

const item = (n: number, addedAt = n, size = 0) => ({ id: n, addedAt, pad: 'x'.repeat(size) });

describe('pruneLocalCart: at most 100 items (latest kept); drop oldest 20% while over 4,718,592 chars', () => {
  it('keeps a small cart as it is', () => {
    const cart = [item(1), item(2)];
    expect(pruneLocalCart(cart)).toEqual(cart);
  });

  it.each([
    [100, 100, 1],
    [101, 100, 2],
    [150, 100, 51],
  ])('%p items -> %p kept, oldest kept is #%p', (count, kept, firstId) => {
    const cart = Array.from({ length: count }, (_, i) => item(i + 1));
    const result = pruneLocalCart(cart);
    expect(result).toHaveLength(kept);
    expect(result[0]?.id).toBe(firstId);
  });

  it('chooses by addedAt, not by position, and keeps order', () => {
    const cart = [item(1, 50), item(2, 10), item(3, 30)];
    expect(pruneLocalCart(cart, { maxItems: 2 }).map((i) => i.id)).toEqual([1, 3]);
  });

  it('drops the oldest 20% repeatedly until the serialized cart fits', () => {
    // 10 items of about 1,000 characters each; limit 7,000 characters -> 10 -> 8 -> 6 items
    const cart = Array.from({ length: 10 }, (_, i) => item(i + 1, i + 1, 1000));
    const result = pruneLocalCart(cart, { maxChars: 7_000 });
    expect(result.map((i) => i.id)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(JSON.stringify(result).length).toBeLessThanOrEqual(7_000);
  });

  it('uses the spec size 4,718,592 by default', () => {
    const cart = Array.from({ length: 5 }, (_, i) => item(i + 1, i + 1, 1_000_000));
    // 5 x ~1,000,000 > 4,718,592 -> drop 1 (20% of 5) -> 4 x ~1,000,000 fits
    expect(pruneLocalCart(cart).map((i) => i.id)).toEqual([2, 3, 4, 5]);
  });

  it('ends with an empty cart when a single item is too big', () => {
    expect(pruneLocalCart([item(1, 1, 100)], { maxChars: 10 })).toEqual([]);
  });
});
