import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, errorAnswerSchema, OWNER_AUTH_MESSAGES, ownerLoginAnswerSchema, ownerLoginBodySchema } from '../../contracts';
import { hashPassword, verifyPassword } from '../../auth/password';
import { LoginRateLimiter } from '../../auth/login-rate-limit';
import { REFRESH_SESSION_MS, setRefreshCookie } from '../../auth/refresh-cookie';
import { hashRefreshToken, newRefreshToken } from '../../auth/tokens';
import { AppError } from '../../errors';
import { findOwnersByEmail, type OwnerAccount } from '../../repositories/owner-repository';
import { createSession } from '../../repositories/owner-sessions';
import { resolveSite } from '../../repositories/page-repository';

export interface OwnerLoginOptions {
  /** Failed-login counter; one per app by default. Tests pass their own clock. */
  limiter?: LoginRateLimiter;
  now?: () => number;
}

/** A hash to check wrong e-mails against, so an unknown e-mail takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-even-timing'));

/**
 * Owner login (edit mode): e-mail and password, optionally for one site. Answers a 15-minute access token
 * and sets the refresh token as an httpOnly cookie. Wrong credentials of any kind answer the same 401.
 */
export const ownerLoginRoute: FastifyPluginAsyncZod<OwnerLoginOptions> = async (app, options) => {
  const limiter = options.limiter ?? new LoginRateLimiter();
  const now = options.now ?? Date.now;

  app.post(
    AUTH_PATHS.ownerLogin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Owner login (edit mode)',
        description:
          'Checks the e-mail and password of a website owner; with `subdomain`, only that site\'s owner. Answers an access token ' +
          '(15 minutes, role `user`) and sets the refresh token in the httpOnly, SameSite=Strict cookie `userRefreshToken` ' +
          '(Path=/auth, 10 days). Wrong credentials: 401 INVALID_CREDENTIALS "Invalid email or password". After 5 failures ' +
          'for one e-mail from one address within 15 minutes: 429 RATE_LIMITED with Retry-After.',
        body: ownerLoginBodySchema,
        response: { 200: ownerLoginAnswerSchema, 401: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { email, password, subdomain } = request.body;
      const wait = limiter.retryAfter(request.ip, email);
      if (wait > 0) {
        reply.header('Retry-After', String(Math.ceil(wait / 1000)));
        throw new AppError(429, 'RATE_LIMITED', OWNER_AUTH_MESSAGES.tooManyAttempts);
      }

      const business = subdomain ? await resolveSite(app.db, subdomain, app.config.defaultSubdomain) : undefined;
      const candidates = subdomain && !business ? [] : await findOwnersByEmail(app.db, email, business?.id);
      let owner: OwnerAccount | undefined;
      for (const candidate of candidates) {
        if (await verifyPassword(password, candidate.passwordHash)) {
          owner = candidate;
          break;
        }
      }
      if (!owner) {
        if (candidates.length === 0) await verifyPassword(password, await decoy());
        limiter.recordFailure(request.ip, email);
        throw new AppError(401, 'INVALID_CREDENTIALS', OWNER_AUTH_MESSAGES.invalidCredentials);
      }
      limiter.recordSuccess(request.ip, email);

      const at = new Date(now());
      const refreshToken = newRefreshToken();
      await createSession(
        app.db,
        { type: 'owner', ownerId: owner.id, businessId: owner.businessId },
        hashRefreshToken(refreshToken),
        new Date(at.getTime() + REFRESH_SESSION_MS),
        request.headers['user-agent'],
        at,
      );
      setRefreshCookie(request, reply, 'user', refreshToken);
      return {
        message: 'success' as const,
        accessToken: app.tokens.sign({ sub: owner.id, role: 'user', bid: owner.businessId }),
        owner: { name: owner.name, email: owner.email },
        subdomain: owner.subdomain,
        accountTypeId: owner.businessId,
      };
    },
  );
};
