import { observer } from 'mobx-react-lite';
import { Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'shared';
import { FEATURED_PRODUCTS_LIMIT } from 'shared/rules';
import { valueOf } from 'shared/sections';
import { catalogueListingPath, connectedCatalogue, featuredProductsQuery } from '../../common/data/product-queries';
import { useProducts } from '../../common/data/use-products';
import { ProductCard } from '../../common/product-card/ProductCard';
import { useT } from '../../i18n/use-t';
import type { SectionProps } from '../section-registry';
import { ProductSkeletons } from '../../common/ui/ProductSkeletons';
import { LazyChangeCataloguePanel } from '../edit-mode/lazy-edit-mode';
import { useEditing } from '../edit-mode/use-editing';

/**
 * Featured Products: up to 6 products of the catalogue connected to the section, in a 2-column grid,
 * with a View All link to that catalogue's listing. A section without a catalogue draws nothing for
 * visitors; in edit mode the owner sees it with the Change Catalogue panel, which connects one.
 */
export const FeaturedProductsSection = observer(function FeaturedProductsSection({ section, page }: SectionProps) {
  const { ui } = useStore();
  const t = useT();
  const editing = useEditing(page.accountTypeId);
  const catalogue = connectedCatalogue(section);
  const products = useProducts(catalogue ? featuredProductsQuery(page.accountTypeId, catalogue) : null);
  const headingId = useId();
  if (!editing && (!catalogue || products.status === 'error')) return null;
  const empty = !catalogue || products.status === 'error' || (products.status === 'ready' && products.data.length === 0);

  const title = valueOf(section, 'Title')?.trim() || t('featured.title');
  return (
    <section className={`sf-section sf-featured${ui.isMobile ? ' sf-featured--mobile' : ''}`} aria-labelledby={headingId}>
      <div className="sf-section__header">
        <h2 className="sf-section__title" id={headingId}>
          {title}
        </h2>
        {catalogue && (
          <Link to={catalogueListingPath(catalogue)} className="sf-section__more" aria-label={t('featured.viewAllOf', { title })}>
            {t('featured.viewAll')}
          </Link>
        )}
      </div>
      {editing && (
        <Suspense fallback={null}>
          <LazyChangeCataloguePanel section={section} page={page} />
        </Suspense>
      )}
      {empty ? (
        <p className="sf-empty">{t('featured.empty')}</p>
      ) : (
        <ul className="sf-product-grid" aria-busy={products.status === 'loading' ? true : undefined}>
          {products.status !== 'ready' ? (
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
