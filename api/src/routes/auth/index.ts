import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerAuthRoutes } from '../customer-auth';
import { logoutRoute } from './logout';
import { ownerLoginRoute } from './owner-login';
import { ownerNoticesRoute } from './owner-notices';
import { ownerSessionRoute } from './owner-session';
import { ownerSignupRoutes } from './owner-signup';
import { userReauthRoute } from './user-reauth';

/**
 * Owner login, the customer's phone-code login, the spec's token refresh (owners and customers), logout
 * the owner's session check and the owner's notices.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownerLoginRoute);
  await app.register(ownerSignupRoutes);
  await app.register(userReauthRoute);
  await app.register(logoutRoute);
  await app.register(ownerSessionRoute);
  await app.register(ownerNoticesRoute);
  await app.register(customerAuthRoutes);
};
