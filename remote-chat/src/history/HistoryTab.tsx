import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useStore, type OrderSummary } from 'shared';
import { DEFAULT_THEME_COLOR } from 'shared/rules';
import { englishChat, useT } from '../i18n/use-t';
import { CancelOrderDialog } from './CancelOrderDialog';
import { HistoryFilters } from './HistoryFilters';
import { HistoryPagination } from './HistoryPagination';
import { HistorySearch } from './HistorySearch';
import { getHistoryStore, type HistoryStore } from './history-store';
import { OrderCard } from './OrderCard';
import { useOrderUpdated } from './order-updated';
import '../styles/history.css';

export interface HistoryTabProps {
  /** The widget's theme colour, for the progress bars and the active controls; default #10B981. */
  themeColor?: string;
}

/** Shown when the orders could not be loaded (the failure is logged); Try Again asks again. English; the tab says it in the page's language. */
export const LOAD_FAILED_TEXT = englishChat('history.failed');

/**
 * The History tab: the logged-in customer's orders with search, filters, pagination and cancel; 'You are
 * not logged in' for a guest. The list reloads on the page's ORDER_UPDATED_EVENT and on
 * `getHistoryStore(root).refresh()` while it is on screen.
 */
export const HistoryTab = observer(function HistoryTab({ themeColor = DEFAULT_THEME_COLOR }: HistoryTabProps) {
  const root = useStore();
  const t = useT();
  const store = getHistoryStore(root);
  const customerId = root.session.customer?.customerId ?? null;

  useEffect(() => {
    store.show(customerId);
    return () => store.hide();
  }, [store, customerId]);
  useOrderUpdated(store.refresh);

  const style = { '--history-accent': themeColor } as CSSProperties;
  return (
    <div className="history" style={style}>
      {customerId ? (
        // keyed, so the search box and dialog of one customer never carry over to the next
        <HistoryOrders key={customerId} store={store} />
      ) : (
        <p className="history__notice">{t('history.notLoggedIn')}</p>
      )}
    </div>
  );
});

interface CancelRequest {
  order: OrderSummary;
  opener: HTMLElement;
}

const HistoryOrders = observer(function HistoryOrders({ store }: { store: HistoryStore }) {
  const t = useT();
  const [cancelling, setCancelling] = useState<CancelRequest | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const loading = store.state === 'loading';
  const empty = store.state === 'ready' && store.orders.length === 0;

  return (
    <>
      <div className="history__controls">
        <HistorySearch value={store.filters.search} onSearch={store.setSearch} />
        <HistoryFilters filters={store.filters} onStatus={store.setStatus} onSortBy={store.setSortBy} />
      </div>
      <p className="history__live" role="status">
        {loading ? t('history.loading') : ''}
      </p>
      {store.state === 'error' && (
        <div className="history__error" role="alert">
          <p>{t('history.failed')}</p>
          <button type="button" className="history-button" onClick={() => void store.load()}>
            {t('history.tryAgain')}
          </button>
        </div>
      )}
      {empty && <p className="history__notice">{t('history.empty')}</p>}
      <div ref={listRef} className="history__list-wrap" tabIndex={-1}>
        {store.orders.length > 0 && (
          <ul className="history__list" aria-busy={loading}>
            {store.orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} onCancel={(chosen, opener) => setCancelling({ order: chosen, opener })} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <HistoryPagination pages={store.pages} onPage={store.goToPage} />
      {cancelling && (
        <CancelOrderDialog
          order={cancelling.order}
          opener={cancelling.opener}
          onConfirm={() => store.cancelOrder(cancelling.order)}
          onClose={() => setCancelling(null)}
          fallbackFocus={listRef}
        />
      )}
    </>
  );
});
