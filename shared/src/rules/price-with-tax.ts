import { roundToPaise } from './money';

/** The tax fields of a product's pricing (or of a service item, where they sit on the item). */
export interface TaxInfo {
  taxApplicable: boolean;
  /** Percent, e.g. 18 for 18 % GST. */
  taxRate: number;
}

/**
 * Spec: "Tax when taxApplicable is true: price x (1 + taxRate/100)." Without tax the price is returned
 * unchanged. Rupees in, rupees out, rounded to the paisa.
 */
export function priceWithTax(price: number, tax: TaxInfo): number {
  if (!tax.taxApplicable) return roundToPaise(price);
  return roundToPaise(price * (1 + tax.taxRate / 100));
}
