import { productListAnswerSchema, type Product } from 'shared';
import { API_PATHS } from 'shared/constants';
import { useApiQuery, type QueryParams, type QueryState } from './use-api-query';

/** One page of published products (GET get_catalogue_product_items_for_public); `null` loads nothing. */
export function useProducts(query: QueryParams | null): QueryState<Product[]> {
  const state = useApiQuery(API_PATHS.products, query, productListAnswerSchema);
  return state.status === 'ready' ? { status: 'ready', data: state.data.data } : state;
}
