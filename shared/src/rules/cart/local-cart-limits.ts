import { LOCAL_CART_DROP_FRACTION, LOCAL_CART_MAX_CHARS, LOCAL_CART_MAX_ITEMS } from '../constants';

export interface LocalCartLimits {
  /** Most items kept. Default LOCAL_CART_MAX_ITEMS (100). */
  maxItems?: number;
  /** Largest serialized size in characters. Default LOCAL_CART_MAX_CHARS (4,718,592). */
  maxChars?: number;
  /** How the cart is written to storage. Default JSON.stringify. */
  serialize?: (items: unknown[]) => string;
}

/**
 * Spec: "Local cart: at most 100 items (keeps latest); if serialized size exceeds 4,718,592 characters,
 * drop the oldest 20% repeatedly." Age is `addedAt` (epoch ms); the kept items stay in their order.
 * Each round drops at least one item, so the loop ends even for a single oversized item (then nothing
 * is kept).
 */
export function pruneLocalCart<T extends { addedAt: number }>(items: readonly T[], limits: LocalCartLimits = {}): T[] {
  const maxItems = limits.maxItems ?? LOCAL_CART_MAX_ITEMS;
  const maxChars = limits.maxChars ?? LOCAL_CART_MAX_CHARS;
  const serialize = limits.serialize ?? ((value: unknown[]) => JSON.stringify(value));

  let kept = keepNewest(items, maxItems);
  while (kept.length > 0 && serialize(kept).length > maxChars) {
    const drop = Math.max(1, Math.ceil(kept.length * LOCAL_CART_DROP_FRACTION));
    kept = keepNewest(kept, kept.length - drop);
  }
  return kept;
}

/** The `count` newest items by addedAt, in their original order (ties: the later position is newer). */
function keepNewest<T extends { addedAt: number }>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  if (count <= 0) return [];
  const newest = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.addedAt - a.item.addedAt || b.index - a.index)
    .slice(0, count)
    .map(({ index }) => index);
  const keep = new Set(newest);
  return items.filter((_, index) => keep.has(index));
}
