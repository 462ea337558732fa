import type { z } from 'zod';
import type { CartLine } from '../contracts/without-zod';
import type { ServicePackage, Variant } from '../contracts/product/schemas';
import type { cartItemSchema } from '../storage/stored-schemas';
import { storedSchemas } from '../storage/stored-schemas-loader';

/** A line of the guest cart (see cartItemSchema in ../storage/stored-schemas.ts). */
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The line as every server call takes it (the cart's, the totals', Buy Now's Create Order): the item,
 * the choice, the quantity and the type; never a price.
 */
export const cartLineOf = (item: Pick<CartItem, '_id' | 'quantity' | 'selectedVariant' | 'selectedPackage' | 'itemType'>): CartLine => ({
  productId: item._id,
  quantity: item.quantity,
  selectedVariant: item.selectedVariant,
  selectedPackage: item.selectedPackage,
  itemType: item.itemType,
});

/** The item's selected variant, if it has one. */
export function cartItemVariant(item: Pick<CartItem, 'variants' | 'selectedVariant'>): Variant | undefined {
  return item.selectedVariant === null ? undefined : item.variants.find((variant) => variant._id === item.selectedVariant);
}

/** The item's selected service package, if it has one. */
export function cartItemPackage(item: Pick<CartItem, 'packages' | 'selectedPackage'>): ServicePackage | undefined {
  return item.selectedPackage === null ? undefined : item.packages.find((pkg) => pkg._id === item.selectedPackage);
}

/** Stored cart lines that still read as cart items; anything else is dropped. Not a list: throws. */
export function parseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) throw new Error('stored cart is not a list');
  return value.flatMap((entry) => {
    const parsed = storedSchemas().cartItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
