import type { TotalsLines } from 'shared';
import { totalsFormatter } from 'shared/format';
import { FREE_SHIPPING_LABEL } from 'shared/rules';
import './order-totals-lines.css';

/**
 * An order's totals block wherever the chat shows an order (its status card, History, the owner's order
 * panel), as the checkout showed it: items (GST included), discount, shipping, total, then the GST inside
 * the total and its split (CGST + SGST within a state, IGST across). Whole rupees, as the chat shows
 * money, unless a figure has paise: then every figure shows them, so the lines add up as read.
 */
export function OrderTotalsLines({ totals }: { totals: TotalsLines }) {
  const { gst } = totals;
  const format = totalsFormatter([totals.subtotal, totals.totalDiscount, totals.shippingCost, totals.total, totals.totalGst, gst.cgst, gst.sgst, gst.igst]);
  const split = ([['CGST', gst.cgst], ['SGST', gst.sgst], ['IGST', gst.igst]] as const).filter(([, amount]) => amount > 0);
  return (
    <dl className="order-totals" aria-label="Order totals">
      <div>
        <dt>Items (incl. GST)</dt>
        <dd>{format(totals.subtotal)}</dd>
      </div>
      {totals.totalDiscount > 0 && (
        <div>
          <dt>Discount</dt>
          <dd>−{format(totals.totalDiscount)}</dd>
        </div>
      )}
      <div>
        <dt>Shipping</dt>
        <dd>{totals.shippingCost === 0 ? FREE_SHIPPING_LABEL : format(totals.shippingCost)}</dd>
      </div>
      <div className="order-totals__total">
        <dt>Total</dt>
        <dd>{format(totals.total)}</dd>
      </div>
      {totals.totalGst > 0 && (
        <div className="order-totals__gst">
          <dt>GST included in total</dt>
          <dd>{format(totals.totalGst)}</dd>
        </div>
      )}
      {totals.totalGst > 0 &&
        split.map(([name, amount]) => (
          <div key={name} className="order-totals__gst-part">
            <dt>{name}</dt>
            <dd>{format(amount)}</dd>
          </div>
        ))}
    </dl>
  );
}
