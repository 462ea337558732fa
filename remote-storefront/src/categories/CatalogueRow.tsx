import { Link } from 'react-router-dom';
import type { Catalogue } from 'shared';
import { catalogueListingPath } from '../common/data/product-queries';
import { SafeImage } from '../common/ui/SafeImage';
import { useT } from '../i18n/use-t';

/** One catalogue as a row: its picture (a placeholder when it fails), name, size, and a chevron. */
export function CatalogueRow({ catalogue }: { catalogue: Catalogue }) {
  const t = useT();
  return (
    <Link to={catalogueListingPath({ slug: catalogue.slug })} className="sf-cat-row">
      <SafeImage src={catalogue.image} alt="" className="sf-cat-row__image" loading="lazy" width={56} height={56} sizes="56px" />
      <span className="sf-cat-row__text">
        <span className="sf-cat-row__name">{catalogue.name}</span>
        {catalogue.description.trim() && <span className="sf-cat-row__description">{catalogue.description}</span>}
        <span className="sf-cat-row__count">{t('categories.items', { count: catalogue.totalItems })}</span>
      </span>
      <svg className="sf-cat-row__chevron" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="m9 18 6-6-6-6" />
      </svg>
    </Link>
  );
}
