import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FOCUSABLE_SELECTOR, handleDialogKeys } from 'shared/dom';

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


/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves to the first field on open and back to the opener on close, Tab
 * stays inside, Escape and the backdrop close it. Drawn in place rather than in a portal, so the site's
 * colour variables still reach it; it is fixed over the page.
 */
export function Modal({ title, onClose, children, role = 'dialog', description, className }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    // the first thing to act on in the body (a field, or a marked button), not the header's Close
    const first = body.current?.querySelector<HTMLElement>('[data-autofocus]') ?? body.current?.querySelector<HTMLElement>(FOCUSABLE_SELECTOR);
    (first ?? panel.current)?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => handleDialogKeys(event, panel.current, onClose);

  return (
    <div className="sf-modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className={['sf-modal__panel', className].filter(Boolean).join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="sf-modal__header">
          <h2 id={titleId} className="sf-modal__title">
            {title}
          </h2>
          <button type="button" className="sf-modal__close" onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="sf-modal__description">
            {description}
          </p>
        )}
        <div ref={body} className="sf-modal__body">
          {children}
        </div>
      </div>
    </div>
  );
}
