import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codCustomerRoutes } from './customer-routes';
import { codOwnerRoutes } from './owner-routes';

/** Cash on delivery: the owner's offer and outcomes, the shopper's confirmation by phone code. */
export const cashOnDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(codOwnerRoutes);
  await app.register(codCustomerRoutes);
};
