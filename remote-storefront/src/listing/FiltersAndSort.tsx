import { Suspense, useRef, useState, type ReactNode } from 'react';
import { lazyExport } from 'shared/dom';
import { activeFilterCount, priceSliderMax, type ProductFilters } from 'shared/rules';
import { useT } from '../i18n/use-t';

// The sheet opens on a click: its code (and the price slider's) is not part of the first screen.
const FiltersSheet = lazyExport(() => import('./mobile/FiltersSheet'), 'FiltersSheet');

interface Props {
  filters: ProductFilters;
  /** The dearest sale price of the listing's answer, for the price slider's end; null until known. */
  maxSalePrice: number | null;
  /** The listing's search word(s), which add 'Relevance' to the sorts. */
  search: string;
  onChange: (filters: ProductFilters) => void;
  /** The button's classes: the phone's toolbar button or the desktop header's. */
  className: string;
  /** Drawn before the label (the phone's filter icon). */
  icon?: ReactNode;
}

/**
 * The listing's 'Filters & Sort' button and the sheet it opens (a bottom sheet on a phone, a panel at the
 * window's edge on a desktop): sort order, in stock, free shipping, on sale, minimum rating and price
 * range, applied with Apply. The button counts the active filters; closing gives it the focus back.
 */
export function FiltersAndSort({ filters, maxSalePrice, search, onChange, className, icon }: Props) {
  const t = useT();
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
        className={className}
        ref={opener}
        aria-haspopup="dialog"
        aria-label={count > 0 ? t('filters.active', { count }) : undefined}
        onClick={() => setOpen(true)}
      >
        {icon}
        {t('filters.title')}
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
            search={search}
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
