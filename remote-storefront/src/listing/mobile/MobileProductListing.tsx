import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Navigate } from 'react-router-dom';
import { useStore, type WebsitePage } from 'shared';
import { activeFilterCount } from 'shared/rules';
import { useT } from '../../i18n/use-t';
import { useCatalogues } from '../../sections/shop-by-category/use-catalogues';
import { CloseIcon, FiltersIcon } from '../icons';
import { FiltersAndSort } from '../FiltersAndSort';
import { ListingEmpty } from '../ListingEmpty';
import { namesEntity } from '../listing-params';
import { mobileListingQuery } from '../listing-query';
import { ProductGrid } from '../ProductGrid';
import { SearchBox } from '../SearchBox';
import { useCategories } from '../use-categories';
import { useInfiniteProducts } from '../use-infinite-products';
import { useListingParams } from '../use-listing-params';
import { useNearEnd } from '../use-near-end';
import { CategoryPills } from './CategoryPills';

/** Placeholder cards: a screenful while page 1 loads, a row while the next page comes. */
const FIRST_PAGE_SKELETONS = 4;
const NEXT_PAGE_SKELETONS = 2;

interface Props {
  page: WebsitePage;
}

/**
 * The mobile listing. Spec: "Mobile-only product listing ... On desktop it redirects to home": rendered
 * on a desktop layout, it sends the visitor to the home page (the /products route itself draws the
 * desktop listing there, so this only happens when this component is used on its own).
 */
export const MobileProductListing = observer(function MobileProductListing({ page }: Props) {
  const { ui } = useStore();
  if (!ui.isMobile) return <Navigate to="/" replace />;
  return <MobileListing page={page} />;
});

/**
 * Category pills, the search box, the 'Filters & Sort' sheet, a 2-column grid that loads the next page
 * of 20 near the bottom while more pages exist, and the end-of-list line. Choices live in the URL.
 */
function MobileListing({ page }: Props) {
  const t = useT();
  const { state, toggleCatalogue, toggleCategory, clearCategory, setFilters } = useListingParams();
  const catalogues = useCatalogues(page.accountTypeId);
  const categories = useCategories(page.accountTypeId, state.catalogue);
  const list = useInfiniteProducts(mobileListingQuery(page.accountTypeId, state));
  const marker = useNearEnd<HTMLDivElement>(list.loadMore, list.hasMore && !list.loadingMore && !list.failedMore, list.products.length);
  const headingId = useId();

  const selected = catalogues.status === 'ready' ? catalogues.data.find((catalogue) => namesEntity(state.catalogue, catalogue)) : undefined;
  const filterCount = activeFilterCount(state.filters);

  return (
    <section className="sf-section sf-listing sf-listing--mobile" aria-labelledby={headingId}>
      <div className="sf-listing__header">
        <h1 className="sf-listing__title" id={headingId}>
          {selected?.name ?? t('listing.allProducts')}
        </h1>
        {selected && (
          <button type="button" className="sf-listing__all" onClick={() => toggleCatalogue(selected)}>
            <CloseIcon />
            {t('listing.allCatalogues')}
          </button>
        )}
      </div>
      <SearchBox className="sf-listing__search-box" />
      <CategoryPills
        catalogue={state.catalogue}
        catalogues={catalogues}
        categories={categories}
        category={state.category}
        onCatalogue={toggleCatalogue}
        onCategory={toggleCategory}
        onAll={clearCategory}
      />
      <div className="sf-listing__toolbar">
        <p className="sf-listing__count" aria-live="polite">
          {list.status === 'ready' ? t('listing.count', { count: list.total }) : ''}
        </p>
        <FiltersAndSort className="sf-listing__filters" icon={<FiltersIcon />} filters={state.filters} search={state.search} maxSalePrice={list.maxSalePrice} onChange={setFilters} />
      </div>
      <h2 className="sf-sr-only">{t('listing.products')}</h2>
      {list.status === 'loading' ? (
        <ProductGrid products={[]} skeletons={FIRST_PAGE_SKELETONS} layout="two-column" />
      ) : list.products.length > 0 ? (
        <ProductGrid products={list.products} skeletons={list.loadingMore ? NEXT_PAGE_SKELETONS : 0} layout="two-column" />
      ) : (
        <ListingEmpty>
          {filterCount > 0 && (
            <button type="button" className="sf-listing__reset" onClick={() => setFilters({ ...state.filters, inStockOnly: false, freeShipping: false, onSale: false, minRating: 0, priceRange: null })}>
              {t('listing.clearFilters')}
            </button>
          )}
        </ListingEmpty>
      )}
      <div ref={marker} className="sf-listing__marker" aria-hidden="true" />
      {list.failedMore && (
        <button type="button" className="sf-listing__more" onClick={list.retry}>
          {t('listing.loadMore')}
        </button>
      )}
      {list.status === 'ready' && list.products.length > 0 && !list.hasMore && <p className="sf-listing__end">{t('listing.end')}</p>}
    </section>
  );
}
