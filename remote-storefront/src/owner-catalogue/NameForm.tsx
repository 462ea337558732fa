import { useId, useState, type FormEvent } from 'react';
import { messageOf } from './catalogue-page-store';

interface Props {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Hides the label (the form sits in a row that names it); it is still read. */
  quietLabel?: boolean;
  autoFocus?: boolean;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}

/**
 * One name to send (a new catalogue or category, or a new name for one). The server's refusal shows
 * beside the box and the name typed stays, so the owner fixes it rather than typing it again.
 */
export function NameForm({ label, submitLabel, initial = '', quietLabel, autoFocus, onSubmit, onCancel }: Props) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Enter a name');
    setBusy(true);
    try {
      await onSubmit(name.trim());
      setName('');
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onCancel?.()} noValidate>
      <label htmlFor={id} className={quietLabel ? 'oc-visually-hidden' : 'oc-field__label'}>
        {label}
      </label>
      <div className="oc-inline-form">
        <input
          id={id}
          className="oc-input"
          value={name}
          maxLength={200}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="oc-button oc-button--small oc-button--primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="oc-button oc-button--small" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="oc-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
