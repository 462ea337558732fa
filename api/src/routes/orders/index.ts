import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelOrderRoute } from './cancel-order';
import { customerOrdersRoute } from './customer-orders';

/** The History tab's calls: the customer's orders and cancelling one. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerOrdersRoute);
  await app.register(cancelOrderRoute);
};
