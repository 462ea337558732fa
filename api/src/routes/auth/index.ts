import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoutRoute } from './logout';
import { ownerLoginRoute, type OwnerLoginOptions } from './owner-login';
import { ownerSessionRoute } from './owner-session';
import { userReauthRoute } from './user-reauth';

export type AuthRoutesOptions = OwnerLoginOptions;

/** Owner login, the spec's token refresh, logout and the owner's session check. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  await app.register(ownerLoginRoute, options);
  await app.register(userReauthRoute, options.now ? { now: options.now } : {});
  await app.register(logoutRoute);
  await app.register(ownerSessionRoute);
};
