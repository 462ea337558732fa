import { isApiError, productDetailsAnswerSchema, type Product } from 'shared';
import { API_PATHS } from 'shared/constants';
import { useApiQuery } from '../common/data/use-api-query';

/** What the details page knows about its product. */
export type ProductDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  /** The API answered 404, or the URL names no product: 'Product Not Found'. */
  | { status: 'not-found' }
  /** Any other failure (network, 5xx, an answer off contract): 'Product Not Available'. */
  | { status: 'unavailable' };

/**
 * Loads one published product by slug (GET get_catalogue_product_details_for_public with the site's
 * accountTypeId). A missing or blank slug asks nothing and reads as not found.
 */
export function useProductDetails(accountTypeId: string, slug: string | null): ProductDetailsState {
  const name = slug?.trim() ?? '';
  const state = useApiQuery(API_PATHS.productDetails, name ? { accountTypeId, slug: name } : null, productDetailsAnswerSchema);
  if (!name) return { status: 'not-found' };
  switch (state.status) {
    case 'loading':
      return state;
    case 'ready':
      return { status: 'ready', product: state.data.data };
    case 'error':
      return isApiError(state.error) && state.error.status === 404 ? { status: 'not-found' } : { status: 'unavailable' };
  }
}
