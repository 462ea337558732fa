import { type Product } from 'shared';
import { isShipped } from 'shared/rules';

/** What Create Order and the totals need of a cart line or the direct-buy item (`cartLineOf`): never its price. */
export type BuyableItem = Pick<Product, '_id' | 'itemType' | 'shipping'> & {
  quantity: number;
  selectedVariant: string | null;
  selectedPackage: string | null;
};

/** A product that travels to the delivery address is in the order: Create Order then needs an address. */
export function hasShippableItem(items: readonly BuyableItem[]): boolean {
  return items.some((item) => isShipped({ itemType: item.itemType, shippingAvailable: item.shipping.available }));
}
