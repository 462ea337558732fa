import type { GstSplit } from '../pricing/gst-split';
import { fromPaise } from '../pricing/money';
import type { OrderTotals } from './order-totals';

/** A totals block's lines in rupees (the wire's `TotalsLines`): items, discount, GST and its split, shipping, total. */
export interface TotalsLinesRupees {
  subtotal: number;
  totalDiscount: number;
  totalGst: number;
  gst: { cgst: number; sgst: number; igst: number };
  shippingCost: number;
  total: number;
}

/**
 * The lines a totals block shows, from totals in paise: tax-inclusive items and discount (the product
 * page's prices), the GST inside the total and its split, shipping and the total. Converted once from
 * paise, so subtotal − totalDiscount + shippingCost is the total to the paisa.
 */
export function totalsLines(totals: Pick<OrderTotals, 'itemsPaise' | 'savingPaise' | 'totalGstPaise' | 'shippingCostPaise' | 'finalAmountPaise'>, gst: GstSplit): TotalsLinesRupees {
  return {
    subtotal: fromPaise(totals.itemsPaise),
    totalDiscount: fromPaise(totals.savingPaise),
    totalGst: fromPaise(totals.totalGstPaise),
    gst: { cgst: fromPaise(gst.cgstPaise), sgst: fromPaise(gst.sgstPaise), igst: fromPaise(gst.igstPaise) },
    shippingCost: fromPaise(totals.shippingCostPaise),
    total: fromPaise(totals.finalAmountPaise),
  };
}
