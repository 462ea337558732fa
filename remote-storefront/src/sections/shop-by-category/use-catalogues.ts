import { catalogueListAnswerSchema, type Catalogue } from 'shared';
import { API_PATHS } from 'shared/constants';
import { useApiQuery, type QueryState } from '../../common/data/use-api-query';

/** The business's catalogues (GET get_catalogue_by_account_type_id). */
export function useCatalogues(accountTypeId: string): QueryState<Catalogue[]> {
  const state = useApiQuery(API_PATHS.cataloguesByAccount, { accountTypeId }, catalogueListAnswerSchema);
  return state.status === 'ready' ? { status: 'ready', data: state.data.data } : state;
}
