import type { MessageValues, Translate } from 'shared/i18n';
import { CONTACT_FORM_MESSAGES, CONTACT_MESSAGE_MAX_CHARS, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from 'shared/rules';
import type { StorefrontMessage } from '../i18n/use-t';

type Rule = keyof typeof CONTACT_FORM_MESSAGES;

const IDS: Record<Rule, StorefrontMessage> = {
  nameRequired: 'contact.error.nameRequired',
  nameTooShort: 'contact.error.nameTooShort',
  nameLetters: 'contact.error.nameLetters',
  emailInvalid: 'contact.error.emailInvalid',
  contactRequired: 'contact.error.contactRequired',
  contactDigits: 'contact.error.contactDigits',
  contactTooShort: 'contact.error.contactTooShort',
  contactTooLong: 'contact.error.contactTooLong',
  subjectTooShort: 'contact.error.subjectTooShort',
  messageRequired: 'contact.error.messageRequired',
  messageTooShort: 'contact.error.messageTooShort',
  messageTooLong: 'contact.error.messageTooLong',
  countryCodeInvalid: 'contact.error.countryCodeInvalid',
};

const VALUES: Partial<Record<Rule, MessageValues>> = {
  contactTooShort: { min: PHONE_MIN_DIGITS },
  contactTooLong: { max: PHONE_MAX_DIGITS },
  messageTooLong: { max: CONTACT_MESSAGE_MAX_CHARS },
};

const RULE_OF = new Map(Object.entries(CONTACT_FORM_MESSAGES).map(([rule, text]) => [text as string, rule as Rule]));

/**
 * A field error of the shared contact-form rules in the page's language. The store keeps the rule's
 * English text (the server checks with the same rules); anything else is shown as it came.
 */
export function contactErrorText(t: Translate<StorefrontMessage>, error: string): string {
  const rule = RULE_OF.get(error);
  return rule ? t(IDS[rule], VALUES[rule]) : error;
}
