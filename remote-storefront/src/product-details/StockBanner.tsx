import { type Product } from 'shared';
import { formatInr } from 'shared/format';
import type { DetailStock } from './detail-stock';

const TONE: Record<DetailStock['status'], string> = {
  'In Stock': 'in',
  Limited: 'low',
  'Low Stock': 'low',
  'Out of Stock': 'out',
};

/**
 * The stock banner: the status for the chosen option with its 'N left' hint, and the delivery line
 * ('Free Shipping' when a shippable item costs nothing to ship). Announced politely as the option changes.
 */
export function StockBanner({ stock, shipping }: { stock: DetailStock; shipping: Product['shipping'] }) {
  const delivery = !shipping.available ? null : shipping.cost === 0 ? 'Free Shipping' : `Shipping ${formatInr(shipping.cost)}`;
  return (
    <div className={`sf-pd-stock sf-pd-stock--${TONE[stock.status]}`} role="status">
      <span className="sf-pd-stock__dot" aria-hidden="true" />
      <span className="sf-pd-stock__status">{stock.status}</span>
      {stock.hint && <span className="sf-pd-stock__hint">{stock.hint}</span>}
      {delivery && <span className="sf-pd-stock__delivery">{delivery}</span>}
    </div>
  );
}
