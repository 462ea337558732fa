import { cartLineTotal, type PricedLine } from 'shared/rules';
import { totalsFormatter } from 'shared/format';
import type { CheckoutT } from '../i18n/use-t';
import type { CheckoutStore } from './checkout-store';

/**
 * A line's price as the product page prices it (the guest cart, and a customer's line until the server's
 * totals for it arrive): whole rupees (spec: no decimals in chat) unless it has paise, or 'Price on request'
 * when the business hides it (`priceVisible: false`; the server still prices it).
 */
export function linePrice(line: PricedLine, t: CheckoutT): { price: string; onRequest: boolean } {
  const total = cartLineTotal(line);
  return total === null ? { price: t('common.priceOnRequest'), onRequest: true } : { price: totalsFormatter([total])(total), onRequest: false };
}

/** A line of an order being checked out: the server's price from the totals when they are for it, as the totals block formats. */
export function checkoutLinePrice(store: CheckoutStore, index: number, line: PricedLine & { _id: string }, t: CheckoutT): { price: string; onRequest: boolean } {
  const amount = store.pricedLine(index, line._id, line.quantity);
  return amount === null ? linePrice(line, t) : { price: store.format(amount), onRequest: false };
}
