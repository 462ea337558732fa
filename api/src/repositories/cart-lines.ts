import { and, asc, eq } from 'drizzle-orm';
import { effectivePrice, servicePackagePrice } from 'shared/rules';
import type { z } from 'zod';
import type { inboxCartLineSchema } from '../contracts';
import type { Database } from '../db/client';
import { toRupees, toRupeesOrNull } from '../db/money';
import { cartItems, carts, products, productVariants, servicePackages } from '../db/schema';

export type InboxCartLine = z.infer<typeof inboxCartLineSchema>;

/**
 * The lines of a customer's server cart as the owner's inbox shows them: the item's name, the chosen
 * variant or package, the quantity and the unit price before tax in rupees (the package's discounted
 * price, else the variant's or the item's sale price when it counts). The price is null when the
 * business hides it.
 */
export async function listCartLines(db: Database, businessId: string, customerId: string): Promise<InboxCartLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: products.name,
      priceVisible: products.priceVisible,
      basePricePaise: products.basePricePaise,
      salePricePaise: products.salePricePaise,
      variantName: productVariants.name,
      variantBasePaise: productVariants.basePricePaise,
      variantSalePaise: productVariants.salePricePaise,
      packageName: servicePackages.name,
      packagePricePaise: servicePackages.pricePaise,
      packageDiscount: servicePackages.discountPercentage,
    })
    .from(cartItems)
    .innerJoin(carts, and(eq(carts.id, cartItems.cartId), eq(carts.businessId, businessId)))
    .innerJoin(products, and(eq(products.id, cartItems.productId), eq(products.businessId, businessId)))
    .leftJoin(productVariants, and(eq(productVariants.id, cartItems.variantId), eq(productVariants.businessId, businessId)))
    .leftJoin(servicePackages, and(eq(servicePackages.id, cartItems.packageId), eq(servicePackages.businessId, businessId)))
    .where(and(eq(cartItems.businessId, businessId), eq(carts.customerId, customerId)))
    .orderBy(asc(cartItems.position), asc(cartItems.addedAt), asc(cartItems.id));

  return rows.map((row) => {
    let unitPrice: number;
    if (row.packagePricePaise !== null) {
      unitPrice = servicePackagePrice({ price: toRupees(row.packagePricePaise), discountPercentage: row.packageDiscount });
    } else if (row.variantBasePaise !== null) {
      unitPrice = effectivePrice({ basePrice: toRupees(row.variantBasePaise), salePrice: toRupeesOrNull(row.variantSalePaise) });
    } else {
      unitPrice = effectivePrice({ basePrice: toRupees(row.basePricePaise), salePrice: toRupeesOrNull(row.salePricePaise) });
    }
    return {
      productId: row.productId,
      name: row.name,
      variantName: row.variantName,
      packageName: row.packageName,
      quantity: row.quantity,
      unitPrice: row.priceVisible ? unitPrice : null,
    };
  });
}
