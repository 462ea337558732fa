import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessProfileRoutes } from './profile-routes';
import { changeSubdomainRoute } from './subdomain-route';

/** The owner's business profile and the site's subdomain. Owner token only; the business is the token's. */
export const businessSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(businessProfileRoutes);
  await app.register(changeSubdomainRoute);
};
