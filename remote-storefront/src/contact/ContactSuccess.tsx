import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';

/** The note after a successful send. It takes focus, so the locked fields never strand the keyboard user. */
export function ContactSuccess() {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="sf-contact__success" role="status" tabIndex={-1}>
      <svg className="sf-contact__success-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div>
        <h3 className="sf-contact__success-title">{t('contact.sentTitle')}</h3>
        <p className="sf-contact__success-text">{t('contact.sentText')}</p>
      </div>
    </div>
  );
}
