import { Link } from 'react-router-dom';
import type { Product } from 'shared';
import { useT } from '../i18n/use-t';

/** The product's category (a link to its listing) and a Featured badge. Nothing when it has neither. */
export function ProductBadges({ product }: { product: Pick<Product, 'categoryId' | 'catalogueId' | 'featured'> }) {
  const t = useT();
  const category = product.categoryId;
  if (!category && !product.featured) return null;
  const listing = category
    ? `/products?${new URLSearchParams({ catalogue: product.catalogueId.slug, category: category.slug }).toString()}`
    : null;
  return (
    <p className="sf-pd-badges">
      {category && listing && (
        <Link to={listing} className="sf-pd-badge sf-pd-badge--category">
          <span className="sf-sr-only">{t('pd.category')}</span>
          {category.name}
        </Link>
      )}
      {product.featured && <span className="sf-pd-badge sf-pd-badge--featured">{t('pd.featured')}</span>}
    </p>
  );
}
