import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { CONTACT_LIMITS } from 'shared/constants';
import { useAfterHydration } from 'shared/dom';
import { CONTACT_SEND_FAILED, type ContactFormStore } from './contact-form-store';
import { ContactSuccess } from './ContactSuccess';
import { ContactTextField } from './ContactTextField';
import { CountryCodeSelect } from './CountryCodeSelect';
import { fieldIds } from './field-ids';
import { MessageCounter } from './MessageCounter';
import { revealField } from './reveal-field';

/** The 'Send Us a Message' form of the contact page. */
export const ContactForm = observer(function ContactForm({ form }: { form: ContactFormStore }) {
  const formId = useId();
  const titleId = `${formId}-title`;
  const counterId = `${formId}-counter`;
  const countryError = form.errors.countryCode;
  // Until the page is live the browser would send the form itself, as a GET with every field in the
  // URL: the button stays disabled until then, which also stops Enter from submitting it.
  const live = useAfterHydration();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const first = form.submit();
    if (first) revealField(document.getElementById(fieldIds(formId, first).control));
  };

  return (
    <section className="sf-section sf-contact" aria-labelledby={titleId}>
      <div className="sf-contact__card">
        <h2 className="sf-section__title sf-contact__title" id={titleId}>
          Send Us a Message
        </h2>
        {form.status === 'sent' && <ContactSuccess />}
        <form className="sf-contact__form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={form.status === 'sending'}>
          {/* Locked between a success and the reset, so nothing typed then is wiped by it. */}
          <fieldset className="sf-contact__fields" disabled={form.clearing}>
            <ContactTextField form={form} formId={formId} field="name" label="Name" required autoComplete="name" placeholder="Your full name" maxLength={CONTACT_LIMITS.nameMaxChars} />
            <ContactTextField form={form} formId={formId} field="email" label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
            <ContactTextField
              form={form}
              formId={formId}
              field="contact"
              label="Contact Number"
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="9876543210"
              before={<CountryCodeSelect form={form} formId={formId} />}
              after={
                countryError && (
                  <p className="sf-field__error" id={fieldIds(formId, 'countryCode').error}>
                    {countryError}
                  </p>
                )
              }
            />
            <ContactTextField form={form} formId={formId} field="subject" label="Subject" placeholder="What is it about?" maxLength={CONTACT_LIMITS.subjectMaxChars} />
            <ContactTextField
              form={form}
              formId={formId}
              field="message"
              label="Message"
              required
              multiline
              placeholder="How can we help you?"
              after={<MessageCounter id={counterId} length={form.values.message.length} />}
              extraDescription={counterId}
            />
          </fieldset>
          {form.status === 'error' && (
            <div className="sf-contact__failure" role="alert">
              <p>{CONTACT_SEND_FAILED}</p>
              {form.failureDetail && <p className="sf-contact__failure-detail">{form.failureDetail}</p>}
            </div>
          )}
          <button type="submit" className="sf-button sf-contact__submit" disabled={!live} aria-disabled={form.locked || undefined}>
            {form.status === 'sending' ? 'Sending…' : 'Send Message'}
          </button>
        </form>
      </div>
    </section>
  );
});
