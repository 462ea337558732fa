import type { CSSProperties } from 'react';
import { useT } from '../../i18n/use-t';

interface Props {
  rating: number;
  reviewCount: number;
}

/** Stars out of five with the review count; nothing for an unrated product. */
export function ProductRating({ rating, reviewCount }: Props) {
  const t = useT();
  if (!(rating > 0)) return null;
  const value = Math.min(5, rating);
  const shown = value.toFixed(1);
  return (
    <p className="sf-rating">
      <span className="sf-rating__stars" aria-hidden="true" style={{ '--sf-rating': value } as CSSProperties}>
        ★★★★★
      </span>
      <span aria-hidden="true" className="sf-rating__value">
        {shown}
        {reviewCount > 0 && <span className="sf-rating__count"> ({reviewCount})</span>}
      </span>
      <span className="sf-sr-only">
        {reviewCount > 0 ? t('rating.srReviews', { rating: shown, count: reviewCount }) : t('rating.sr', { rating: shown })}
      </span>
    </p>
  );
}
