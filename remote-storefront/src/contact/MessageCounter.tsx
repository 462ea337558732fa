import { CONTACT_MESSAGE_MAX_CHARS } from 'shared/rules';
import { useT } from '../i18n/use-t';

/** Spec: "a counter shows n/1000". Counts what the rule counts (every character typed). */
export function MessageCounter({ id, length }: { id: string; length: number }) {
  const t = useT();
  const over = length > CONTACT_MESSAGE_MAX_CHARS;
  return (
    <p id={id} className={`sf-field__counter${over ? ' sf-field__counter--over' : ''}`}>
      <span className="sf-sr-only">{t('contact.charsUsed')}</span>
      {length}/{CONTACT_MESSAGE_MAX_CHARS}
    </p>
  );
}
