import { useEffect, useRef } from 'react';

/** Spec: the success screen's two lines, word for word. */
export const CONTACT_SENT_TITLE = 'Message Sent Successfully!';
export const CONTACT_SENT_TEXT = "Thank you for contacting us. We'll get back to you within 24 hours.";

/** The note after a successful send. It takes focus, so the locked fields never strand the keyboard user. */
export function ContactSuccess() {
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
        <h3 className="sf-contact__success-title">{CONTACT_SENT_TITLE}</h3>
        <p className="sf-contact__success-text">{CONTACT_SENT_TEXT}</p>
      </div>
    </div>
  );
}
