import { useId, useState } from 'react';
import { useT } from '../i18n/use-t';

interface Props {
  quantity: number;
  /** The ceiling; null for unlimited. */
  max: number | null;
  disabled?: boolean;
  /** Receives the raw wish (a number from the buttons, the typed text from the box); the owner clamps it. */
  onChange: (value: unknown) => void;
}

/**
 * Minus, a quantity box and plus. Typing is kept as typed until the box is left (or Enter), then the
 * clamp rule applies, so clearing the box to type "12" does not snap back to 1 half way.
 */
export function ProductQuantityStepper({ quantity, max, disabled = false, onChange }: Props) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    onChange(draft);
    setDraft(null);
  };
  return (
    <div className="sf-pd-quantity">
      <label className="sf-pd-label" htmlFor={id}>
        {t('pd.quantity')}
      </label>
      <div className="sf-stepper">
        <button type="button" className="sf-stepper__button" aria-label={t('pd.decrease')} disabled={disabled || quantity <= 1} onClick={() => onChange(quantity - 1)}>
          −
        </button>
        <input
          id={id}
          className="sf-stepper__input"
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(quantity)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          className="sf-stepper__button"
          aria-label={t('pd.increase')}
          disabled={disabled || (max !== null && quantity >= max)}
          onClick={() => onChange(quantity + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
