import type { TotalsLines as Totals } from 'shared';
import { totalsFormatter } from 'shared/format';
import { TotalsLines } from 'shared/dom';
import { useChatLocale, useT } from '../i18n/use-t';
import './order-totals-lines.css';

/**
 * An order's totals block wherever the chat shows an order (its status card, History, the owner's order
 * panel), as the checkout showed it: items (GST included), discount, shipping, total, then the GST inside
 * the total and its split (CGST + SGST within a state, IGST across). Whole rupees, as the chat shows
 * money, unless a figure has paise: then every figure shows them, so the lines add up as read.
 * In the widget's language (English on the owner's panel).
 */
export function OrderTotalsLines({ totals }: { totals: Totals }) {
  const t = useT();
  const locale = useChatLocale();
  const { gst } = totals;
  const format = totalsFormatter([totals.subtotal, totals.totalDiscount, totals.shippingCost, totals.total, totals.totalGst, gst.cgst, gst.sgst, gst.igst]);
  return (
    <dl className="order-totals" aria-label={t('order.totals')}>
      <TotalsLines totals={totals} format={format} block="order-totals" locale={locale} />
    </dl>
  );
}
