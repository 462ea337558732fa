import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (a11y: { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined }) => ReactNode;
}

/** A labelled control with its hint and, beside it, its error. */
export function TextField({ id, label, error, hint, children }: Props) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="chat-settings__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="chat-settings__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="chat-settings__error">
          {error}
        </p>
      )}
    </div>
  );
}
