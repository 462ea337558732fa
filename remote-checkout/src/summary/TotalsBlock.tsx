import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from './checkout-store';
import { TotalsLines } from 'shared/dom';

/** The server's totals of the order (TotalsLines), or where they are: calculating, or failed with Try again. */
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
      <TotalsLines totals={totals} format={store.format} block="checkout-totals" />
    </dl>
  );
});
