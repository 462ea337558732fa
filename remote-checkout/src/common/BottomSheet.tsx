import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { handleDialogKeys } from 'shared/dom';
import '../styles/sheet.css';

export interface BottomSheetProps {
  title: ReactNode;
  onClose(): void;
  /** The panel's class beside `sheet`, for its width and its own content's layout. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal sheet: pinned to the bottom on a phone, centred on wider screens. It takes the focus when
 * it opens, keeps Tab inside, closes on Escape, the × button and a click on the backdrop.
 */
export function BottomSheet({ title, onClose, className, children }: BottomSheetProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => panel.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => handleDialogKeys(event, panel.current, onClose);

  return (
    <div className="sheet-backdrop" onClick={onClose}>
      <div
        className={className ? `sheet ${className}` : 'sheet'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panel}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <header className="sheet__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="sheet__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
