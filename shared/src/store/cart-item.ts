import { z } from 'zod';
import { productSchema, type ServicePackage, type Variant } from '../contracts';

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
export type CartItem = z.infer<typeof cartItemSchema>;

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
    const parsed = cartItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
