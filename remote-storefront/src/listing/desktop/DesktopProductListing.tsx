import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { type WebsitePage } from 'shared';
import { DESKTOP_PRODUCTS_PAGE_SIZE } from 'shared/rules';
import { aroundPlaceholder } from '../../i18n/around-placeholder';
import { useT } from '../../i18n/use-t';
import { useCatalogues } from '../../sections/shop-by-category/use-catalogues';
import { CloseIcon } from '../icons';
import { ListingEmpty } from '../ListingEmpty';
import { namesEntity } from '../listing-params';
import { desktopListingQuery } from '../listing-query';
import { ProductGrid } from '../ProductGrid';
import { useCategories } from '../use-categories';
import { useListingParams } from '../use-listing-params';
import { useProductPage } from '../use-product-page';
import { CatalogueStrip } from './CatalogueStrip';
import { CategoryChips } from './CategoryChips';
import { FiltersAndSort } from '../FiltersAndSort';
import { Pagination } from './Pagination';

/**
 * The desktop listing: catalogue strip, the selected catalogue's category chips, the search term from the
 * header's box, Sort by and the phone's Filters & Sort choices, a grid of 8 products per page (1 to 4
 * columns by width) and Previous/Next pagination. Every choice lives in the URL (catalogue, category,
 * search, page, the filters under the API's names).
 */
export const DesktopProductListing = observer(function DesktopProductListing({ page }: { page: WebsitePage }) {
  const t = useT();
  const { state, toggleCatalogue, toggleCategory, clearCategory, setSearch, setPage, setFilters } = useListingParams();
  const catalogues = useCatalogues(page.accountTypeId);
  const categories = useCategories(page.accountTypeId, state.catalogue);
  const products = useProductPage(desktopListingQuery(page.accountTypeId, state));
  const headingId = useId();
  const top = useRef<HTMLElement>(null);
  // The page count of the last answer, so the bar stays in place while the next page loads.
  const [pageCount, setPageCount] = useState(0);
  if (products.status === 'ready' && products.data.size !== pageCount) setPageCount(products.data.size);
  // Likewise the price slider's end, so the filters keep their scale while the next answer loads.
  const [maxSalePrice, setMaxSalePrice] = useState<number | null>(null);
  if (products.status === 'ready' && products.data.maxSalePrice !== maxSalePrice) setMaxSalePrice(products.data.maxSalePrice);

  const selected = catalogues.status === 'ready' ? catalogues.data.find((catalogue) => namesEntity(state.catalogue, catalogue)) : undefined;
  const title = selected?.name ?? t('listing.allProducts');
  const [resultsBefore, resultsAfter] = aroundPlaceholder((term) => t('listing.resultsFor', { term }));
  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section className="sf-section sf-listing" aria-labelledby={headingId} ref={top}>
      <div className="sf-listing__header">
        <h1 className="sf-listing__title" id={headingId}>
          {title}
        </h1>
        <p className="sf-listing__count" aria-live="polite">
          {products.status === 'ready' ? t('listing.count', { count: products.data.total }) : ''}
        </p>
        <FiltersAndSort className="sf-listing__filters sf-listing__desktop-filters" filters={state.filters} search={state.search} maxSalePrice={maxSalePrice} onChange={setFilters} />
      </div>
      <CatalogueStrip catalogues={catalogues} selected={state.catalogue} onToggle={toggleCatalogue} />
      {state.catalogue && <CategoryChips categories={categories} selected={state.category} onToggle={toggleCategory} onClear={clearCategory} />}
      {state.search && (
        <p className="sf-listing__search">
          <span>
            {resultsBefore}
            <q>{state.search}</q>
            {resultsAfter}
          </span>
          <button type="button" className="sf-listing__clear-search" aria-label={t('listing.clearSearch')} onClick={() => setSearch('')}>
            <CloseIcon />
            {t('listing.clear')}
          </button>
        </p>
      )}
      <h2 className="sf-sr-only">{t('listing.products')}</h2>
      {products.status === 'loading' ? (
        <ProductGrid products={[]} skeletons={DESKTOP_PRODUCTS_PAGE_SIZE} layout="responsive" />
      ) : products.status === 'ready' && products.data.data.length > 0 ? (
        <ProductGrid products={products.data.data} skeletons={0} layout="responsive" />
      ) : (
        <ListingEmpty />
      )}
      {products.status !== 'error' && <Pagination current={state.page} total={pageCount} onChange={goTo} />}
    </section>
  );
});
