import { observer } from 'mobx-react-lite';
import { PAYMENT_MESSAGES } from 'shared/constants';
import { BottomSheet } from 'shared/dom';
import type { PaymentStore } from './payment-store';

const TEXT = {
  idle: 'Preparing your payment…',
  initial: 'Preparing your payment…',
  processing: 'Complete the payment in the checkout window…',
  redirecting: 'Confirming your payment…',
  paid: 'Confirming your payment…',
} as const;

/** The checkout's look of the shared sheet, over the page while the gateway works: a press beside it does not stop the payment. */
const CLASSES = { backdrop: 'sheet-backdrop', panel: 'pay-modal' };

/**
 * The online payment modal over the PaymentStore's online flow (init → the gateway's checkout →
 * verify). Any failure shows 'Payment Failed' with Try Again (starts over) and Cancel (closes).
 */
export const OnlinePaymentModal = observer(function OnlinePaymentModal({ store }: { store: PaymentStore }) {
  const state = store.online.state;

  return (
    <BottomSheet
      title={state.name === 'failed' ? PAYMENT_MESSAGES.failedTitle : 'Payment'}
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
              {PAYMENT_MESSAGES.tryAgain}
            </button>
            <button type="button" className="pay-secondary" onClick={store.close}>
              {PAYMENT_MESSAGES.cancel}
            </button>
          </div>
        </>
      ) : (
        <p className="pay-muted" role="status" aria-busy="true">
          <span className="pay-spinner" aria-hidden="true" /> {TEXT[state.name]}
        </p>
      )}
    </BottomSheet>
  );
});
