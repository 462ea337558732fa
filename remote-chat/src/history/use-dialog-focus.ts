import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus for a modal dialog (WAI-ARIA dialog pattern): on open, focus goes to the element marked
 * `data-autofocus` (else the dialog); Tab stays inside; Escape calls `onClose`; on close, focus goes back
 * to `opener`, or to `fallback` when the opener has left the page (a cancelled order loses its button).
 */
export function useDialogFocus<T extends HTMLElement>(onClose: () => void, opener: HTMLElement | null, fallback: RefObject<HTMLElement | null>) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const dialog = ref.current;
    const fallbackTarget = fallback.current;
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog)?.focus();
    return () => {
      const target = opener?.isConnected ? opener : fallbackTarget;
      target?.focus();
    };
  }, [opener, fallback]);

  const onKeyDown = (event: KeyboardEvent<T>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { ref, onKeyDown };
}
