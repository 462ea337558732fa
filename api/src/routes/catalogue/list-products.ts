import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, productListAnswerSchema, productListQuerySchema } from '../../contracts';
import { listPublicProducts } from '../../repositories/product-listing';

/** A filtered, sorted page of a business's published items (filters documented on the query schema). */
export const listProductsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.products,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List published catalogue items',
        description:
          'Filters: search (word prefixes over name, tags and description, plus name substring and close spellings), ' +
          'category (slug or id), catalogue (slug or catalogId), priceRange min,max in rupees on the effective price ' +
          'before tax, inStockOnly, freeShipping (shippable, shipping cost 0), onSale, minRating, featured, flashSale. ' +
          'sortBy name (default), price-low, price-high, rating, newest, or relevance (the default while searching: the search ' +
          "words' weight in name, then tags and category, then description, partial words and close spellings by their " +
          'similarity to the name; without a search it is name); ties broken by id. size = pages at limit; ' +
          'maxSalePrice = highest effective price of the catalogue whatever the other filters. Unknown catalogue or ' +
          'category: empty list.',
        querystring: productListQuerySchema,
        response: { 200: productListAnswerSchema },
      },
    },
    async (request, reply) =>
      app.catalogueCache.serve(request, reply, request.query.accountTypeId, () => listPublicProducts(app.db, request.query)),
  );
};
