import { useEffect, useRef } from 'react';

interface Props {
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An inline "are you sure": focus moves to it, Escape or Cancel closes it and the owner goes back where they were. */
export function ConfirmDelete({ question, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="oc-confirm" role="group" aria-label={question} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <p>{question}</p>
      <button type="button" className="oc-button oc-button--danger oc-button--small" disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </button>
      <button ref={cancel} type="button" className="oc-button oc-button--small" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
