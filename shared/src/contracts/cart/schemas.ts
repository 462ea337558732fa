import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { productSchema } from '../product/schemas';
import { SERVER_CART_MAX_LINES, CART_UPDATE_FIELDS } from './values';
export * from './values';

/**
 * A quantity as a client may send it: a number or the text of an input. The server clamps it (at least
 * 1, at most the stock; anything non-numeric becomes 1), so no quantity is refused for its value.
 */
export const cartQuantitySchema = z.union([z.number(), z.string().max(32), z.null()]);

/**
 * One cart line, the one shape the cart, the totals and Create Order all speak (the spec's add-to-cart
 * item with its `productId`): which item, which variant or package, how many, of which type. No price:
 * the server prices every line from its own catalogue. A null choice takes the item's default
 * (`defaultCartChoice` in shared/src/rules).
 */
export const cartLineSchema = z.strictObject({
  productId: idSchema,
  quantity: z.number().int().min(1).max(10_000),
  selectedVariant: idSchema.nullable().default(null),
  selectedPackage: idSchema.nullable().default(null),
  itemType: z.enum(['product', 'service']),
});
export type CartLine = z.input<typeof cartLineSchema>;

/** The cart's own calls take the same line with a quantity as typed (clamped by the server, never refused). */
export const cartLineInputSchema = cartLineSchema.extend({
  quantity: cartQuantitySchema.default(1),
  itemType: cartLineSchema.shape.itemType.default('product'),
});
export type CartLineInput = z.input<typeof cartLineInputSchema>;

/**
 * A line of the server cart as answered: the item in the storefront's product shape plus the cart's own
 * fields, the same shape as the guest cart's lines (`addedAt` / `updatedAt` in epoch ms).
 */
export const serverCartItemSchema = productSchema.extend({
  quantity: z.number().int().min(1),
  selectedVariant: z.string().nullable(),
  selectedPackage: z.string().nullable(),
  addedAt: z.number(),
  updatedAt: z.number(),
});
export type ServerCartItem = z.infer<typeof serverCartItemSchema>;

/** Every cart call answers the cart as it now is, oldest line first; `index` refers to this order. */
export const cartAnswerSchema = z.object({ message: z.literal('success'), data: z.array(serverCartItemSchema) });
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

export const getCartQuerySchema = z.strictObject({ customerId: idSchema });
export const addToCartBodySchema = z.strictObject({ item: cartLineInputSchema, customerId: idSchema });
export const removeCartItemBodySchema = z.strictObject({ index: z.number().int().min(0).max(SERVER_CART_MAX_LINES), customerId: idSchema });

export type CartUpdateField = (typeof CART_UPDATE_FIELDS)[number];
/**
 * Update: `quantity` takes any quantity (clamped); `selectedVariant` / `selectedPackage` take an id of
 * the line's item, refused with 'Out of stock' when it has none left, and reset the quantity to 1.
 */
export const updateCartItemBodySchema = z.strictObject({
  index: z.number().int().min(0).max(SERVER_CART_MAX_LINES),
  field: z.enum(CART_UPDATE_FIELDS),
  value: z.union([z.number(), z.string().max(32), z.null()]),
  customerId: idSchema,
});
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;
export const clearCartBodySchema = z.strictObject({ customerId: idSchema });
/**
 * Save merged: the guest cart joins the server cart. Lines of the same item, variant and package add
 * their quantities (then clamped); items no longer on sale and out-of-stock lines are left out.
 */
export const saveMergedCartBodySchema = z.strictObject({ customerId: idSchema, cart: z.array(cartLineInputSchema).max(SERVER_CART_MAX_LINES) });
