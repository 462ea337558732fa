import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, OWNER_AUTH_MESSAGES, reauthAnswerSchema } from '../../contracts';
import { activeCustomer, AUTH_ERRORS } from '../../auth/auth-plugin';
import { clearRefreshCookie, readRefreshCookie, REFRESH_SESSION_MS, setRefreshCookie } from '../../auth/refresh-cookie';
import { hashRefreshToken, newRefreshToken } from '../../auth/tokens';
import { AppError } from '../../errors';
import { findOwner } from '../../repositories/owner-repository';
import { rotateSession, type SessionSubject } from '../../repositories/refresh-sessions';
import { sessionTypeOf } from './session-type';
import { errorAnswers } from '../error-answers';

const refused = (message: string) => new AppError(401, 'TOKEN_INVALID', message);

/**
 * The spec's token refresh: empty body, `X-Session-Type: user | customer` (default user). Reads that
 * type's refresh cookie, rotates it (a new cookie, the old token revoked) and answers a new access token
 * for the session's owner or customer, who must still exist (and a customer still be active).
 */
export const userReauthRoute: FastifyPluginAsyncZod = async (app) => {

  app.post(
    AUTH_PATHS.reauth,
    {
      schema: {
        tags: ['auth'],
        summary: 'Refresh the access token',
        description:
          'Empty body; header `X-Session-Type: user` (owner, the default) or `customer`. Reads the refresh cookie of that type ' +
          '(`userRefreshToken` / `customerRefreshToken`), rotates it and answers `{ accessToken, message }`. 401: NO_TOKEN ' +
          '(no owner cookie), TOKEN_INVALID (unknown, expired or reused refresh token, or no customer session), ' +
          'USER_NOT_FOUND / CUSTOMER_NOT_FOUND / ACCOUNT_INACTIVE. A refresh token used twice more than 10 s apart ends every ' +
          'session of its owner (reuse detection) and disconnects their sockets; within 10 s (two tabs) the second call gets an ' +
          'access token and no new cookie, while the session it was rotated into is alive (never after logout).',
        response: { 200: reauthAnswerSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      const type = sessionTypeOf(request);
      const presented = readRefreshCookie(request, type);
      if (!presented) throw type === 'user' ? new AppError(401, 'NO_TOKEN', 'Refresh token missing') : refused('No customer session');

      const at = new Date(app.clock());
      const next = newRefreshToken();
      const result = await rotateSession(
        app.db,
        type === 'user' ? 'owner' : 'customer',
        hashRefreshToken(presented),
        hashRefreshToken(next),
        new Date(at.getTime() + REFRESH_SESSION_MS),
        at,
      );
      if (result.kind === 'refused') {
        // a replay ended every session of its subject: their sockets go too, on every API process
        if (result.reason === 'reused') app.realtime.endSessions(result.ended);
        clearRefreshCookie(reply, type);
        throw refused(result.reason === 'expired' ? 'Refresh token expired' : 'Refresh token invalid');
      }
      const accessToken = await signFor(result.subject, result.sessionId);
      if (result.kind === 'rotated') setRefreshCookie(reply, type, next);
      return { message: OWNER_AUTH_MESSAGES.refreshed, accessToken };
    },
  );

  /** A token for the session's subject, who must still exist (and, for customers, be active). */
  async function signFor(subject: SessionSubject, sid: string): Promise<string> {
    if (subject.type === 'owner') {
      if (!(await findOwner(app.db, subject.ownerId, subject.businessId))) throw AUTH_ERRORS.userNotFound();
      return app.tokens.sign({ sub: subject.ownerId, role: 'user', bid: subject.businessId, sid });
    }
    await activeCustomer(app.db, subject.customerId, subject.businessId);
    return app.tokens.sign({ sub: subject.customerId, role: 'customer', bid: subject.businessId, sid });
  }
};
