import { useEffect, useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { FOCUSABLE_SELECTOR, handleDialogKeys } from './dialog-keys';

/** The class names of a sheet's parts: each app draws its sheets in its own look. */
export interface SheetClasses {
  /** The layer over the page (fixed, dimmed); a press on it closes the sheet. */
  backdrop: string;
  panel: string;
  /** The row of the title and the close button; without it the title stands alone. */
  header?: string;
  title?: string;
  close?: string;
  description?: string;
}

export interface BottomSheetProps {
  title: ReactNode;
  onClose(): void;
  classes: SheetClasses;
  children?: ReactNode;
  /** `alertdialog` for a confirmation that interrupts (WAI-ARIA alert dialog pattern). */
  role?: 'dialog' | 'alertdialog';
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** The close button's content (×, an icon); without it the sheet has no close button of its own. */
  closeButton?: ReactNode;
  /** The close button's name, in the page's language; 'Close' by default. */
  closeLabel?: string;
  /** False while the sheet must stay (a payment under way): a press on the backdrop then does nothing. */
  closeOnBackdrop?: boolean;
  /**
   * Where focus goes when the sheet opens: `panel`, the sheet itself; `first`, the first control of its
   * content (not the header's close); `close`, its close button. An element marked `data-autofocus`
   * goes first either way.
   */
  initialFocus?: 'panel' | 'first' | 'close';
  /** On close, focus goes back to `opener` (by default what had the focus at open), or to `fallbackFocus` once the opener is gone. */
  returnFocus?: boolean;
  opener?: HTMLElement | null;
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** The page behind does not scroll while the sheet is open. */
  lockScroll?: boolean;
  /** More attributes of the panel (`aria-busy`, `data-state`). */
  panelProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
}

/**
 * The one modal sheet of the apps (WAI-ARIA dialog pattern): pinned to the bottom on a phone or centred,
 * as its classes say. It takes the focus when it opens, keeps Tab inside, closes on Escape, its close
 * button and a press on the backdrop. Drawn in place rather than in a portal, so the app's colour
 * variables still reach it; it is fixed over the page.
 */
export function BottomSheet(props: BottomSheetProps) {
  const { title, onClose, classes, children, role = 'dialog', description, closeButton, closeLabel = 'Close', closeOnBackdrop = true, panelProps } = props;
  const panel = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useSheetFocus(panel, header, props);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => handleDialogKeys(event, panel.current, onClose);
  const heading = (
    <h2 id={titleId} className={classes.title}>
      {title}
    </h2>
  );

  return (
    <div className={classes.backdrop} onMouseDown={(event) => closeOnBackdrop && event.target === event.currentTarget && onClose()}>
      <div
        {...panelProps}
        ref={panel}
        className={classes.panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {classes.header ? (
          <header ref={header} className={classes.header}>
            {heading}
            {closeButton && (
              <button type="button" className={classes.close} aria-label={closeLabel} onClick={onClose}>
                {closeButton}
              </button>
            )}
          </header>
        ) : (
          heading
        )}
        {description && (
          <p id={descriptionId} className={classes.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

/** Focus in on open, back out on close, and the page held still, as the sheet's props ask. */
function useSheetFocus(panel: RefObject<HTMLDivElement | null>, header: RefObject<HTMLElement | null>, props: BottomSheetProps) {
  const { initialFocus = 'panel', returnFocus = false, opener, fallbackFocus, lockScroll = false } = props;
  useEffect(() => {
    const sheet = panel.current;
    const returnTo = opener !== undefined ? opener : document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const fallback = fallbackFocus?.current ?? null;
    const marked = sheet?.querySelector<HTMLElement>('[data-autofocus]');
    const inContent = Array.from(sheet?.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR) ?? []).filter((element) => !header.current?.contains(element));
    const first = initialFocus === 'first' ? inContent[0] : initialFocus === 'close' ? header.current?.querySelector<HTMLElement>('button') : undefined;
    (marked ?? first ?? sheet)?.focus();
    const { body } = document;
    const overflow = body.style.overflow;
    if (lockScroll) body.style.overflow = 'hidden';
    return () => {
      if (lockScroll) body.style.overflow = overflow;
      if (returnFocus) (returnTo?.isConnected ? returnTo : fallback)?.focus();
    };
    // opened once: the sheet's focus and scroll are set when it mounts and given back when it leaves
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
