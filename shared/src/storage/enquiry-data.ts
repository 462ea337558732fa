import { z } from 'zod';
import { packageSchema, productSchema, variantSchema, type Product } from '../contracts';
import { STORAGE_KEYS } from './keys';
import { resolveSelection, storedOrderItemSchema, type ItemSelection, type StoredOrderItem } from './order-item-data';
import type { SafeStorage } from './safe-storage';

/**
 * An enquiry item without price data (`webOrderSendEnquiryRequestItemData`): the product's identity,
 * pictures, description and choices, with every price left out (`price`, `pricing`, variant and package
 * prices), so the business quotes the price itself.
 */
export const storedEnquiryItemSchema = productSchema
  .omit({ price: true, pricing: true, variants: true, packages: true })
  .extend({
    variants: z.array(variantSchema.pick({ _id: true, name: true, stock: true })),
    packages: z.array(packageSchema.pick({ _id: true, name: true, description: true, stock: true })),
    quantity: z.number().int().min(1),
    selectedVariant: z.string().nullable(),
    selectedPackage: z.string().nullable(),
  });
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
    z.array(storedOrderItemSchema).parse(value),
  );
  if (priced) return { withPrice: true, items: priced };
  const plain = storage.readJson<StoredEnquiryItem[] | null>(STORAGE_KEYS.webOrderSendEnquiryRequestItemData, null, (value) =>
    z.array(storedEnquiryItemSchema).parse(value),
  );
  return plain ? { withPrice: false, items: plain } : null;
}

/** Removes both enquiry kinds. */
export function clearEnquiryData(storage: SafeStorage): void {
  storage.remove(STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData);
  storage.remove(STORAGE_KEYS.webOrderSendEnquiryRequestItemData);
}
