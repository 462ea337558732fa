import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, errorAnswerSchema, logoutAnswerSchema, OWNER_AUTH_MESSAGES } from '../../contracts';
import { clearRefreshCookie, readCookie, REFRESH_COOKIE } from '../../auth/refresh-cookie';
import { hashRefreshToken } from '../../auth/tokens';
import { endSession } from '../../repositories/owner-sessions';
import { sessionTypeOf } from './session-type';

/**
 * Logout: ends the refresh session of the cookie (X-Session-Type picks which, default user) and clears the
 * cookie. Needs no access token, so an expired one still logs out; logging out twice is not an error.
 */
export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AUTH_PATHS.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out (end the refresh session)',
        description: 'Empty body; header `X-Session-Type: user` (default) or `customer`. Always 200 with a message; clears the cookie.',
        response: { 200: logoutAnswerSchema, 400: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const type = sessionTypeOf(request);
      const presented = readCookie(request, REFRESH_COOKIE[type]);
      if (presented) await endSession(app.db, hashRefreshToken(presented));
      clearRefreshCookie(request, reply, type);
      return { message: OWNER_AUTH_MESSAGES.loggedOut };
    },
  );
};
