import type { StockItem, StockVariant } from '../product/stock-status';

/** A selected variant given by id (as the cart stores it) or as the variant itself. */
export type VariantSelection = string | StockVariant | null | undefined;

/** The variant a selection points at: by id among the item's variants, else the object given. */
export function selectedVariantOf(item: StockItem, selection: VariantSelection): StockVariant | undefined {
  if (selection == null) return undefined;
  const id = typeof selection === 'string' ? selection : selection._id;
  return item.variants?.find((variant) => variant._id === id) ?? (typeof selection === 'string' ? undefined : selection);
}

/**
 * The most a customer may put in the cart. Spec: "maximum is the selected variant's stock (first variant
 * if none selected) or the inventory total when there are no variants", and "unlimited if absent".
 * Returns null for unlimited.
 */
export function maxQuantity(item: StockItem, selection?: VariantSelection): number | null {
  const variants = item.variants ?? [];
  if (variants.length > 0) {
    const variant = selectedVariantOf(item, selection) ?? variants[0];
    return variant ? variant.stock : null;
  }
  const total = item.inventory?.totalQuantity ?? item.totalQuantity;
  return typeof total === 'number' && Number.isFinite(total) ? total : null;
}

/**
 * Spec: "minimum 1; ... non-numeric becomes 1, below 1 becomes 1, above max is capped." Numeric strings
 * (what an input gives) count as numbers; fractions are cut to whole units. When the maximum is below 1
 * (an out-of-stock item) the minimum of 1 wins: out-of-stock items are refused by `isOutOfStock`, not
 * by a quantity of 0, which would mean "remove".
 */
export function clampQuantity(value: unknown, max?: number | null): number {
  const numeric = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(numeric)) return 1;
  let quantity = Math.trunc(numeric);
  if (max != null && quantity > max) quantity = Math.trunc(max);
  return quantity < 1 ? 1 : quantity;
}
