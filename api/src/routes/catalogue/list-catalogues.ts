import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountQuerySchema, API_PATHS, catalogueListAnswerSchema } from '../../contracts';
import { listPublicCatalogues } from '../../repositories/catalogue-repository';

/**
 * The published catalogues of a business with categories and item counts. Two paths answer it: the
 * storefront's catalogue strip (get_catalogue_by_account_type_id) and edit mode's Select Catalogue
 * modal (get_catalogue). An unknown business has no catalogues: an empty list.
 */
export const listCataloguesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, summary] of [
    [API_PATHS.cataloguesByAccount, 'Catalogues of a business (storefront strip)'],
    [API_PATHS.catalogues, 'Catalogues of a business with counts (Select Catalogue)'],
  ] as const) {
    app.get(
      url,
      { schema: { tags: ['catalogue'], summary, querystring: accountQuerySchema, response: { 200: catalogueListAnswerSchema } } },
      async (request, reply) =>
        app.catalogueCache.serve(request, reply, request.query.accountTypeId, async () => ({
          message: 'success' as const,
          data: await listPublicCatalogues(app.db, request.query.accountTypeId.toLowerCase()),
        })),
    );
  }
};
