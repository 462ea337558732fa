import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FEATURED_PRODUCTS_LIMIT, useStore, valueOf } from 'shared';
import { catalogueListingPath, connectedCatalogue, featuredProductsQuery } from '../data/product-queries';
import { useProducts } from '../data/use-products';
import { ProductCard } from '../product-card/ProductCard';
import type { SectionProps } from '../section-registry';
import { ProductSkeletons } from '../ui/ProductSkeletons';

/**
 * Featured Products: up to 6 products of the catalogue connected to the section, in a 2-column grid,
 * with a View All link to that catalogue's listing. A section without a catalogue draws nothing for
 * visitors (the owner's 'No catalogues available' panel belongs to edit mode).
 */
export const FeaturedProductsSection = observer(function FeaturedProductsSection({ section, page }: SectionProps) {
  const { ui } = useStore();
  const catalogue = connectedCatalogue(section);
  const products = useProducts(catalogue ? featuredProductsQuery(page.accountTypeId, catalogue) : null);
  const headingId = useId();
  if (!catalogue || products.status === 'error') return null;

  const title = valueOf(section, 'Title')?.trim() || 'Featured Products';
  return (
    <section className={`sf-section sf-featured${ui.isMobile ? ' sf-featured--mobile' : ''}`} aria-labelledby={headingId}>
      <div className="sf-section__header">
        <h2 className="sf-section__title" id={headingId}>
          {title}
        </h2>
        <Link to={catalogueListingPath(catalogue)} className="sf-section__more" aria-label={`View All ${title}`}>
          View All
        </Link>
      </div>
      {products.status === 'ready' && products.data.length === 0 ? (
        <p className="sf-empty">No featured products yet</p>
      ) : (
        <ul className="sf-product-grid" aria-busy={products.status === 'loading' ? true : undefined}>
          {products.status === 'loading' ? (
            <ProductSkeletons count={FEATURED_PRODUCTS_LIMIT} itemClassName="sf-product-grid__item" />
          ) : (
            products.data.slice(0, FEATURED_PRODUCTS_LIMIT).map((product) => (
              <li key={product._id} className="sf-product-grid__item">
                <ProductCard product={product} />
              </li>
            ))
          )}
        </ul>
      )}
    </section>
  );
});
