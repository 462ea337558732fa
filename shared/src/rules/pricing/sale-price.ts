import { roundToPaise } from './money';

/** Anything that carries a base price and possibly a sale price: a product's pricing or a variant. */
export interface PriceSource {
  basePrice: number;
  salePrice?: number | null;
}

/** Spec: "Sale price counts only when it is a number greater than 0." NaN and Infinity do not count. */
export function isValidSalePrice(salePrice: unknown): salePrice is number {
  return typeof salePrice === 'number' && Number.isFinite(salePrice) && salePrice > 0;
}

/**
 * The price a customer pays before tax: the sale price when it counts, else the base price. Pass the
 * selected variant when there is one, otherwise the product's `pricing`.
 */
export function effectivePrice(source: PriceSource): number {
  return roundToPaise(isValidSalePrice(source.salePrice) ? source.salePrice : source.basePrice);
}

/** True when a valid sale price is below the base price: the product is discounted. */
export function hasDiscount(source: PriceSource): boolean {
  return isValidSalePrice(source.salePrice) && source.salePrice < source.basePrice;
}
