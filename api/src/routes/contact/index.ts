import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInboxRoute } from './contact-inbox';
import { contactUsRoute } from './contact-us';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contactUsRoute);
  await app.register(contactInboxRoute);
};
