import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

interface Props {
  title: string;
  /** Back, when the view has somewhere to go back to. */
  onBack?: () => void;
  /** A button at the end of the bar (the direct buy's Clear). */
  action?: ReactNode;
}

/** The title bar of a checkout view inside the chat, kept at the top while the lines scroll. */
export function ViewBar({ title, onBack, action }: Props) {
  const t = useT();
  return (
    <div className="checkout-bar">
      {onBack && (
        <button type="button" className="checkout-icon-button" aria-label={t('common.back')} onClick={onBack}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
      <h3 className="checkout-bar__title">{title}</h3>
      {action}
    </div>
  );
}
