import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { handleDialogKeys } from 'shared/dom';

/**
 * Focus for a modal dialog (WAI-ARIA dialog pattern): on open, focus goes to the element marked
 * `data-autofocus` (else the dialog's first button, else the dialog); Tab stays inside; Escape calls
 * `onClose`; on close, focus goes back to `opener` (by default whatever had the focus when the dialog
 * opened), or to `fallback` when the opener has left the page (a cancelled order loses its button).
 */
export function useDialogFocus<T extends HTMLElement>(onClose: () => void, opener?: HTMLElement | null, fallback?: RefObject<HTMLElement | null>) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const dialog = ref.current;
    const fallbackTarget = fallback?.current ?? null;
    const returnTo = opener !== undefined ? opener : document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>('button') ?? dialog)?.focus();
    return () => {
      const target = returnTo?.isConnected ? returnTo : fallbackTarget;
      target?.focus();
    };
  }, [opener, fallback]);

  const onKeyDown = (event: KeyboardEvent<T>) => handleDialogKeys(event, ref.current, onClose);

  return { ref, onKeyDown };
}
