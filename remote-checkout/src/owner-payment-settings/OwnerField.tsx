import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface OwnerFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown under the field; read with it by screen readers. */
  hint?: ReactNode;
  /** The field's error, shown beside it; the field is marked invalid while there is one. */
  error?: string;
  multiline?: boolean;
}

/** A labelled text field of the owner's forms, with its hint and its error beside it. */
export function OwnerField({ label, value, onChange, hint, error, multiline, id: given, ...input }: OwnerFieldProps) {
  const own = useId();
  const id = given ?? own;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
  return (
    <div className="opage-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} placeholder={input.placeholder} disabled={input.disabled} />
      ) : (
        <input {...input} {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="opage-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="opage-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** An on/off switch of the owner's forms: a checkbox with its label. */
export function OwnerSwitch({ label, checked, onChange, description }: { label: string; checked: boolean; onChange(checked: boolean): void; description?: string }) {
  const id = useId();
  return (
    <div className="opage-switch">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={description ? `${id}-desc` : undefined} />
      <label htmlFor={id}>{label}</label>
      {description && (
        <p id={`${id}-desc`} className="opage-hint">
          {description}
        </p>
      )}
    </div>
  );
}
