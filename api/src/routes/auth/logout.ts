import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, logoutAnswerSchema, OWNER_AUTH_MESSAGES } from '../../contracts';
import { clearRefreshCookie, readRefreshCookie } from '../../auth/refresh-cookie';
import { hashRefreshToken } from '../../auth/tokens';
import { endSession } from '../../repositories/refresh-sessions';
import { sessionTypeOf } from './session-type';
import { errorAnswers } from '../error-answers';

/**
 * Logout: ends the refresh session of the cookie (X-Session-Type picks which, default user): every token
 * of that login, its access tokens and its sockets on every API process; and clears the cookie. Needs no access token, so an expired one still logs out; logging out twice is not an error.
 * Only that type's cookie and sessions are touched: a customer logging out of the chat leaves the owner
 * editing the same site logged in, and the other way round.
 */
export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AUTH_PATHS.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out (end the refresh session)',
        description:
          'Empty body; header `X-Session-Type: user` (default) or `customer`. Ends the refresh session of that type\'s cookie ' +
          '(`userRefreshToken` / `customerRefreshToken`): its refresh and access tokens stop working and its sockets are ' +
          'disconnected. Clears that cookie only: the other type\'s session stays. ' +
          'Always 200 "Logged out successfully" (also without a cookie); 400 VALIDATION_ERROR for an unknown X-Session-Type.',
        response: { 200: logoutAnswerSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const type = sessionTypeOf(request);
      const presented = readRefreshCookie(request, type);
      if (presented) {
        const ended = await endSession(app.db, type === 'user' ? 'owner' : 'customer', hashRefreshToken(presented));
        if (ended) app.realtime.endSessions(ended);
      }
      clearRefreshCookie(reply, type);
      return { message: OWNER_AUTH_MESSAGES.loggedOut };
    },
  );
};
