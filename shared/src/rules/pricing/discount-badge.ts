import { hasDiscount, type PriceSource } from './sale-price';

/**
 * Spec: "Discount badge: round((1 - sale/base) x 100) percent, shown when sale is below base."
 * Returns the whole percent for the badge, or null when there is no badge to show (no valid sale price,
 * or a sale price at or above the base price). Read literally, a discount under 0.5 % still shows as 0.
 */
export function discountBadge(source: PriceSource): number | null {
  if (!hasDiscount(source) || source.basePrice <= 0) return null;
  return Math.round((1 - (source.salePrice as number) / source.basePrice) * 100);
}
