import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublishedPageRoute } from './get-published-page';

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getPublishedPageRoute);
};
