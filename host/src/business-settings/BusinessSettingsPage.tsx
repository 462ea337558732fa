import { useId, useState, type FormEvent } from 'react';
import { saveBusinessProfileBodySchema } from 'shared/contracts';
import { PLAN_NAMES } from 'shared/constants';
import { fieldErrorsFromMessage, fieldErrorsOf, type FieldErrors } from 'shared/rules';
import type { BusinessProfile } from 'shared';
import { Field } from './Field';
import { LogoField } from './LogoField';
import { bodyOf, FIELD_PATHS, formOf, type ProfileField, type ProfileForm } from './profile-form';
import { SubdomainForm } from './SubdomainForm';
import { useBusinessProfile } from './use-business-profile';
import './business-settings.css';

/** How a template's id reads to the owner; an id without a name here reads as itself. */
const TEMPLATE_NAMES: Record<string, string> = { 'e-commerce-catalogue': 'E-commerce catalogue' };
const templateName = (slug: string) => TEMPLATE_NAMES[slug] ?? slug;

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; message: string } | { kind: 'failed'; message: string };

/**
 * `/owner/settings`: the business profile, the host's own back-office page. Every field is checked with
 * the API's own schema before sending; a refusal shows beside its field and keeps what was typed.
 */
export function BusinessSettingsPage({ go }: { go?: (url: string) => void } = {}) {
  const { load, reload, save, moveSubdomain } = useBusinessProfile();
  if (load.status === 'loading') {
    return (
      <div className="screen-center" role="status" aria-label="Loading the business profile">
        <div className="spinner" />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className="business-settings">
        <p role="alert">{load.message}</p>
        <button type="button" className="btn" onClick={reload}>
          Try again
        </button>
      </div>
    );
  }
  return <ProfileEditor profile={load.profile} templates={load.templates} save={save} moveSubdomain={moveSubdomain} {...(go ? { go } : {})} />;
}

interface EditorProps {
  profile: BusinessProfile;
  templates: string[];
  save: ReturnType<typeof useBusinessProfile>['save'];
  moveSubdomain: ReturnType<typeof useBusinessProfile>['moveSubdomain'];
  go?: (url: string) => void;
}

function ProfileEditor({ profile, templates, save, moveSubdomain, go }: EditorProps) {
  const id = useId();
  const [form, setForm] = useState<ProfileForm>(() => formOf(profile, templates));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const set = (field: ProfileField) => (value: string | null) => setForm((old) => ({ ...old, [field]: value }));
  const errorOf = (field: ProfileField) => errors[FIELD_PATHS[field]];
  const fieldId = (field: ProfileField) => `${id}-${field}`;

  const focusFirst = (found: FieldErrors) => {
    const first = (Object.keys(FIELD_PATHS) as ProfileField[]).find((field) => found[FIELD_PATHS[field]]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(form);
    const checked = saveBusinessProfileBodySchema.safeParse(body);
    if (!checked.success) {
      const found = fieldErrorsOf(checked.error.issues);
      setErrors(found);
      setStatus({ kind: 'failed', message: 'Please correct the marked fields.' });
      focusFirst(found);
      return;
    }
    setErrors({});
    setStatus({ kind: 'saving' });
    try {
      const answer = await save(body);
      setForm(formOf(answer.data, answer.templates));
      setStatus({ kind: 'saved', message: answer.message });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'The profile could not be saved.';
      const found = fieldErrorsFromMessage(message, Object.values(FIELD_PATHS));
      setErrors(found ?? {});
      setStatus({ kind: 'failed', message: found ? 'Please correct the marked fields.' : message });
      if (found) focusFirst(found);
    }
  };

  const text = (field: ProfileField, label: string, extra: { hint?: string; type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'numeric' } = {}) => (
    <Field id={fieldId(field)} label={label} error={errorOf(field)} {...(extra.hint ? { hint: extra.hint } : {})}>
      {(a11y) => (
        <input
          {...a11y}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete ?? 'off'}
          inputMode={extra.inputMode}
          value={(form[field] as string | null) ?? ''}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <div className="business-settings">
      <h1 className="business-settings__title">Business profile</h1>
      <form className="business-settings__card" onSubmit={(event) => void submit(event)} noValidate aria-label="Business profile">
        <fieldset>
          <legend>Your business</legend>
          {text('businessName', 'Business name', { autoComplete: 'organization' })}
          <LogoField logo={form.logo} error={errorOf('logo')} onChange={set('logo')} />
          <div className="business-settings__field">
            <span className="business-settings__label">Plan</span>
            <p className="business-settings__plan">
              <strong>{profile.isPremium ? PLAN_NAMES.premium : PLAN_NAMES.free}</strong> — your plan is set with your subscription, not here.
            </p>
          </div>
        </fieldset>
        <fieldset>
          <legend>Contact details</legend>
          <p className="business-settings__hint">Shown in your site’s footer. Leave a field empty to hide it.</p>
          {text('contactPhone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: 'For example +91 98450 12345' })}
          {text('contactEmail', 'E-mail', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        </fieldset>
        <fieldset>
          <legend>Address</legend>
          <Field id={fieldId('addressLine')} label="Street address" error={errorOf('addressLine')}>
            {(a11y) => <textarea {...a11y} rows={2} autoComplete="street-address" value={form.addressLine} onChange={(event) => set('addressLine')(event.target.value)} />}
          </Field>
          <div className="business-settings__row">
            {text('city', 'City', { autoComplete: 'address-level2' })}
            {text('state', 'State', { autoComplete: 'address-level1' })}
            {text('pincode', 'Pincode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          </div>
        </fieldset>
        <fieldset>
          <legend>Tax</legend>
          {text('gstin', 'GSTIN', { hint: '15 characters, such as 29AAGCB7383J1Z4. Leave empty if you are not registered for GST.' })}
        </fieldset>
        <fieldset>
          <legend>Template</legend>
          <Field id={fieldId('template')} label="Template" error={errorOf('template')} hint="Changing it redraws your pages; the sections you edited stay as they are.">
            {(a11y) => (
              <select {...a11y} value={form.template} onChange={(event) => set('template')(event.target.value)}>
                {templates.map((slug) => (
                  <option key={slug} value={slug}>
                    {templateName(slug)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>
        <div className="business-settings__actions">
          <button type="submit" className="btn btn-primary" disabled={status.kind === 'saving'}>
            {status.kind === 'saving' ? 'Saving…' : 'Save profile'}
          </button>
          <p role="status" className={`business-settings__status${status.kind === 'failed' ? ' business-settings__status--failed' : ''}`}>
            {status.kind === 'saved' || status.kind === 'failed' ? status.message : ''}
          </p>
        </div>
      </form>
      <SubdomainForm subdomain={profile.subdomain} move={moveSubdomain} {...(go ? { go } : {})} />
    </div>
  );
}
