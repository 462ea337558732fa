import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, productDetailsAnswerSchema, productDetailsQuerySchema } from '../../contracts';
import { AppError } from '../../errors';
import { findPublicProduct } from '../../repositories/product-details';
import { errorAnswers } from '../error-answers';

/** One published item by slug (the product-details page's `name` query), scoped to the business. */
export const getProductDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.productDetails,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product details by slug',
        description: 'Variants, packages, dispatch points, catalogue and category included. 404 PRODUCT_NOT_FOUND.',
        querystring: productDetailsQuerySchema,
        response: { 200: productDetailsAnswerSchema, ...errorAnswers(404) },
      },
    },
    async (request, reply) =>
      app.catalogueCache.serve(request, reply, request.query.accountTypeId, async () => {
        const product = await findPublicProduct(app.db, request.query.accountTypeId, request.query.slug);
        if (!product) throw AppError.notFound('PRODUCT_NOT_FOUND', 'Product not found');
        return { message: 'success' as const, data: product };
      }),
  );
};
