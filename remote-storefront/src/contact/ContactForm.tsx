import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { CONTACT_LIMITS } from 'shared/constants';
import { useAfterHydration } from 'shared/dom';
import { useT } from '../i18n/use-t';
import { contactErrorText } from './contact-error-text';
import type { ContactFormStore } from './contact-form-store';
import { ContactSuccess } from './ContactSuccess';
import { ContactTextField } from './ContactTextField';
import { CountryCodeSelect } from './CountryCodeSelect';
import { fieldIds } from './field-ids';
import { MessageCounter } from './MessageCounter';
import { revealField } from './reveal-field';

/** The 'Send Us a Message' form of the contact page. */
export const ContactForm = observer(function ContactForm({ form }: { form: ContactFormStore }) {
  const t = useT();
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
          {t('contact.title')}
        </h2>
        {form.status === 'sent' && <ContactSuccess />}
        <form className="sf-contact__form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={form.status === 'sending'}>
          {/* Locked between a success and the reset, so nothing typed then is wiped by it. */}
          <fieldset className="sf-contact__fields" disabled={form.clearing}>
            <ContactTextField form={form} formId={formId} field="name" label={t('contact.name')} required autoComplete="name" placeholder={t('contact.namePlaceholder')} maxLength={CONTACT_LIMITS.nameMaxChars} />
            <ContactTextField form={form} formId={formId} field="email" label={t('contact.email')} type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
            <ContactTextField
              form={form}
              formId={formId}
              field="contact"
              label={t('contact.number')}
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="9876543210"
              before={<CountryCodeSelect form={form} formId={formId} />}
              after={
                countryError && (
                  <p className="sf-field__error" id={fieldIds(formId, 'countryCode').error}>
                    {contactErrorText(t, countryError)}
                  </p>
                )
              }
            />
            <ContactTextField form={form} formId={formId} field="subject" label={t('contact.subject')} placeholder={t('contact.subjectPlaceholder')} maxLength={CONTACT_LIMITS.subjectMaxChars} />
            <ContactTextField
              form={form}
              formId={formId}
              field="message"
              label={t('contact.message')}
              required
              multiline
              placeholder={t('contact.messagePlaceholder')}
              after={<MessageCounter id={counterId} length={form.values.message.length} />}
              extraDescription={counterId}
            />
          </fieldset>
          {form.status === 'error' && (
            <div className="sf-contact__failure" role="alert">
              <p>{t('contact.failed')}</p>
              {form.failureDetail && <p className="sf-contact__failure-detail">{form.failureDetail}</p>}
            </div>
          )}
          <button type="submit" className="sf-button sf-contact__submit" disabled={!live} aria-disabled={form.locked || undefined}>
            {t(form.status === 'sending' ? 'contact.sending' : 'contact.send')}
          </button>
        </form>
      </div>
    </section>
  );
});
