import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

/** Spec: "Empty state: 'No products found' / 'Try adjusting your search or category filter'." */
export function ListingEmpty({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="sf-listing-empty" role="status">
      <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4M8.5 11h5" />
      </svg>
      <p className="sf-listing-empty__title">{t('listing.empty')}</p>
      <p className="sf-listing-empty__hint">{t('listing.emptyHint')}</p>
      {children}
    </div>
  );
}
