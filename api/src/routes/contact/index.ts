import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInboxRoute } from './contact-inbox';
import { contactUsRoute, type ContactUsRouteOptions } from './contact-us';

export const contactRoutes: FastifyPluginAsyncZod<ContactUsRouteOptions> = async (app, options) => {
  await app.register(contactUsRoute, options);
  await app.register(contactInboxRoute);
};
