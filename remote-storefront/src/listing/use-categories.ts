import { categoriesAnswerSchema, type Category } from 'shared';
import { API_PATHS } from 'shared/constants';
import { useApiQuery, type QueryState } from '../common/data/use-api-query';

/**
 * The categories of the selected catalogue (GET get_product_categories_by_account_type_id with the
 * catalogue's slug or id); nothing is asked while no catalogue is selected. An unknown catalogue answers
 * 404, which reads as an error: no chips.
 */
export function useCategories(accountTypeId: string, catalogue: string | null): QueryState<Category[]> {
  const state = useApiQuery(API_PATHS.categories, catalogue ? { accountTypeId, slug: catalogue.slice(0, 200) } : null, categoriesAnswerSchema);
  return state.status === 'ready' ? { status: 'ready', data: state.data.data } : state;
}
