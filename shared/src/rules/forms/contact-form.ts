import { CONTACT_MESSAGE_MAX_CHARS, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants';

/** The contact-us form (storefront spec section 3): what the visitor types. */
export interface ContactFormValues {
  name: string;
  email: string;
  /** Dial code such as '+91' (DEFAULT_COUNTRY_CODE). */
  countryCode: string;
  contact: string;
  subject: string;
  message: string;
}
export type ContactField = keyof ContactFormValues;
/** The first failed rule's message per field; a field without an entry is valid. */
export type ContactFormErrors = Partial<Record<ContactField, string>>;

/** The form's messages, word for word from the spec (section 5), plus the country-code one (see below). */
export const CONTACT_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters long',
  nameLetters: 'Name can only contain letters and spaces',
  emailInvalid: 'Please enter a valid email address',
  contactRequired: 'Contact number is required',
  contactDigits: 'Contact number can only contain digits',
  contactTooShort: `Contact number must be at least ${PHONE_MIN_DIGITS} digits`,
  contactTooLong: `Contact number cannot exceed ${PHONE_MAX_DIGITS} digits`,
  subjectTooShort: 'Subject must be at least 5 characters long',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters long',
  messageTooLong: `Message cannot exceed ${CONTACT_MESSAGE_MAX_CHARS} characters`,
  /** Not in the spec, which has no country-code rule: the form uses a picker, so only a bad request sees it. */
  countryCodeInvalid: 'Please select a valid country code',
} as const;

const M = CONTACT_FORM_MESSAGES;
/** Letters of any script (with their combining marks) and spaces. */
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
/** Something@something.tld, no spaces; 254 characters at most (the longest address SMTP carries). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX_CHARS = 254;
const DIAL_CODE = /^\+\d{1,4}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The first error of one field, or null when it passes. Used on blur; `contactFormErrors` runs every
 * field on submit. Required checks and minimum lengths look at the trimmed value; the message's maximum
 * counts what the counter shows (the raw length).
 */
export function contactFieldError(field: ContactField, raw: unknown): string | null {
  const value = text(raw);
  const trimmed = value.trim();
  switch (field) {
    case 'name':
      if (trimmed === '') return M.nameRequired;
      if (trimmed.length < 2) return M.nameTooShort;
      if (!LETTERS_AND_SPACES.test(trimmed)) return M.nameLetters;
      return null;
    case 'email':
      if (trimmed === '') return null;
      if (trimmed.length > EMAIL_MAX_CHARS || !EMAIL.test(trimmed)) return M.emailInvalid;
      return null;
    case 'countryCode':
      return DIAL_CODE.test(trimmed) ? null : M.countryCodeInvalid;
    case 'contact':
      if (trimmed === '') return M.contactRequired;
      if (!/^\d+$/.test(trimmed)) return M.contactDigits;
      if (trimmed.length < PHONE_MIN_DIGITS) return M.contactTooShort;
      if (trimmed.length > PHONE_MAX_DIGITS) return M.contactTooLong;
      return null;
    case 'subject':
      if (trimmed === '') return null;
      if (trimmed.length < 5) return M.subjectTooShort;
      return null;
    case 'message':
      if (trimmed === '') return M.messageRequired;
      if (trimmed.length < 10) return M.messageTooShort;
      if (value.length > CONTACT_MESSAGE_MAX_CHARS) return M.messageTooLong;
      return null;
  }
}

/** Field order of the form: the first field with an error is the one to scroll to. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'countryCode', 'contact', 'subject', 'message'];

/**
 * Validates the whole form (on submit in the browser, on every request on the server). Accepts any
 * input shape; a missing or non-string field counts as empty. Returns {} when the form is valid.
 */
export function contactFormErrors(values: Partial<Record<ContactField, unknown>>): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Spec: the contact input "strips non-digits and cuts at 15". */
export function sanitizeContactDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}
