import { makeAutoObservable, runInAction } from 'mobx';
import { contactUsAnswerSchema, isApiError, type ApiClient, type ContactUsBody } from 'shared';
import { API_PATHS } from 'shared/constants';
import { CONTACT_FIELDS, CONTACT_FORM_RESET_MS, contactFieldError, contactFormErrors, COUNTRY_CODES, DEFAULT_COUNTRY, sanitizeContactDigits, type ContactField, type ContactFormErrors, type ContactFormValues } from 'shared/rules';

/** The spec's four states of the form. */
export type ContactFormStatus = 'idle' | 'sending' | 'sent' | 'error';

/** Spec section 8: what the visitor reads when a send fails. */
export const CONTACT_SEND_FAILED = 'Failed to send message. Please try again.';

const emptyValues = (): ContactFormValues => ({
  name: '',
  email: '',
  countryCode: DEFAULT_COUNTRY.dialCode,
  contact: '',
  subject: '',
  message: '',
});

/** Answers whose message helps the visitor (the limit's wait, the rule the server applied); others are hidden. */
const SHOWN_FAILURES = new Set([400, 429]);

/**
 * The contact-us form: values, per-field errors (checked on blur and on submit with the shared rules)
 * and the send. After a success the fields lock, and clear CONTACT_FORM_RESET_MS (2 s) later; the
 * success note stays until the visitor edits again, so it is never missed.
 */
export class ContactFormStore {
  values: ContactFormValues = emptyValues();
  /** The picked country (ISO code): +1 and +7 are shared by several countries. */
  countryIso = DEFAULT_COUNTRY.iso;
  errors: ContactFormErrors = {};
  status: ContactFormStatus = 'idle';
  /** The server's own explanation of a failure, when there is a useful one (429, 400). */
  failureDetail: string | null = null;
  /** Between a success and the reset: the sent values stay on screen, locked. */
  clearing = false;
  /** The request in flight, for callers that want to wait on it. */
  sending: Promise<void> | null = null;

  readonly #api: Pick<ApiClient, 'post'>;
  readonly #subdomain: string;
  readonly #resetMs: number;
  #resetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(api: Pick<ApiClient, 'post'>, subdomain: string, resetMs: number = CONTACT_FORM_RESET_MS) {
    this.#api = api;
    this.#subdomain = subdomain;
    this.#resetMs = resetMs;
    makeAutoObservable(this, { sending: false }, { autoBind: true });
  }

  get locked(): boolean {
    return this.status === 'sending' || this.clearing;
  }

  /** Spec: the contact field keeps digits only and stops at 15. A shown error is re-checked as the visitor fixes it. */
  setField(field: Exclude<ContactField, 'countryCode'>, raw: string): void {
    if (this.clearing) return;
    const value = field === 'contact' ? sanitizeContactDigits(raw) : raw;
    this.values[field] = value;
    if (this.errors[field]) this.#check(field);
    this.#leaveOutcome();
  }

  selectCountry(iso: string): void {
    const country = COUNTRY_CODES.find((c) => c.iso === iso);
    if (!country || this.clearing) return;
    this.countryIso = country.iso;
    this.values.countryCode = country.dialCode;
    this.#check('countryCode');
    this.#leaveOutcome();
  }

  /** Spec: each field is checked when it loses focus. */
  blur(field: ContactField): void {
    if (this.clearing) return;
    this.#check(field);
  }

  /**
   * Checks every field; when one fails answers the first in form order (the view scrolls to it), else
   * starts the send and answers null. Ignored while a send is running or the form is clearing.
   */
  submit(): ContactField | null {
    if (this.locked) return null;
    this.#leaveOutcome();
    this.errors = contactFormErrors(this.values);
    const first = CONTACT_FIELDS.find((field) => this.errors[field]) ?? null;
    if (first === null) this.sending = this.#send();
    return first;
  }

  /** Empties the form (the end of the 2 s after a success). */
  reset(): void {
    clearTimeout(this.#resetTimer);
    this.values = emptyValues();
    this.countryIso = DEFAULT_COUNTRY.iso;
    this.errors = {};
    this.clearing = false;
  }

  /** Cancels the pending reset (the page is leaving). */
  dispose(): void {
    clearTimeout(this.#resetTimer);
  }

  async #send(): Promise<void> {
    this.status = 'sending';
    this.failureDetail = null;
    const { name, email, countryCode, contact, subject, message } = this.values;
    const body: ContactUsBody = {
      name: name.trim(),
      email: email.trim(),
      countryCode,
      contact,
      subject: subject.trim(),
      message: message.trim(),
      subdomain: this.#subdomain,
    };
    try {
      await this.#api.post(API_PATHS.contactUs, body, contactUsAnswerSchema);
      runInAction(() => {
        this.status = 'sent';
        this.clearing = true;
      });
      this.#resetTimer = setTimeout(this.reset, this.#resetMs);
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.failureDetail = isApiError(error) && SHOWN_FAILURES.has(error.status) ? error.message : null;
      });
    } finally {
      this.sending = null;
    }
  }

  #check(field: ContactField): void {
    const error = contactFieldError(field, this.values[field]);
    if (error) this.errors[field] = error;
    else delete this.errors[field];
  }

  /** Editing after a success or a failure starts over: the outcome note goes. */
  #leaveOutcome(): void {
    if (this.status === 'sent' || this.status === 'error') {
      this.status = 'idle';
      this.failureDetail = null;
    }
  }
}
