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

/** The listing's grid of product cards. */
export function ProductGrid({ products, skeletons, layout }: Props) {
  return (
    <ul className={`sf-listing-grid sf-listing-grid--${layout}`} aria-busy={skeletons > 0 ? true : undefined}>
      {products.map((product) => (
        <li key={product._id} className="sf-listing-grid__item">
          <ProductCard product={product} />
        </li>
      ))}
      {skeletons > 0 && <ProductSkeletons count={skeletons} itemClassName="sf-listing-grid__item" />}
    </ul>
  );
}
