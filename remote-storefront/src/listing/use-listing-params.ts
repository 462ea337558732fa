import { useSearchParams } from 'react-router-dom';
import type { ProductFilters } from 'shared/rules';
import {
  readListingState,
  toggleCatalogue,
  toggleCategory,
  withCategory,
  withFilters,
  withPage,
  withSearch,
  type ListingState,
} from './listing-params';

type Named = { _id: string; slug: string };

export interface ListingParams {
  state: ListingState;
  toggleCatalogue: (catalogue: Named) => void;
  toggleCategory: (category: Named) => void;
  clearCategory: () => void;
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
  setFilters: (filters: ProductFilters) => void;
}

/**
 * The listing's state, read from and written to the URL. Every choice is a new history entry, so Back
 * undoes it (the previous page, the previous category...).
 */
export function useListingParams(): ListingParams {
  const [params, setParams] = useSearchParams();
  return {
    state: readListingState(params),
    toggleCatalogue: (catalogue) => setParams((current) => toggleCatalogue(current, catalogue)),
    toggleCategory: (category) => setParams((current) => toggleCategory(current, category)),
    clearCategory: () => setParams((current) => withCategory(current, null)),
    setSearch: (search) => setParams((current) => withSearch(current, search)),
    setPage: (page) => setParams((current) => withPage(current, page)),
    setFilters: (filters) => setParams((current) => withFilters(current, filters)),
  };
}
