import { cartLineTotal, type PricedLine } from 'shared/rules';
import { formatInrWhole } from 'shared/format';

/** What a line shows when the business hides its price (`priceVisible: false`); the server still prices it. */
export const PRICE_ON_REQUEST = 'Price on request';

/** A line's price as the chat shows it: whole rupees (spec: no decimals in chat), or 'Price on request'. */
export function linePrice(line: PricedLine): { price: string; onRequest: boolean } {
  const total = cartLineTotal(line);
  return total === null ? { price: PRICE_ON_REQUEST, onRequest: true } : { price: formatInrWhole(total), onRequest: false };
}
