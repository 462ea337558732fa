import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue';
import { healthRoutes } from './health';
import { pageRoutes } from './page';

/** Every route of the API, grouped by area. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(pageRoutes);
  await app.register(catalogueRoutes);
};
