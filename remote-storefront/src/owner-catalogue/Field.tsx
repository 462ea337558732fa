import type { ReactElement } from 'react';
import { cloneElement } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  /** The one control, given its id, its error state and what describes it. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled box with its hint and its error beside it; the control points at both so a reader hears them. */
export function Field({ id, label, error, hint, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`oc-field${className ? ` ${className}` : ''}`}>
      <label className="oc-field__label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="oc-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="oc-error">
          {error}
        </p>
      )}
    </div>
  );
}
