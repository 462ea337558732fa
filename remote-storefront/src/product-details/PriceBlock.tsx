import { formatInr } from 'shared/format';
import type { DetailPricing } from '../common/pricing/detail-pricing';
import { useT } from '../i18n/use-t';

interface Props {
  pricing: DetailPricing;
  /** The compact form of the mobile action bar: price and old price only. */
  compact?: boolean;
}

/** The price with tax, its discount badge and struck-through old price, or 'Price on request'. */
export function PriceBlock({ pricing, compact = false }: Props) {
  const t = useT();
  if (!pricing.visible) {
    return <p className={`sf-pd-price sf-pd-price--request${compact ? ' sf-pd-price--compact' : ''}`}>{t('price.onRequest')}</p>;
  }
  return (
    <div className={`sf-pd-price${compact ? ' sf-pd-price--compact' : ''}`}>
      <p className="sf-pd-price__line">
        <span className="sf-sr-only">{t('price.label')}</span>
        <span className="sf-pd-price__amount">{formatInr(pricing.price)}</span>
        {pricing.oldPrice !== null && (
          <s className="sf-pd-price__old">
            <span className="sf-sr-only">{t('price.original')}</span>
            {formatInr(pricing.oldPrice)}
          </s>
        )}
        {!compact && pricing.discountPercent !== null && <span className="sf-badge sf-badge--discount">{t('card.off', { percent: pricing.discountPercent })}</span>}
      </p>
      {!compact && (
        <p className="sf-pd-price__notes">
          {pricing.taxRate !== null ? t('pd.gst', { rate: pricing.taxRate }) : t('pd.allTaxes')}
          {pricing.savings !== null && pricing.savings > 0 && <span className="sf-pd-price__savings">{t('pd.save', { amount: formatInr(pricing.savings) })}</span>}
        </p>
      )}
    </div>
  );
}
