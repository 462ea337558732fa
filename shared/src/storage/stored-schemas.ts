/**
 * The schemas of what the browser keeps (the cart, the chat session, the direct-buy and enquiry items).
 * Loaded with the contracts after the first paint (stored-schemas-loader.ts), never before: the page
 * reads the browser's storage only once it is live.
 */
import { packageSchema, productSchema, variantSchema } from 'shared/contracts';
// Its own zod import, not the contracts' `z`: a federated module is not tree-shaken, and all of zod
// is three times the part these schemas use.
import { z } from 'zod';

export { chatSessionSchema } from 'shared/contracts';

/**
 * The single item of the direct-buy flow, under `webOrderItemData`: the product as the shopper saw it,
 * plus quantity and the selected variant and package. The chat's order summary view reads it.
 */
export const storedOrderItemSchema = productSchema.extend({
  quantity: z.number().int().min(1),
  selectedVariant: z.string().nullable(),
  selectedPackage: z.string().nullable(),
});
export const storedOrderItemsSchema = z.array(storedOrderItemSchema);

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
export const storedEnquiryItemsSchema = z.array(storedEnquiryItemSchema);

/**
 * A line of the guest cart: the product as it was when added, plus the cart's own fields. The selected
 * variant and package are kept as ids (look them up with `selectedVariantOf` / `selectedPackageOf`), and
 * `addedAt` / `updatedAt` are epoch ms. `itemType` (product or service) comes with the product.
 */
export const cartItemSchema = productSchema.extend({
  quantity: z.number().int().min(1),
  selectedVariant: z.string().nullable().default(null),
  selectedPackage: z.string().nullable().default(null),
  addedAt: z.number(),
  updatedAt: z.number(),
});
