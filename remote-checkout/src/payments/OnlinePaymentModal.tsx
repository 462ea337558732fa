import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'shared';
import { PAYMENT_MESSAGES } from 'shared/constants';
import { handleDialogKeys } from 'shared/dom';
import { loadCheckoutScript } from './load-checkout-script';
import { messageOf, paymentCalls } from './payment-calls';

export interface OnlinePaymentModalProps {
  orderId: string;
  /** The online integration to pay through. */
  gatewayId: string;
  onClose: () => void;
  onPaid?: () => void;
}

/** initial: asking the server; processing: the gateway's checkout is open; redirecting: verifying the payment. */
export type OnlinePaymentState =
  | { name: 'initial' }
  | { name: 'processing' }
  | { name: 'redirecting' }
  | { name: 'failed'; message: string; detail: string | null };

const TEXT = {
  initial: 'Preparing your payment…',
  processing: 'Complete the payment in the checkout window…',
  redirecting: 'Confirming your payment…',
  dismissed: 'The payment was cancelled before it was completed.',
} as const;

/**
 * The online payment modal: starts on open (init on the server, the gateway's script, its checkout),
 * verifies the gateway's answer on the server, then closes and calls onPaid. Any failure shows
 * 'Payment Failed' with Try Again (starts over) and Cancel (closes).
 */
export const OnlinePaymentModal = observer(function OnlinePaymentModal({ orderId, gatewayId, onClose, onPaid }: OnlinePaymentModalProps) {
  const root = useStore();
  const calls = useMemo(() => paymentCalls(root), [root]);
  const [state, setState] = useState<OnlinePaymentState>({ name: 'initial' });
  const run = useRef(0);
  const panel = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onClose, onPaid });
  callbacks.current = { onClose, onPaid };

  const start = useCallback(async () => {
    const id = ++run.current;
    const live = () => id === run.current;
    const fail = (message: string, detail: string | null = null) => live() && setState({ name: 'failed', message, detail });
    setState({ name: 'initial' });

    let init;
    try {
      init = await calls.initOnline(gatewayId, orderId);
    } catch (error) {
      fail(PAYMENT_MESSAGES.initFailed, messageOf(error));
      return;
    }
    if (!live()) return;
    setState({ name: 'processing' });
    let Checkout;
    try {
      Checkout = await loadCheckoutScript(init.checkoutScriptUrl);
    } catch (error) {
      fail(PAYMENT_MESSAGES.initFailed, messageOf(error));
      return;
    }
    if (!live()) return;
    const customer = root.session.customer;
    const checkout = new Checkout({
      key: init.keyId,
      amount: init.amount,
      currency: init.currency,
      name: init.businessName,
      order_id: init.order_id,
      prefill: { name: customer?.name ?? '', contact: customer ? `${customer.countryCode}${customer.phoneNumber}` : '' },
      handler: (response) => {
        if (!live()) return;
        setState({ name: 'redirecting' });
        calls.verifyOnline(response, init.paymentAttemptId).then(
          () => {
            if (!live()) return;
            callbacks.current.onPaid?.();
            callbacks.current.onClose();
          },
          () => fail(PAYMENT_MESSAGES.verifyFailed),
        );
      },
      modal: { ondismiss: () => live() && setState((s) => (s.name === 'processing' ? { name: 'failed', message: TEXT.dismissed, detail: null } : s)) },
    });
    checkout.on('payment.failed', (response) => fail(PAYMENT_MESSAGES.failedTitle, response.error?.description ?? null));
    checkout.open();
  }, [calls, gatewayId, orderId, root]);

  useEffect(() => {
    void start();
    return () => {
      // A late answer of this run must not touch a closed modal.
      run.current += 1;
    };
  }, [start]);

  useEffect(() => panel.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => handleDialogKeys(event, panel.current, onClose);
  const failed = state.name === 'failed';

  return (
    <div className="sheet-backdrop">
      <div className="pay-modal" role="dialog" aria-modal="true" aria-labelledby="pay-modal-title" tabIndex={-1} ref={panel} onKeyDown={onKeyDown} data-state={state.name}>
        <h2 id="pay-modal-title">{failed ? PAYMENT_MESSAGES.failedTitle : 'Payment'}</h2>
        {failed ? (
          <>
            <p className="pay-error" role="alert">{state.message}</p>
            {state.detail && <p className="pay-muted">{state.detail}</p>}
            <div className="pay-actions">
              <button type="button" className="pay-primary" onClick={() => void start()}>
                {PAYMENT_MESSAGES.tryAgain}
              </button>
              <button type="button" className="pay-secondary" onClick={onClose}>
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
