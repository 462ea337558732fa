import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProductDetailsRoute } from './get-product-details';
import { listCataloguesRoutes } from './list-catalogues';
import { listCategoriesRoute } from './list-categories';
import { listProductsRoute } from './list-products';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listCataloguesRoutes);
  await app.register(listCategoriesRoute);
  await app.register(listProductsRoute);
  await app.register(getProductDetailsRoute);
};
