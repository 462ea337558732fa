import { useState, type RefObject } from 'react';
import { type OrderSummary } from 'shared';
import { ORDER_HISTORY_MESSAGES } from 'shared/constants';
import { BottomSheet } from 'shared/dom';

/** Shown in the dialog when the server did not cancel (the failure itself is logged by the store). */
export const CANCEL_FAILED_TEXT = 'Could not cancel the order. Please try again.';

/** The History tab's look of the shared sheet. */
const CLASSES = { backdrop: 'history-dialog', panel: 'history-dialog__panel', title: 'history-dialog__title', description: 'history-dialog__text' };

interface Props {
  order: OrderSummary;
  /** Cancels the order; resolves true when the server did. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
  /** The button that opened the dialog. */
  opener: HTMLElement | null;
  /** Where focus goes when the opener is gone after the cancel. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/**
 * The 'Cancel Order?' confirmation (an alert dialog): Keep Order has the focus, so Enter never cancels
 * by accident; Escape or the backdrop keep the order. While the request is out the dialog stays, so
 * the shopper sees whether it worked.
 */
export function CancelOrderDialog({ order, onConfirm, onClose, opener, fallbackFocus }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const cancelled = await onConfirm();
    setBusy(false);
    if (cancelled) onClose();
    else setFailed(true);
  };

  return (
    <BottomSheet
      title={ORDER_HISTORY_MESSAGES.cancelTitle}
      description={`${order.title} (order ${order.orderId}) will be cancelled. This cannot be undone.`}
      role="alertdialog"
      onClose={close}
      classes={CLASSES}
      initialFocus="first"
      returnFocus
      opener={opener}
      fallbackFocus={fallbackFocus}
      panelProps={{ 'aria-busy': busy }}
    >
      {failed && (
        <p className="history-dialog__error" role="alert">
          {CANCEL_FAILED_TEXT}
        </p>
      )}
      <div className="history-dialog__actions">
        <button type="button" className="history-button" onClick={close} data-autofocus>
          Keep Order
        </button>
        <button type="button" className="history-button history-button--danger" onClick={() => void confirm()}>
          {busy ? 'Cancelling…' : 'Cancel Order'}
        </button>
      </div>
    </BottomSheet>
  );
}
