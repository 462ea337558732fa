import { type CheckoutLine, type Product } from 'shared';
import { isShipped } from 'shared/rules';

/** What Create Order and the totals need of a cart line or the direct-buy item: never its price. */
export type BuyableItem = Pick<Product, '_id' | 'itemType' | 'shipping'> & {
  quantity: number;
  selectedVariant: string | null;
  selectedPackage: string | null;
};

/**
 * The line as the server takes it (`checkoutLineSchema`): the catalogue item, its variant or package and
 * how many. Prices stay on the server, which prices every line from its own catalogue.
 */
export function checkoutLineOf(item: BuyableItem): CheckoutLine {
  return {
    productId: item._id,
    variantId: item.selectedVariant,
    packageId: item.selectedPackage,
    quantity: item.quantity,
    itemType: item.itemType,
  };
}

/** A product that travels to the delivery address is in the order: Create Order then needs an address. */
export function hasShippableItem(items: readonly BuyableItem[]): boolean {
  return items.some((item) => isShipped({ itemType: item.itemType, shippingAvailable: item.shipping.available }));
}
