import { fromPaise, roundHalfAwayFromZero, toPaise } from './money';

/** The tax fields of a product's pricing (or of a service item, where they sit on the item). */
export interface TaxInfo {
  taxApplicable: boolean;
  /** Percent, e.g. 18 for 18 % GST. */
  taxRate: number;
}

/**
 * The GST of one unit priced `pricePaise` before tax: the rate on the price, rounded half away from zero
 * to the paisa; 0 when the item carries no tax. THE rounding rule of every taxed price: the product
 * page, the cart, the totals and the orders all go through it, so they agree to the paisa.
 */
export function taxPaise(pricePaise: number, tax: TaxInfo): number {
  return tax.taxApplicable ? roundHalfAwayFromZero((pricePaise * tax.taxRate) / 100) : 0;
}

/** One unit with its GST, in paise: price + taxPaise(price). */
export function priceWithTaxPaise(pricePaise: number, tax: TaxInfo): number {
  return pricePaise + taxPaise(pricePaise, tax);
}

/**
 * Spec: "Tax when taxApplicable is true: price x (1 + taxRate/100)." Without tax the price is returned
 * unchanged. Rupees in, rupees out, rounded to the paisa by the paise rule above.
 */
export function priceWithTax(price: number, tax: TaxInfo): number {
  return fromPaise(priceWithTaxPaise(toPaise(price), tax));
}

/**
 * What one unit saves, as the shopper sees it: the struck price with tax minus the price with tax, in
 * paise (never negative). The product page's "You save" and the checkout's discount are both this.
 */
export function taxedSavingPaise(beforePaise: number, pricePaise: number, tax: TaxInfo): number {
  return Math.max(0, priceWithTaxPaise(beforePaise, tax) - priceWithTaxPaise(pricePaise, tax));
}
