import { type Product } from 'shared';
import { defaultDetailVariant, defaultPackage, effectivePrice, priceWithTax, servicePackagePrice, stockStatus } from 'shared/rules';
import { formatInr } from 'shared/format';

/** schema.org item availability, as search engines read it. */
export type Availability = 'InStock' | 'OutOfStock' | 'LimitedAvailability';

export interface ProductOffer {
  /** Rupees, tax included, as the product page shows it; null when the price is on request. */
  price: number | null;
  /** The price as a shopper reads it: '₹2,360.00' or 'Price on request'. */
  priceLabel: string;
  availability: Availability;
}

const AVAILABILITY: Record<ReturnType<typeof stockStatus>, Availability> = {
  'In Stock': 'InStock',
  'Low Stock': 'LimitedAvailability',
  Limited: 'LimitedAvailability',
  'Out of Stock': 'OutOfStock',
};

/**
 * What a product page offers before the shopper picks anything, by the rules the details page uses:
 * the default variant (the first in stock, else the first) and its effective price (a valid sale
 * price, else the base price); for a service without variants, the first package at its discounted
 * price; tax added when taxApplicable; availability from the stock banner's status. So a search result
 * or a shared link never quotes another price than the page.
 */
export function productOffer(product: Product): ProductOffer {
  const variant = defaultDetailVariant(product.variants);
  const pkg = variant ? undefined : defaultPackage(product.packages);
  const packageSoldOut = pkg?.stock != null && pkg.stock <= 0;
  const availability = packageSoldOut ? 'OutOfStock' : AVAILABILITY[stockStatus(product, variant)];
  if (!product.pricing.priceVisible) return { price: null, priceLabel: 'Price on request', availability };
  const beforeTax = pkg ? servicePackagePrice(pkg) : effectivePrice(variant ?? product.pricing);
  const price = priceWithTax(beforeTax, product.pricing);
  return { price, priceLabel: formatInr(price), availability };
}
