import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, errorAnswerSchema, OWNER_AUTH_MESSAGES, ownerLoginAnswerSchema, ownerLoginBodySchema } from '../../contracts';
import { hashPassword, verifyPassword } from '../../auth/password';
import { startRefreshSession } from '../../auth/refresh-session';
import { AppError } from '../../errors';
import { clientAddress, defineRateLimit } from '../../plugins/rate-limit';
import { findOwnersByEmail, type OwnerAccount } from '../../repositories/owner-repository';
import { resolveSite } from '../../repositories/page-repository';
import { oneTryAtATime } from './one-try-at-a-time';

/** Failed logins allowed per client address and e-mail within the window before logins are refused. */
export const LOGIN_MAX_FAILURES = 5;
/** The window failed logins are counted in: 15 minutes (it starts at the first failure). */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** A hash to check wrong e-mails against, so an unknown e-mail takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-even-timing'));

/**
 * Owner login (edit mode): e-mail and password, optionally for one site. Answers a 15-minute access token
 * and sets the refresh token as an httpOnly cookie. Wrong credentials of any kind answer the same 401.
 */
export const ownerLoginRoute: FastifyPluginAsyncZod = async (app) => {
  // Slows password guessing: only failures count, so an owner who logs in often is never held back.
  const triesOf = (request: FastifyRequest) => `${clientAddress(request)}|${(request.body as { email: string }).email}`;
  const failures = defineRateLimit(app, {
    name: 'owner-login-failures',
    max: LOGIN_MAX_FAILURES,
    timeWindowMs: LOGIN_WINDOW_MS,
    key: triesOf,
    message: () => OWNER_AUTH_MESSAGES.tooManyAttempts,
  });
  // A failure is counted only after the password check: tries of one address and e-mail take turns,
  // so a burst of guesses cannot all pass the limit before the first failure is counted.
  const inTurn = oneTryAtATime();

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
    async (request, reply) =>
      inTurn(triesOf(request), async () => {
        const { email, password, subdomain } = request.body;
        const held = await failures.peek(request);
        if (held.limited) failures.refuse(reply, held);

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
          await failures.hit(request);
          throw new AppError(401, 'INVALID_CREDENTIALS', OWNER_AUTH_MESSAGES.invalidCredentials);
        }

        await startRefreshSession(app, request, reply, { type: 'owner', ownerId: owner.id, businessId: owner.businessId }, new Date(app.clock()));
        return {
          message: 'success' as const,
          accessToken: app.tokens.sign({ sub: owner.id, role: 'user', bid: owner.businessId }),
          owner: { name: owner.name, email: owner.email },
          subdomain: owner.subdomain,
          accountTypeId: owner.businessId,
        };
      }),
  );
};
