import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOrdersExportRoute } from './export-route';
import { ownerOrdersListRoutes } from './list-routes';
import { ownerOrderStageRoute } from './stage-route';

/** The owner's orders: the list and its CSV, an order's page, its stages. Owner token only. */
export const ownerOrdersAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownerOrdersListRoutes);
  await app.register(ownerOrdersExportRoute);
  await app.register(ownerOrderStageRoute);
};
