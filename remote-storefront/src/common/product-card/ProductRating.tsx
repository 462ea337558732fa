import type { CSSProperties } from 'react';

interface Props {
  rating: number;
  reviewCount: number;
}

/** Stars out of five with the review count; nothing for an unrated product. */
export function ProductRating({ rating, reviewCount }: Props) {
  if (!(rating > 0)) return null;
  const value = Math.min(5, rating);
  const shown = value.toFixed(1);
  const reviews = reviewCount === 1 ? '1 review' : `${reviewCount} reviews`;
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
        Rated {shown} out of 5{reviewCount > 0 ? `, ${reviews}` : ''}
      </span>
    </p>
  );
}
