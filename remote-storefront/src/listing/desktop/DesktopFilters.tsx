import { Suspense, useId, useRef, useState } from 'react';
import { type SortOption } from 'shared';
import { lazyExport } from 'shared/dom';
import { activeFilterCount, PRODUCT_SORT_OPTIONS, priceSliderMax, type ProductFilters } from 'shared/rules';
import { FiltersIcon } from '../icons';

// The dialog opens on a click: its code (and the price slider's) is not part of the first screen.
const FiltersSheet = lazyExport(() => import('../mobile/FiltersSheet'), 'FiltersSheet');

interface Props {
  filters: ProductFilters;
  /** The dearest sale price of the listing's answer, for the price slider's end; null until known. */
  maxSalePrice: number | null;
  onChange: (filters: ProductFilters) => void;
}

/**
 * The desktop listing's Sort by (applies at once) and its 'Filters & Sort' button, which opens the same
 * choices as the phone's sheet (in stock, free shipping, on sale, minimum rating, price range) as a dialog.
 */
export function DesktopFilters({ filters, maxSalePrice, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const sortId = useId();
  const count = activeFilterCount(filters);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className="sf-listing__desktop-filters">
      <label htmlFor={sortId} className="sf-listing__sort-label">
        Sort by
      </label>
      <select id={sortId} className="sf-listing__sort" value={filters.sortBy} onChange={(event) => onChange({ ...filters, sortBy: event.target.value as SortOption })}>
        {PRODUCT_SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="sf-listing__filters"
        ref={opener}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `Filters & Sort, ${count} active` : undefined}
        onClick={() => setOpen(true)}
      >
        <FiltersIcon />
        Filters &amp; Sort
        {count > 0 && (
          <span className="sf-listing__filter-count" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FiltersSheet
            filters={filters}
            sliderMax={priceSliderMax(maxSalePrice)}
            onApply={(next) => {
              onChange(next);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
