import { useT } from '../i18n/use-t';

interface Props {
  /** The item's name, for the buttons' accessible names. */
  name: string;
  quantity: number;
  /** Null: unlimited. */
  max: number | null;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Minus at 1 removes the line (the chat cart) instead of stopping there (the direct buy). */
  removesAtOne?: boolean;
  disabled?: boolean;
}

/** − quantity +, within the quantity rule: + stops at the stock; − stops at 1 or, in the chat cart, removes. */
export function LineQuantityStepper({ name, quantity, max, onDecrease, onIncrease, removesAtOne = false, disabled = false }: Props) {
  const t = useT();
  const removes = removesAtOne && quantity <= 1;
  return (
    <div className="checkout-stepper" role="group" aria-label={t('line.quantityOf', { name })}>
      <button
        type="button"
        aria-label={removes ? t('line.remove', { name }) : t('line.decrease', { name })}
        disabled={disabled || (!removesAtOne && quantity <= 1)}
        onClick={onDecrease}
      >
        −
      </button>
      <output aria-live="polite">{quantity}</output>
      <button type="button" aria-label={t('line.increase', { name })} disabled={disabled || (max !== null && quantity >= max)} onClick={onIncrease}>
        +
      </button>
    </div>
  );
}
