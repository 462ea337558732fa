import { useT } from '../i18n/use-t';
import { useCatalogues } from '../sections/shop-by-category/use-catalogues';
import { CatalogueRow } from './CatalogueRow';

/** Spec: "6 skeleton rows while loading". */
export const CATEGORY_SKELETON_ROWS = 6;

/**
 * The business's catalogues (GET get_catalogue_by_account_type_id) as rows. A failed call is only
 * logged (spec: "Other fetch errors are only logged") and reads like an empty list.
 */
export function CataloguesList({ accountTypeId }: { accountTypeId: string }) {
  const t = useT();
  const catalogues = useCatalogues(accountTypeId);

  if (catalogues.status === 'loading') {
    return (
      <ul className="sf-cat-list" aria-busy="true" aria-label={t('categories.loading')}>
        {Array.from({ length: CATEGORY_SKELETON_ROWS }, (_, index) => (
          <li key={index} className="sf-cat-row sf-cat-row--skeleton" data-testid="category-row-skeleton" aria-hidden="true">
            <span className="sf-skeleton sf-cat-row__image" />
            <span className="sf-cat-row__text">
              <span className="sf-skeleton sf-skeleton--text" />
              <span className="sf-skeleton sf-skeleton--text sf-skeleton--short" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (catalogues.status === 'error' || catalogues.data.length === 0) {
    return <p className="sf-empty sf-cat-empty">{t('categories.empty')}</p>;
  }
  return (
    <ul className="sf-cat-list" aria-label={t('listing.categories')}>
      {catalogues.data.map((catalogue) => (
        <li key={catalogue._id}>
          <CatalogueRow catalogue={catalogue} />
        </li>
      ))}
    </ul>
  );
}
