import type { TotalsLines as Totals } from 'shared';
import { FREE_SHIPPING_LABEL } from 'shared/rules';

interface Props {
  totals: Totals;
  /** The block's formatter (`totalsFormatter`): whole rupees or paise on every line alike. */
  format: (amount: number) => string;
}

/**
 * The lines of a totals block, as the server computed them: items at the product page's prices (GST
 * included), the discount the product page called "You save", shipping, the total (items − discount +
 * shipping), then the GST inside that total and its split: CGST + SGST within a state, IGST across.
 */
export function TotalsLines({ totals, format }: Props) {
  const split = [
    ['CGST', totals.gst.cgst],
    ['SGST', totals.gst.sgst],
    ['IGST', totals.gst.igst],
  ] as const;
  return (
    <>
      <div>
        <dt>Items (incl. GST)</dt>
        <dd>{format(totals.subtotal)}</dd>
      </div>
      {totals.totalDiscount > 0 && (
        <div className="checkout-totals__discount">
          <dt>Discount</dt>
          <dd>−{format(totals.totalDiscount)}</dd>
        </div>
      )}
      <div>
        <dt>Shipping</dt>
        <dd>{totals.shippingCost === 0 ? FREE_SHIPPING_LABEL : format(totals.shippingCost)}</dd>
      </div>
      <div className="checkout-totals__total">
        <dt>Total</dt>
        <dd>{format(totals.total)}</dd>
      </div>
      {totals.totalGst > 0 && (
        <div className="checkout-totals__gst">
          <dt>GST included in total</dt>
          <dd>{format(totals.totalGst)}</dd>
        </div>
      )}
      {totals.totalGst > 0 &&
        split
          .filter(([, amount]) => amount > 0)
          .map(([name, amount]) => (
            <div key={name} className="checkout-totals__gst-part">
              <dt>{name}</dt>
              <dd>{format(amount)}</dd>
            </div>
          ))}
    </>
  );
}

