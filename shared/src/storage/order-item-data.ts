import type { z } from 'zod';
import type { Product } from '../contracts/product/schemas';
import { defaultListVariant, defaultPackage } from '../rules/product/default-variant';
import { clampQuantity, maxQuantity } from '../rules/cart/quantity-clamp';
import { STORAGE_KEYS } from './keys';
import type { SafeStorage } from './safe-storage';
import type { storedOrderItemSchema } from './stored-schemas';
import { storedSchemas } from './stored-schemas-loader';

/**
 * What the shopper picked on a card or the details page: how many, which variant and which package
 * (ids, as the cart keeps them). Left out, the quantity is 1 and the variant and package are the first
 * ones (spec: "the list card [preselects] the first variant"; "Default package: first package"). The
 * details page passes its own choice (its default is the first variant in stock).
 */
export interface ItemSelection {
  quantity?: number;
  selectedVariant?: string | null;
  selectedPackage?: string | null;
}

/** The single item of the direct-buy flow, under `webOrderItemData` (see stored-schemas.ts). */
export type StoredOrderItem = z.infer<typeof storedOrderItemSchema>;

/** The selection filled in: defaults applied, the quantity clamped to 1..stock, unknown ids dropped. */
export function resolveSelection(product: Product, selection: ItemSelection = {}): Required<ItemSelection> {
  const variantId =
    selection.selectedVariant !== undefined ? selection.selectedVariant : (defaultListVariant(product.variants)?._id ?? null);
  const packageId =
    selection.selectedPackage !== undefined ? selection.selectedPackage : (defaultPackage(product.packages)?._id ?? null);
  const selectedVariant = product.variants.some((v) => v._id === variantId) ? variantId : null;
  const selectedPackage = product.packages.some((p) => p._id === packageId) ? packageId : null;
  return {
    quantity: clampQuantity(selection.quantity ?? 1, maxQuantity(product, selectedVariant)),
    selectedVariant,
    selectedPackage,
  };
}

/** The stored form of a product the shopper is buying. */
export function orderItemOf(product: Product, selection?: ItemSelection): StoredOrderItem {
  return { ...product, ...resolveSelection(product, selection) };
}

/** Stores the direct-buy item (replacing any earlier one). False when the browser kept nothing. */
export function saveOrderItemData(storage: SafeStorage, item: StoredOrderItem): boolean {
  return storage.writeJson(STORAGE_KEYS.webOrderItemData, item);
}

/** The stored direct-buy item; null when there is none. A value that no longer reads as one is removed. */
export function readOrderItemData(storage: SafeStorage): StoredOrderItem | null {
  return storage.readJson<StoredOrderItem | null>(STORAGE_KEYS.webOrderItemData, null, (value) => storedSchemas().storedOrderItemSchema.parse(value));
}

/** Spec: "Remove or clear deletes the data and closes the view." */
export function clearOrderItemData(storage: SafeStorage): void {
  storage.remove(STORAGE_KEYS.webOrderItemData);
}
