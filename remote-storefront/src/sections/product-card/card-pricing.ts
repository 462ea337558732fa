import { defaultListVariant, discountBadge, effectivePrice, oldPrice, priceWithTax, type Product } from 'shared';

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
 * The list card's price. A list card shows its first variant (spec: "the list card the first variant"),
 * else the product's pricing. The sale price counts only when it is a number above 0; tax is added when
 * taxApplicable; the badge is round((1 - sale/base) x 100) when sale < base; the old price follows the
 * shared `oldPrice` rule (the base price with a discount, 1.2 x the price without).
 */
export function cardPricing(product: Pick<Product, 'pricing' | 'variants'>): CardPricing {
  const { pricing } = product;
  if (!pricing.priceVisible) return { visible: false };
  const variant = defaultListVariant(product.variants);
  const source = variant ? { basePrice: variant.basePrice, salePrice: variant.salePrice } : pricing;
  const price = priceWithTax(effectivePrice(source), pricing);
  const before = priceWithTax(oldPrice(source), pricing);
  return {
    visible: true,
    price,
    oldPrice: before > price ? before : null,
    discountPercent: discountBadge(source),
  };
}
