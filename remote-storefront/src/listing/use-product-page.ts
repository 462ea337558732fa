import { productListAnswerSchema, type ProductListAnswer } from 'shared';
import { API_PATHS } from 'shared/constants';
import { useApiQuery, type QueryParams, type QueryState } from '../common/data/use-api-query';

/**
 * One page of the listing with what the pagination needs (`size`: pages at this limit; `total`).
 * The featured sections' `useProducts` keeps only the products, so the listing asks through the same
 * query hook with the whole answer.
 */
export function useProductPage(query: QueryParams): QueryState<ProductListAnswer> {
  return useApiQuery(API_PATHS.products, query, productListAnswerSchema);
}
