import type { CSSProperties } from 'react';
import { withRangeMax, withRangeMin, type PriceRange } from 'shared/rules';
import { formatInr } from 'shared/format';
import { useT } from '../../i18n/use-t';

interface Props {
  range: PriceRange;
  /** The slider's end in rupees (the server's maxSalePrice, or 1000). */
  max: number;
  onChange: (range: PriceRange) => void;
}

const rupees = (amount: number) => formatInr(amount, { decimals: 0 });

/**
 * Two thumbs on one track, each a native range input (keyboard and screen readers for free). The
 * minimum never passes the maximum and the maximum never drops below the minimum.
 */
export function PriceRangeSlider({ range, max, onChange }: Props) {
  const t = useT();
  const [low, high] = range;
  const percent = (value: number) => (max > 0 ? (value / max) * 100 : 0);
  const fill = { '--sf-range-from': `${percent(low)}%`, '--sf-range-to': `${percent(high)}%` } as CSSProperties;
  return (
    <div className="sf-range">
      <p className="sf-range__values" aria-hidden="true">
        <span>{rupees(low)}</span>
        <span>{rupees(high)}</span>
      </p>
      <div className="sf-range__track" style={fill}>
        <input
          type="range"
          className="sf-range__input"
          aria-label={t('filters.minPrice')}
          aria-valuetext={rupees(low)}
          min={0}
          max={max}
          step={1}
          value={low}
          onChange={(event) => onChange(withRangeMin(range, Number(event.target.value), max))}
        />
        <input
          type="range"
          className="sf-range__input"
          aria-label={t('filters.maxPrice')}
          aria-valuetext={rupees(high)}
          min={0}
          max={max}
          step={1}
          value={high}
          onChange={(event) => onChange(withRangeMax(range, Number(event.target.value), max))}
        />
      </div>
    </div>
  );
}
