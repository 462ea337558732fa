import { observer } from 'mobx-react-lite';
import { useStore } from 'shared';
import type { CheckoutStore } from './checkout-store';
import { TotalsLines } from 'shared/dom';
import { useT } from '../i18n/use-t';

/** The server's totals of the order (TotalsLines), or where they are: calculating, or failed with Try again. */
export const TotalsBlock = observer(function TotalsBlock({ store }: { store: CheckoutStore }) {
  const { locale } = useStore();
  const t = useT();
  const { totals, totalsState } = store;
  if (!totals) {
    if (totalsState === 'failed') {
      return (
        <p className="checkout-totals__status" role="status">
          {t('totals.failed')}{' '}
          <button type="button" className="checkout-link" onClick={store.retryTotals}>
            {t('common.tryAgain')}
          </button>
        </p>
      );
    }
    if (totalsState === 'loading') {
      return (
        <p className="checkout-totals__status" role="status">
          {t('totals.calculating')}
        </p>
      );
    }
    return null;
  }
  return (
    <dl className={`checkout-totals${totalsState === 'loading' ? ' checkout-totals--stale' : ''}`} aria-label={t('totals.label')} aria-busy={totalsState === 'loading'}>
      <TotalsLines totals={totals} format={store.format} block="checkout-totals" locale={locale} />
    </dl>
  );
});
