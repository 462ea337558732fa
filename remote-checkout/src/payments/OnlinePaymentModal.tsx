import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { PAYMENT_MESSAGES } from 'shared/constants';
import { handleDialogKeys } from 'shared/dom';
import type { PaymentStore } from './payment-store';

const TEXT = {
  idle: 'Preparing your payment…',
  initial: 'Preparing your payment…',
  processing: 'Complete the payment in the checkout window…',
  redirecting: 'Confirming your payment…',
  paid: 'Confirming your payment…',
} as const;

/**
 * The online payment modal over the PaymentStore's online flow (init → the gateway's checkout →
 * verify). Any failure shows 'Payment Failed' with Try Again (starts over) and Cancel (closes).
 */
export const OnlinePaymentModal = observer(function OnlinePaymentModal({ store }: { store: PaymentStore }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const state = store.online.state;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => handleDialogKeys(event, panel.current, store.close);

  return (
    <div className="sheet-backdrop">
      <div className="pay-modal" role="dialog" aria-modal="true" aria-labelledby="pay-modal-title" tabIndex={-1} ref={panel} onKeyDown={onKeyDown} data-state={state.name}>
        <h2 id="pay-modal-title">{state.name === 'failed' ? PAYMENT_MESSAGES.failedTitle : 'Payment'}</h2>
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
      </div>
    </div>
  );
});
