import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { ContactField } from 'shared/rules';
import { useT } from '../i18n/use-t';
import { contactErrorText } from './contact-error-text';
import type { ContactFormStore } from './contact-form-store';
import { fieldIds } from './field-ids';

type TextField = Exclude<ContactField, 'countryCode'>;

interface Props {
  form: ContactFormStore;
  formId: string;
  field: TextField;
  label: string;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Drawn before the control on the same row (the country code picker). */
  before?: ReactNode;
  /** Drawn under the control (the message counter), described by `extraDescription`. */
  after?: ReactNode;
  extraDescription?: string;
}

/** One labelled field: its error is tied to the control with aria-describedby and aria-invalid. */
export const ContactTextField = observer(function ContactTextField(props: Props) {
  const { form, formId, field, label, required = false, multiline = false, before, after, extraDescription } = props;
  const t = useT();
  const ids = fieldIds(formId, field);
  const error = form.errors[field];
  const describedBy = [error ? ids.error : null, extraDescription ?? null].filter(Boolean).join(' ') || undefined;
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // What a shopper typed into the server's HTML before the page was live is in the field but not in the
  // store (hydration keeps the field's text); take it, or the next render would wipe it.
  useLayoutEffect(() => {
    const typed = control.current?.value;
    if (typed && typed !== form.values[field]) form.setField(field, typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field goes live
  }, []);
  const common = {
    ref: control,
    id: ids.control,
    name: field,
    value: form.values[field],
    required,
    placeholder: props.placeholder,
    autoComplete: props.autoComplete,
    maxLength: props.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `sf-field__control${error ? ' sf-field__control--invalid' : ''}`,
    onBlur: () => form.blur(field),
  } as const;
  return (
    <div className={`sf-field sf-field--${field}`}>
      <label className="sf-field__label" htmlFor={ids.control}>
        {label}
        {required ? (
          <span className="sf-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="sf-field__optional">{t('contact.optional')}</span>
        )}
      </label>
      <div className="sf-field__row">
        {before}
        {multiline ? (
          <textarea {...common} rows={6} onChange={(e) => form.setField(field, e.target.value)} />
        ) : (
          <input {...common} type={props.type ?? 'text'} inputMode={props.inputMode} onChange={(e) => form.setField(field, e.target.value)} />
        )}
      </div>
      {after}
      {error && (
        <p className="sf-field__error" id={ids.error}>
          {contactErrorText(t, error)}
        </p>
      )}
    </div>
  );
});
