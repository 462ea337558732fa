import { lazy, Suspense, useRef, useState } from 'react';
import { activeFilterCount, priceSliderMax, type ProductFilters } from 'shared/rules';

// The dialog opens on a click: its code (and the price slider's) is not part of the first screen.
const FiltersSheet = lazy(() => import('../mobile/FiltersSheet').then((module) => ({ default: module.FiltersSheet })));

interface Props {
  filters: ProductFilters;
  /** The dearest sale price of the listing's answer, for the price slider's end; null until known. */
  maxSalePrice: number | null;
  onChange: (filters: ProductFilters) => void;
}

/**
 * The desktop listing's 'Filters & Sort' button: the phone sheet's choices (sort order, in stock, free
 * shipping, on sale, minimum rating, price range) in a panel at the window's edge, applied with Apply.
 */
export function DesktopFilters({ filters, maxSalePrice, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(filters);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button
        type="button"
        className="sf-listing__filters sf-listing__desktop-filters"
        ref={opener}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `Filters & Sort, ${count} active` : undefined}
        onClick={() => setOpen(true)}
      >
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
    </>
  );
}
