import { roundToPaise } from '../pricing/money';
import { priceWithTax } from '../pricing/price-with-tax';
import { effectivePrice, type PriceSource } from '../pricing/sale-price';
import { servicePackagePrice, type PackagePrice } from '../pricing/service-package-price';

/** What a cart line needs for its price: the item's pricing and tax, and what the customer picked. */
export interface PricedLine {
  pricing: PriceSource & { taxApplicable: boolean; taxRate: number; priceVisible: boolean };
  quantity: number;
  variants: readonly (PriceSource & { _id: string })[];
  packages: readonly (PackagePrice & { _id: string })[];
  selectedVariant: string | null;
  selectedPackage: string | null;
}

/**
 * One unit of a cart line, tax included, as the cart shows it: the selected package's discounted price
 * for a service, else the selected variant's (or the product's) effective price. Null when the
 * business hides the price ('Price on request').
 */
export function cartLineUnitPrice(line: Omit<PricedLine, 'quantity'>): number | null {
  if (!line.pricing.priceVisible) return null;
  const pkg = line.packages.find((p) => p._id === line.selectedPackage);
  const variant = line.variants.find((v) => v._id === line.selectedVariant);
  const beforeTax = pkg ? servicePackagePrice(pkg) : effectivePrice(variant ?? line.pricing);
  return priceWithTax(beforeTax, line.pricing);
}

/** Unit price times quantity, or null when the price is on request. */
export function cartLineTotal(line: PricedLine): number | null {
  const unit = cartLineUnitPrice(line);
  return unit === null ? null : roundToPaise(unit * line.quantity);
}

/** Sum of the lines whose price is shown; lines priced on request are left for the business to quote. */
export function cartSubtotal(lines: readonly PricedLine[]): number {
  return roundToPaise(lines.reduce((sum, line) => sum + (cartLineTotal(line) ?? 0), 0));
}
