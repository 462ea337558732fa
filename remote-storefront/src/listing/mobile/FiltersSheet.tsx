import { useId, useState } from 'react';
import { BottomSheet } from 'shared/dom';
import { DEFAULT_PRODUCT_FILTERS, defaultSortFor, normalisedPriceRange, RATING_FILTERS, sliderRange, sortOptionsFor, toggleMinRating, type ProductFilters } from 'shared/rules';
import { useT, type StorefrontMessage } from '../../i18n/use-t';
import { CloseIcon } from '../icons';
import { sortLabel } from '../sort-label';
import { PriceRangeSlider } from './PriceRangeSlider';

interface Props {
  /** The filters in force (from the URL); the sheet edits a copy until Apply. */
  filters: ProductFilters;
  /** The price slider's end in rupees. */
  sliderMax: number;
  /** The listing's search word(s): while there are any, 'Relevance' is a sort (and the default). */
  search: string;
  onApply: (filters: ProductFilters) => void;
  onClose: () => void;
}

/** The storefront's look of the shared sheet: the phone's bottom sheet, a side panel on a desktop. */
const CLASSES = { backdrop: 'sf-sheet-layer', panel: 'sf-sheet', header: 'sf-sheet__header', title: 'sf-sheet__title', close: 'sf-sheet__close' };

const TOGGLES = [
  ['inStockOnly', 'filters.inStock'],
  ['freeShipping', 'filters.freeShipping'],
  ['onSale', 'filters.onSale'],
] as const satisfies readonly (readonly [keyof ProductFilters, StorefrontMessage])[];

/**
 * The 'Filters & Sort' bottom sheet: sort order ('Relevance' too while searching), in stock only, free shipping, on sale, minimum rating
 * (choosing the same rating again resets it) and a two-thumb price range. Choices apply with Apply;
 * Reset goes back to the defaults; Escape, the close button or the backdrop leave without applying.
 */
export function FiltersSheet({ filters, sliderMax, search, onApply, onClose }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<ProductFilters>(filters);
  const sortName = useId();
  const change = (patch: Partial<ProductFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const range = sliderRange(draft.priceRange, sliderMax);

  return (
    <BottomSheet title={t('filters.title')} onClose={onClose} classes={CLASSES} closeButton={<CloseIcon />} closeLabel={t('filters.close')} initialFocus="close" lockScroll>
      <div className="sf-sheet__body">
        <fieldset className="sf-sheet__group">
          <legend>{t('filters.sortBy')}</legend>
          {sortOptionsFor(search).map((option) => (
            <label key={option.value} className="sf-sheet__option">
              <input type="radio" name={sortName} value={option.value} checked={draft.sortBy === option.value} onChange={() => change({ sortBy: option.value })} />
              {sortLabel(t, option)}
            </label>
          ))}
        </fieldset>
        <fieldset className="sf-sheet__group">
          <legend>{t('filters.filters')}</legend>
          {TOGGLES.map(([name, label]) => (
            <label key={name} className="sf-sheet__option">
              <input type="checkbox" checked={draft[name]} onChange={(event) => change({ [name]: event.target.checked })} />
              {t(label)}
            </label>
          ))}
        </fieldset>
        <fieldset className="sf-sheet__group">
          <legend>{t('filters.minRating')}</legend>
          <div className="sf-sheet__ratings">
            {RATING_FILTERS.map((rating) => (
              <button
                key={rating}
                type="button"
                className="sf-chip"
                aria-pressed={draft.minRating === rating}
                onClick={() => change({ minRating: toggleMinRating(draft.minRating, rating) })}
              >
                <span aria-hidden="true">{t('filters.ratingUp', { rating })}</span>
                <span className="sf-sr-only">{t('filters.ratingUpSr', { rating })}</span>
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="sf-sheet__group">
          <legend>{t('filters.price')}</legend>
          <PriceRangeSlider range={range} max={sliderMax} onChange={(next) => change({ priceRange: normalisedPriceRange(next, sliderMax) })} />
        </fieldset>
      </div>
      <footer className="sf-sheet__footer">
        <button type="button" className="sf-sheet__reset" onClick={() => setDraft({ ...DEFAULT_PRODUCT_FILTERS, sortBy: defaultSortFor(search) })}>
          {t('filters.reset')}
        </button>
        <button type="button" className="sf-sheet__apply" onClick={() => onApply(draft)}>
          {t('filters.apply')}
        </button>
      </footer>
    </BottomSheet>
  );
}
