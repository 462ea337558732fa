import { OLD_PRICE_MARKUP } from '../constants';
import { roundToPaise } from './money';
import { effectivePrice, hasDiscount, type PriceSource } from './sale-price';

/**
 * The struck-through "old price" shown next to a price.
 *
 * The spec reads: "Old price for display: price/({token}), or 1.2 x price with no discount." The divisor
 * of the first formula is lost in the source; its natural completion, price / (1 - discount/100), gives
 * back the undiscounted price. So:
 * - with a discount (a valid sale price below the base price), the old price IS the base price; it is
 *   returned directly rather than recomputed, which would drift by rounding;
 * - with no discount, the old price is a display-only 1.2 × the price (OLD_PRICE_MARKUP). It is never
 *   charged nor sent to the server.
 */
export function oldPrice(source: PriceSource): number {
  if (hasDiscount(source)) return roundToPaise(source.basePrice);
  return roundToPaise(effectivePrice(source) * OLD_PRICE_MARKUP);
}
