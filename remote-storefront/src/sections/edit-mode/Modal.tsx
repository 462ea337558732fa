import type { ReactNode } from 'react';
import { BottomSheet } from 'shared/dom';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a confirmation that interrupts (WAI-ARIA alert dialog pattern). */
  role?: 'dialog' | 'alertdialog';
  /** Optional line under the title, also read as the dialog's description. */
  description?: ReactNode;
  className?: string;
}

/** Edit mode's look of the shared sheet. */
const CLASSES = { backdrop: 'sf-modal', header: 'sf-modal__header', title: 'sf-modal__title', close: 'sf-modal__close', description: 'sf-modal__description' };

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves to the first field on open and back to the opener on close, Tab
 * stays inside, Escape and the backdrop close it. Drawn in place rather than in a portal, so the site's
 * colour variables still reach it; it is fixed over the page.
 */
export function Modal({ title, onClose, children, role = 'dialog', description, className }: Props) {
  const classes = { ...CLASSES, panel: ['sf-modal__panel', className].filter(Boolean).join(' ') };
  return (
    <BottomSheet title={title} description={description} role={role} onClose={onClose} classes={classes} closeButton="×" initialFocus="first" returnFocus>
      <div className="sf-modal__body">{children}</div>
    </BottomSheet>
  );
}
