import { observer } from 'mobx-react-lite';
import { FREE_SHIPPING_LABEL } from 'shared/rules';
import { formatInrWhole } from 'shared/format';
import type { CheckoutStore } from './checkout-store';

/** The server's totals of the order: subtotal, discount, shipping ('Free Shipping' at 0) and total. */
export const TotalsBlock = observer(function TotalsBlock({ store }: { store: CheckoutStore }) {
  const { totals, totalsState } = store;
  if (!totals) {
    if (totalsState === 'failed') {
      return (
        <p className="checkout-totals__status" role="status">
          The totals could not be calculated.{' '}
          <button type="button" className="checkout-link" onClick={store.retryTotals}>
            Try again
          </button>
        </p>
      );
    }
    if (totalsState === 'loading') {
      return (
        <p className="checkout-totals__status" role="status">
          Calculating totals…
        </p>
      );
    }
    return null;
  }
  return (
    <dl className={`checkout-totals${totalsState === 'loading' ? ' checkout-totals--stale' : ''}`} aria-label="Order totals" aria-busy={totalsState === 'loading'}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatInrWhole(totals.subtotal)}</dd>
      </div>
      {totals.totalDiscount > 0 && (
        <div className="checkout-totals__discount">
          <dt>Discount</dt>
          <dd>−{formatInrWhole(totals.totalDiscount)}</dd>
        </div>
      )}
      <div>
        <dt>Shipping</dt>
        <dd>{totals.shippingCost === 0 ? FREE_SHIPPING_LABEL : formatInrWhole(totals.shippingCost)}</dd>
      </div>
      <div className="checkout-totals__total">
        <dt>Total</dt>
        <dd>{formatInrWhole(totals.total)}</dd>
      </div>
    </dl>
  );
});
