import type { Product } from 'shared';
import { ProductCard } from '../common/product-card/ProductCard';
import { ProductSkeletons } from '../common/ui/ProductSkeletons';

interface Props {
  products: readonly Product[];
  /** Placeholder cards after the products: a whole page while loading, a few while the next page comes. */
  skeletons: number;
  /** Desktop: 1 to 4 columns by width; mobile: always 2. */
  layout: 'responsive' | 'two-column';
}

/** Cards whose pictures are on a phone's or a desktop's first screen: loaded at once and first. */
const FIRST_SCREEN_CARDS = { 'two-column': 2, responsive: 4 } as const;
/** How wide a card's picture is drawn in each layout (the columns of listing.css). */
const CARD_IMAGE_SIZES = {
  'two-column': '50vw',
  responsive: '(min-width: 1100px) 300px, (min-width: 840px) 33vw, (min-width: 480px) 50vw, 100vw',
} as const;

/** The listing's grid of product cards. */
export function ProductGrid({ products, skeletons, layout }: Props) {
  return (
    <ul className={`sf-listing-grid sf-listing-grid--${layout}`} aria-busy={skeletons > 0 ? true : undefined}>
      {products.map((product, index) => (
        <li key={product._id} className="sf-listing-grid__item">
          <ProductCard product={product} priority={index < FIRST_SCREEN_CARDS[layout]} imageSizes={CARD_IMAGE_SIZES[layout]} />
        </li>
      ))}
      {skeletons > 0 && <ProductSkeletons count={skeletons} itemClassName="sf-listing-grid__item" />}
    </ul>
  );
}
