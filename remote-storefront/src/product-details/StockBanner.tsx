import { type Product } from 'shared';
import { formatInr } from 'shared/format';
import { useT, type StorefrontMessage } from '../i18n/use-t';
import type { DetailStock } from './detail-stock';

const TONE: Record<DetailStock['status'], string> = {
  'In Stock': 'in',
  Limited: 'low',
  'Low Stock': 'low',
  'Out of Stock': 'out',
};

/** The inventory's status values are data (the API's words); each is said in the page's language. */
const STATUS: Record<DetailStock['status'], StorefrontMessage> = {
  'In Stock': 'stock.in',
  Limited: 'stock.limited',
  'Low Stock': 'stock.low',
  'Out of Stock': 'card.outOfStock',
};

/**
 * The stock banner: the status for the chosen option with its 'N left' hint, and the delivery line
 * ('Free Shipping' when a shippable item costs nothing to ship). Announced politely as the option changes.
 */
export function StockBanner({ stock, shipping }: { stock: DetailStock; shipping: Product['shipping'] }) {
  const t = useT();
  const delivery = !shipping.available ? null : shipping.cost === 0 ? t('stock.freeShipping') : t('stock.shipping', { amount: formatInr(shipping.cost) });
  return (
    <div className={`sf-pd-stock sf-pd-stock--${TONE[stock.status]}`} role="status">
      <span className="sf-pd-stock__dot" aria-hidden="true" />
      <span className="sf-pd-stock__status">{t(STATUS[stock.status])}</span>
      {stock.hint && <span className="sf-pd-stock__hint">{stock.hint}</span>}
      {delivery && <span className="sf-pd-stock__delivery">{delivery}</span>}
    </div>
  );
}
