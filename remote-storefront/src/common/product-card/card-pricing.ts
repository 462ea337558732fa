import { type Product } from 'shared';
import { defaultListVariant } from 'shared/rules';
import { detailPricing } from '../pricing/detail-pricing';

/** What a product card shows for price: nothing but 'Price on request', or a price with its extras. */
export type CardPricing =
  | { visible: false }
  | {
      visible: true;
      /** What the customer pays, tax included when the product carries tax. */
      price: number;
      /** The struck-through price (tax included alike), or null when it would not be above the price. */
      oldPrice: number | null;
      /** Whole percent for the discount badge, or null without a discount. */
      discountPercent: number | null;
    };

/**
 * The list card's price: the details page's rule for the variant a list card shows (spec: "the list
 * card the first variant"), else the product's own pricing.
 */
export function cardPricing(product: Pick<Product, 'pricing' | 'variants'> & Partial<Pick<Product, 'packages'>>): CardPricing {
  const variant = defaultListVariant(product.variants);
  const pricing = detailPricing({ ...product, packages: product.packages ?? [] }, variant?._id ?? null);
  if (!pricing.visible) return pricing;
  return { visible: true, price: pricing.price, oldPrice: pricing.oldPrice, discountPercent: pricing.discountPercent };
}
