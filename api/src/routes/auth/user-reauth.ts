import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, errorAnswerSchema, OWNER_AUTH_MESSAGES, reauthAnswerSchema } from '../../contracts';
import { AUTH_ERRORS } from '../../auth/auth-plugin';
import { clearRefreshCookie, readCookie, REFRESH_COOKIE, REFRESH_SESSION_MS, setRefreshCookie } from '../../auth/refresh-cookie';
import { hashRefreshToken, newRefreshToken } from '../../auth/tokens';
import { AppError } from '../../errors';
import { findOwner } from '../../repositories/owner-repository';
import { rotateSession, type SessionSubject } from '../../repositories/owner-sessions';
import { sessionTypeOf } from './session-type';

export interface UserReauthOptions {
  now?: () => number;
}

const refused = (message: string) => new AppError(401, 'TOKEN_INVALID', message);

/**
 * The spec's token refresh: empty body, `X-Session-Type: user | customer` (default user). Reads that
 * type's refresh cookie, rotates it (a new cookie, the old token revoked) and answers a new access token.
 * Customer sessions arrive with the customer login; until then `customer` answers 401 TOKEN_INVALID.
 */
export const userReauthRoute: FastifyPluginAsyncZod<UserReauthOptions> = async (app, options) => {
  const now = options.now ?? Date.now;

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
          'session of its owner (reuse detection); within 10 s (two tabs) the second call gets an access token and no new cookie.',
        response: { 200: reauthAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const type = sessionTypeOf(request);
      const presented = readCookie(request, REFRESH_COOKIE[type]);
      if (!presented) throw type === 'user' ? new AppError(401, 'NO_TOKEN', 'Refresh token missing') : refused('No customer session');

      const at = new Date(now());
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
        clearRefreshCookie(request, reply, type);
        throw refused(result.reason === 'expired' ? 'Refresh token expired' : 'Refresh token invalid');
      }
      const accessToken = await signFor(result.subject);
      if (result.kind === 'rotated') setRefreshCookie(request, reply, type, next);
      return { message: OWNER_AUTH_MESSAGES.refreshed, accessToken };
    },
  );

  /** A token for the session's subject, who must still exist (and, for customers, be active). */
  async function signFor(subject: SessionSubject): Promise<string> {
    if (subject.type === 'owner') {
      if (!(await findOwner(app.db, subject.ownerId, subject.businessId))) throw AUTH_ERRORS.userNotFound();
      return app.tokens.sign({ sub: subject.ownerId, role: 'user', bid: subject.businessId });
    }
    // Customer refresh sessions come with the customer login (a later issue); the identity check there.
    return app.tokens.sign({ sub: subject.customerId, role: 'customer', bid: subject.businessId });
  }
};
