import { useState, type RefObject } from 'react';
import { type OrderSummary } from 'shared';
import { BottomSheet } from 'shared/dom';
import { englishChat, useT } from '../i18n/use-t';

/** Shown in the dialog when the server did not cancel (the failure itself is logged by the store). English; the dialog says it in the page's language. */
export const CANCEL_FAILED_TEXT = englishChat('cancel.failed');

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
  const t = useT();
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
      title={t('cancel.title')}
      description={t('cancel.text', { title: order.title, number: order.orderId })}
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
          {t('cancel.failed')}
        </p>
      )}
      <div className="history-dialog__actions">
        <button type="button" className="history-button" onClick={close} data-autofocus>
          {t('cancel.keep')}
        </button>
        <button type="button" className="history-button history-button--danger" onClick={() => void confirm()}>
          {busy ? t('cancel.cancelling') : t('cancel.confirm')}
        </button>
      </div>
    </BottomSheet>
  );
}
