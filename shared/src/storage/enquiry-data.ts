import type { z } from 'zod';
import type { Product } from '../contracts/product/schemas';
import { STORAGE_KEYS } from './keys';
import { resolveSelection, type ItemSelection, type StoredOrderItem } from './order-item-data';
import type { SafeStorage } from './safe-storage';
import type { storedEnquiryItemSchema } from './stored-schemas';
import { storedSchemas } from './stored-schemas-loader';

/** An enquiry item without price data (see stored-schemas.ts). */
export type StoredEnquiryItem = z.infer<typeof storedEnquiryItemSchema>;

/**
 * What is stored for an enquiry: items with their prices ("Send Detailed Enquiry Request") under
 * `webOrderSendEnquiryRequestItemWithPriceData`, or items without under `webOrderSendEnquiryRequestItemData`.
 */
export type StoredEnquiry = { withPrice: true; items: StoredOrderItem[] } | { withPrice: false; items: StoredEnquiryItem[] };

/** The stored form of a product in an enquiry without price data. */
export function enquiryItemOf(product: Product, selection?: ItemSelection): StoredEnquiryItem {
  const { price: _price, pricing: _pricing, variants, packages, ...rest } = product;
  return {
    ...rest,
    variants: variants.map(({ _id, name, stock }) => ({ _id, name, stock })),
    packages: packages.map(({ _id, name, description, stock }) => ({ _id, name, description, stock })),
    ...resolveSelection(product, selection),
  };
}

/**
 * Stores the items of an enquiry, replacing any earlier enquiry. Spec: "Storing one enquiry kind removes
 * the other", so the view never shows two. False when the browser kept nothing.
 */
export function saveEnquiryData(storage: SafeStorage, enquiry: StoredEnquiry): boolean {
  const [key, other] = enquiry.withPrice
    ? [STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData, STORAGE_KEYS.webOrderSendEnquiryRequestItemData]
    : [STORAGE_KEYS.webOrderSendEnquiryRequestItemData, STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData];
  storage.remove(other);
  return storage.writeJson(key, enquiry.items);
}

/**
 * The stored enquiry, the priced kind first; null when there is none. Spec: "unparseable stored enquiry
 * data is removed".
 */
export function readEnquiryData(storage: SafeStorage): StoredEnquiry | null {
  const priced = storage.readJson<StoredOrderItem[] | null>(STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData, null, (value) =>
    storedSchemas().storedOrderItemsSchema.parse(value),
  );
  if (priced) return { withPrice: true, items: priced };
  const plain = storage.readJson<StoredEnquiryItem[] | null>(STORAGE_KEYS.webOrderSendEnquiryRequestItemData, null, (value) =>
    storedSchemas().storedEnquiryItemsSchema.parse(value),
  );
  return plain ? { withPrice: false, items: plain } : null;
}

/** Removes both enquiry kinds. */
export function clearEnquiryData(storage: SafeStorage): void {
  storage.remove(STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData);
  storage.remove(STORAGE_KEYS.webOrderSendEnquiryRequestItemData);
}
