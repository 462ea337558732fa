import { type Product } from 'shared';
import { discountBadge, effectivePrice, fromPaise, hasDiscount, oldPrice, priceWithTax, servicePackagePrice, taxedSavingPaise, toPaise, type PriceSource } from 'shared/rules';

/** What the details page shows for price. */
export type DetailPricing =
  | { visible: false }
  | {
      visible: true;
      /** What the customer pays for one, tax included when the product carries tax. */
      price: number;
      /** The struck-through price (tax included alike), or null when it would not be above the price. */
      oldPrice: number | null;
      /** Whole percent for the discount badge, or null without a discount. */
      discountPercent: number | null;
      /** What a real discount saves (tax included), or null; never the display-only 1.2 x markup. */
      savings: number | null;
      /** The GST percent included in the price, or null when the product carries no tax. */
      taxRate: number | null;
    };

/**
 * The price source of the chosen option: a variant carries base and sale prices; a package carries a
 * price and a discount percent, which reads as a sale price of price x (1 - discount/100).
 */
export function optionPriceSource(product: Pick<Product, 'pricing' | 'variants' | 'packages'>, optionId: string | null): PriceSource {
  const variant = product.variants.find((v) => v._id === optionId);
  if (variant) return { basePrice: variant.basePrice, salePrice: variant.salePrice };
  const pkg = product.variants.length === 0 ? product.packages.find((p) => p._id === optionId) : undefined;
  if (pkg) {
    const discounted = servicePackagePrice(pkg);
    return { basePrice: pkg.price, salePrice: discounted < pkg.price ? discounted : null };
  }
  return product.pricing;
}

/**
 * The details page's price for the chosen option, with the same rules as the list card: the sale
 * price counts only above 0; tax is added when taxApplicable (price x (1 + taxRate/100)); the badge is
 * round((1 - sale/base) x 100) when sale < base; the old price follows the shared `oldPrice` rule.
 */
export function detailPricing(product: Pick<Product, 'pricing' | 'variants' | 'packages'>, optionId: string | null): DetailPricing {
  const { pricing } = product;
  if (!pricing.priceVisible) return { visible: false };
  const source = optionPriceSource(product, optionId);
  const beforeTax = effectivePrice(source);
  const price = priceWithTax(beforeTax, pricing);
  const before = priceWithTax(oldPrice(source), pricing);
  const shownOld = before > price ? before : null;
  return {
    visible: true,
    price,
    oldPrice: shownOld,
    discountPercent: discountBadge(source),
    // the checkout's discount of the same line is this saving x quantity (shared rule, same rounding)
    savings: hasDiscount(source) && shownOld !== null ? fromPaise(taxedSavingPaise(toPaise(oldPrice(source)), toPaise(beforeTax), pricing)) : null,
    taxRate: pricing.taxApplicable && pricing.taxRate > 0 ? pricing.taxRate : null,
  };
}
