import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerCatalogueRoutes } from './catalogue-routes';
import { ownerCatalogueChoiceRoutes } from './choice-routes';
import { ownerProductRoutes } from './product-routes';

/** The owner's catalogue: catalogues, categories, products and services. Owner token only. */
export const ownerCatalogueAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownerCatalogueRoutes);
  await app.register(ownerProductRoutes);
  await app.register(ownerCatalogueChoiceRoutes);
};
