import { useId } from 'react';
import type { StoredOrderItem } from 'shared';
import { useT } from '../i18n/use-t';

interface Props {
  item: StoredOrderItem;
  onChoose: (kind: 'variant' | 'package', id: string) => void;
  /** The choice as text, when there is nothing to choose between. */
  fallback: string | null;
  disabled?: boolean;
}

/**
 * The direct-buy item's variant or package: a chooser when the item has more than one, with the ones out
 * of stock disabled; otherwise the name of the one there is.
 */
export function ChoicePicker({ item, onChoose, fallback, disabled = false }: Props) {
  const id = useId();
  const t = useT();
  const kind = item.packages.length > 1 ? 'package' : item.variants.length > 1 ? 'variant' : null;
  if (!kind) return fallback ? <span>{fallback}</span> : null;
  const label = kind === 'package' ? t('buy.package') : (item.variantTitle ?? t('buy.variant'));
  const options =
    kind === 'package'
      ? item.packages.map((p) => ({ _id: p._id, name: p.name, out: p.stock !== null && p.stock <= 0 }))
      : item.variants.map((v) => ({ _id: v._id, name: v.name, out: v.stock <= 0 }));
  const value = (kind === 'package' ? item.selectedPackage : item.selectedVariant) ?? '';
  return (
    <span className="checkout-choice">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChoose(kind, event.target.value)}>
        {value === '' && <option value="">{t('buy.choose')}</option>}
        {options.map((option) => (
          <option key={option._id} value={option._id} disabled={option.out}>
            {option.out ? t('buy.outOfStockOption', { name: option.name }) : option.name}
          </option>
        ))}
      </select>
    </span>
  );
}
