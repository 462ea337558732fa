import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, categoriesAnswerSchema, categoriesQuerySchema } from '../../contracts';
import { AppError } from '../../errors';
import { findPublicCatalogue, listCategoriesWithCounts } from '../../repositories/catalogue-repository';
import { errorAnswers } from '../error-answers';

/** Categories of one catalogue (slug or 24-hex id) with published item counts; meta is the catalogue. */
export const listCategoriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.categories,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories of a catalogue',
        description: '404 CATALOGUE_NOT_FOUND when the business has no published catalogue with that slug or id.',
        querystring: categoriesQuerySchema,
        response: { 200: categoriesAnswerSchema, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const businessId = request.query.accountTypeId.toLowerCase();
      return app.catalogueCache.serve(request, reply, businessId, async () => {
        const catalogue = await findPublicCatalogue(app.db, businessId, request.query.slug);
        if (!catalogue) throw AppError.notFound('CATALOGUE_NOT_FOUND', 'Catalogue not found');
        const data = await listCategoriesWithCounts(app.db, businessId, catalogue.id);
        return {
          message: 'success' as const,
          data: data.map(({ catalogueId: _omit, ...category }) => category),
          meta: { _id: catalogue.id, slug: catalogue.slug, name: catalogue.name },
        };
      });
    },
  );
};
