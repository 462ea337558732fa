import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOrderRoute } from './create-order';
import { totalsRoute } from './totals';

/** Checkout's calls: totals of the cart and Create order. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(totalsRoute);
  await app.register(createOrderRoute);
};
