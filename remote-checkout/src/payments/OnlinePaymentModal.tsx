import { observer } from 'mobx-react-lite';
import { BottomSheet } from 'shared/dom';
import { useT, type CheckoutMessage } from '../i18n/use-t';
import type { PaymentStore } from './payment-store';

const TEXT: Record<Exclude<PaymentStore['online']['state']['name'], 'failed'>, CheckoutMessage> = {
  idle: 'pay.online.preparing',
  initial: 'pay.online.preparing',
  processing: 'pay.online.processing',
  redirecting: 'pay.online.confirming',
  paid: 'pay.online.confirming',
};

/** The checkout's look of the shared sheet, over the page while the gateway works: a press beside it does not stop the payment. */
const CLASSES = { backdrop: 'sheet-backdrop', panel: 'pay-modal' };

/**
 * The online payment modal over the PaymentStore's online flow (init → the gateway's checkout →
 * verify). Any failure shows 'Payment Failed' with Try Again (starts over) and Cancel (closes).
 */
export const OnlinePaymentModal = observer(function OnlinePaymentModal({ store }: { store: PaymentStore }) {
  const t = useT();
  const state = store.online.state;

  return (
    <BottomSheet
      title={t(state.name === 'failed' ? 'pay.online.failedTitle' : 'pay.online.title')}
      onClose={store.close}
      classes={CLASSES}
      closeOnBackdrop={false}
      panelProps={{ 'data-state': state.name }}
    >
      {state.name === 'failed' ? (
        <>
          <p className="pay-error" role="alert">{state.message}</p>
          {state.detail && <p className="pay-muted">{state.detail}</p>}
          <div className="pay-actions">
            <button type="button" className="pay-primary" onClick={store.retryOnline}>
              {t('pay.online.tryAgain')}
            </button>
            <button type="button" className="pay-secondary" onClick={store.close}>
              {t('common.cancel')}
            </button>
          </div>
        </>
      ) : (
        <p className="pay-muted" role="status" aria-busy="true">
          <span className="pay-spinner" aria-hidden="true" /> {t(TEXT[state.name])}
        </p>
      )}
    </BottomSheet>
  );
});
