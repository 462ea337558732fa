import type { TotalsLines as Totals } from '../contracts/orders/schemas';
import { sharedMessages } from '../i18n/shared-messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

interface Props {
  totals: Totals;
  /** The block's formatter (`totalsFormatter`): whole rupees or paise on every line alike. */
  format: (amount: number) => string;
  /** The block's class name, which the lines' own classes extend (`<block>__total`, `<block>__gst`…). */
  block: string;
  /** The page's language (`useStore().locale`); English by default. */
  locale?: Locale;
}

/**
 * The lines of a totals block, wherever money is totalled (the checkout's cart and order summaries, the
 * chat's order cards, History and the owner's order panel), as the server computed them: items at the product page's prices (GST
 * included), the discount the product page called "You save", shipping, the total (items − discount +
 * shipping), then the GST inside that total and its split: CGST + SGST within a state, IGST across.
 */
export function TotalsLines({ totals, format, block, locale = DEFAULT_LOCALE }: Props) {
  const t = sharedMessages.useMessages(locale);
  const split = [
    ['CGST', totals.gst.cgst],
    ['SGST', totals.gst.sgst],
    ['IGST', totals.gst.igst],
  ] as const;
  return (
    <>
      <div>
        <dt>{t('totals.items')}</dt>
        <dd>{format(totals.subtotal)}</dd>
      </div>
      {totals.totalDiscount > 0 && (
        <div className={`${block}__discount`}>
          <dt>{t('totals.discount')}</dt>
          <dd>−{format(totals.totalDiscount)}</dd>
        </div>
      )}
      <div>
        <dt>{t('totals.shipping')}</dt>
        <dd>{totals.shippingCost === 0 ? t('totals.freeShipping') : format(totals.shippingCost)}</dd>
      </div>
      <div className={`${block}__total`}>
        <dt>{t('totals.total')}</dt>
        <dd>{format(totals.total)}</dd>
      </div>
      {totals.totalGst > 0 && (
        <div className={`${block}__gst`}>
          <dt>{t('totals.gstIncluded')}</dt>
          <dd>{format(totals.totalGst)}</dd>
        </div>
      )}
      {totals.totalGst > 0 &&
        split
          .filter(([, amount]) => amount > 0)
          .map(([name, amount]) => (
            <div key={name} className={`${block}__gst-part`}>
              <dt>{name}</dt>
              <dd>{format(amount)}</dd>
            </div>
          ))}
    </>
  );
}

