import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useStore } from 'shared';
import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { useT } from '../../i18n/use-t';
import { CategoryTile } from './CategoryTile';
import { useCatalogues } from './use-catalogues';

const SKELETON_TILES = 6;

/**
 * Shop by Category: the business's catalogues as image tiles, each opening the product listing of its
 * catalogue. Skeleton tiles while loading; nothing when the business has no catalogue or the call fails.
 */
export const ShopByCategorySection = observer(function ShopByCategorySection({ section, page }: SectionProps) {
  const { ui } = useStore();
  const t = useT();
  const catalogues = useCatalogues(page.accountTypeId);
  const headingId = useId();
  const heading = valueOf(section, 'SectionTitle')?.trim() || valueOf(section, 'Title')?.trim() || t('shopByCategory.title');

  if (catalogues.status === 'error') return null;
  if (catalogues.status === 'ready' && catalogues.data.length === 0) return null;

  return (
    <section className={`sf-section sf-categories${ui.isMobile ? ' sf-categories--mobile' : ''}`} aria-labelledby={headingId}>
      <h2 className="sf-section__title" id={headingId}>
        {heading}
      </h2>
      {catalogues.status === 'loading' ? (
        <ul className="sf-categories__list" aria-busy="true" aria-label={t('categories.loading')}>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={index} className="sf-categories__item" data-testid="category-skeleton">
              <span className="sf-skeleton sf-category-tile__image" />
              <span className="sf-skeleton sf-skeleton--text" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="sf-categories__list">
          {catalogues.data.map((catalogue) => (
            <li key={catalogue._id} className="sf-categories__item">
              <CategoryTile catalogue={catalogue} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
