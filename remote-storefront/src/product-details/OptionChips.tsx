import { useId } from 'react';
import { useT } from '../i18n/use-t';
import { isOptionOutOfStock, type DetailOption } from './detail-options';

interface Props {
  title: string;
  options: DetailOption[];
  selectedId: string | undefined;
  onChoose: (id: string) => void;
}

/**
 * The variant (or package) chips. An out-of-stock chip is marked disabled but stays focusable and
 * clickable, so choosing it anyway gets the spec's 'Out of stock' answer instead of silence.
 */
export function OptionChips({ title, options, selectedId, onChoose }: Props) {
  const t = useT();
  const labelId = useId();
  if (options.length === 0) return null;
  const selected = options.find((o) => o.id === selectedId);
  return (
    <div className="sf-pd-options">
      <p className="sf-pd-label" id={labelId}>
        {title}
        {selected && <span className="sf-pd-label__value">: {selected.name}</span>}
      </p>
      <div className="sf-pd-options__chips" role="group" aria-labelledby={labelId}>
        {options.map((option) => {
          const out = isOptionOutOfStock(option);
          const classes = ['sf-pd-chip', out ? 'sf-pd-chip--out' : ''].filter(Boolean).join(' ');
          return (
            <button
              key={option.id}
              type="button"
              className={classes}
              aria-pressed={option.id === selectedId}
              aria-disabled={out || undefined}
              onClick={() => onChoose(option.id)}
            >
              {option.name}
              {out && <span className="sf-sr-only">{t('pd.optionOut')}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
