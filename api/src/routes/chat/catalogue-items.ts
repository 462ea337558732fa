import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueItemsAnswerSchema, catalogueItemsQuerySchema, CHAT_PATHS } from '../../contracts';
import { findPublicCatalogue } from '../../repositories/catalogue-repository';
import { listPublicProducts } from '../../repositories/product-listing';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from './chat-customer';
import { errorAnswers } from '../error-answers';

/** Catalogue items (chat document section 7): the widget's product or service list, 20 a page. */
export const catalogueItemsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CHAT_PATHS.catalogueItems,
    {
      schema: {
        tags: ['chat'],
        summary: "A catalogue's published items for the chat",
        description:
          'Published items of one published catalogue of the calling customer\'s business, by name (A-Z), `limit` (at most 20) a page, ' +
          'optionally of one category; `size` is the page count. Items have the storefront listing\'s shape. A catalogue that is not ' +
          'this business\'s, not published, or not of `type` answers an empty list. ' +
          CUSTOMER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        querystring: catalogueItemsQuerySchema,
        response: { 200: catalogueItemsAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const me = await chatCustomer(app, request);
      const { catalogueId, type, categoryId, page, limit } = request.query;
      const catalogue = await findPublicCatalogue(app.db, me.businessId, catalogueId);
      if (!catalogue || catalogue.type !== type) return { message: 'success' as const, data: [], size: 0 };
      const listing = await listPublicProducts(app.db, {
        accountTypeId: me.businessId,
        catalogId: catalogue.id,
        category: categoryId,
        status: 'Published',
        page,
        limit,
        sortBy: 'name',
      });
      return { message: 'success' as const, data: listing.data, size: listing.size };
    },
  );
};
