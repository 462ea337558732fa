import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import { OWNER_CATALOGUE_PATHS as PATHS, ownerCataloguesAnswerSchema } from '../../contracts';
import { ownerCatalogues } from '../../repositories/owner-catalogue-choices';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';

const owner = { tags: ['owner catalogue'], security: [{ bearerAuth: [] }] };

/** What the owner's catalogue page chooses from: the catalogues with their categories (dispatch points: owner-dispatch-points). */
export const ownerCatalogueChoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.catalogues,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: "The business's catalogues with their categories",
        description: 'Every catalogue of the owner\'s business in the storefront\'s order, each with its categories. ' + OWNER_ROUTE_ERRORS,
        response: { 200: ownerCataloguesAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ({ message: 'success' as const, data: await ownerCatalogues(app.db, ownerOf(request).businessId) }),
  );

};
