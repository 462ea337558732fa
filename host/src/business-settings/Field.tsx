import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The control, given the ids it must name (aria-describedby) and whether it is invalid. */
  children: (a11y: { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined }) => ReactNode;
}

/** A labelled control with its hint and, beside it, its error. */
export function Field({ id, label, error, hint, children }: Props) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="business-settings__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="business-settings__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="business-settings__error">
          {error}
        </p>
      )}
    </div>
  );
}
