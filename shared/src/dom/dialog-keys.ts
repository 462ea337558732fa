/** What can take focus inside a dialog (disabled controls and tabindex -1 cannot). */
export const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The parts of a keyboard event the dialog handling reads (React's and the DOM's both fit). */
export interface DialogKeyEvent {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

/**
 * Keyboard of a modal dialog (WAI-ARIA dialog pattern), for every dialog and sheet of the apps: Escape
 * calls `onClose` (and stops there, so an outer panel's Escape does not close too); Tab and Shift+Tab
 * wrap around inside `container`, so focus never leaves the dialog for the page behind it.
 */
export function handleDialogKeys(event: DialogKeyEvent, container: HTMLElement | null, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = container.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
