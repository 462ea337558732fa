import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, OWNER_AUTH_MESSAGES, SIGNUP_MESSAGES, ownerLoginAnswerSchema, ownerLoginBodySchema } from '../../contracts';
import { hashPassword, verifyPassword } from '../../auth/password';
import { startRefreshSession } from '../../auth/refresh-session';
import { AppError } from '../../errors';
import { clientAddress, defineRateLimit, waitText } from '../../plugins/rate-limit';
import { findOwnersByEmail, type OwnerAccount } from '../../repositories/owner-repository';
import { noteFailedLoginsStopped } from '../../repositories/owner-notices';
import { resolveSite } from '../../repositories/page-repository';
import { oneTryAtATime } from './one-try-at-a-time';
import { ACCOUNT_BACKOFF_FAILURES } from '../../auth/account-backoff';
import { errorAnswers } from '../error-answers';

/** Failed logins allowed per client address and e-mail within the window before logins are refused. */
export const LOGIN_MAX_FAILURES = 5;
/** The window failed logins are counted in: 15 minutes (it starts at the first failure). */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The 429 of an account that waits after repeated wrong passwords, whatever address asks. */
export const accountHeldMessage = (seconds: number) =>
  `Too many failed logins for this account. Please try again in ${waitText(seconds)}.`;

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
  // A failure is counted only after the password check: tries of one e-mail take turns in this process,
  // so a burst of guesses, from one address or many, cannot all pass the limits before the first failure
  // is counted. Other processes share the counts through Redis.
  const inTurn = oneTryAtATime();
  const accountOf = (request: FastifyRequest) => (request.body as { email: string }).email;
  /** Refuses a try while the account waits (429 with Retry-After). */
  const refuseWhileHeld = async (request: FastifyRequest, reply: FastifyReply, now: number) => {
    const heldUntil = await app.accountBackoff.lockedUntil(accountOf(request), now);
    if (!heldUntil) return;
    const seconds = Math.max(1, Math.ceil((heldUntil - now) / 1_000));
    reply.header('retry-after', String(seconds));
    throw new AppError(429, 'RATE_LIMITED', accountHeldMessage(seconds));
  };
  /** Counts a wrong password against the account; when that makes it wait, tells its owners in their inbox. */
  const countFailure = async (request: FastifyRequest, candidates: OwnerAccount[], now: number) => {
    const trigger = await app.accountBackoff.fail(accountOf(request), clientAddress(request), now);
    if (!trigger) return;
    request.log.warn({ failures: trigger.failures, addresses: trigger.addresses, heldUntil: new Date(trigger.lockedUntil) }, 'owner account held after failed logins');
    await noteFailedLoginsStopped(app.db, candidates.map((c) => ({ id: c.id, businessId: c.businessId })), trigger, new Date(now));
  };

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
          'for one e-mail from one address within 15 minutes: 429 RATE_LIMITED with Retry-After. Whatever the addresses, after ' +
          `${ACCOUNT_BACKOFF_FAILURES} wrong passwords for one e-mail the account waits 30 s, doubling with each further streak up to ` +
          "15 minutes, cleared by a success: 429 RATE_LIMITED with Retry-After; the account's owner finds a notice at the top of the inbox. " +
          'The right password of an owner who has not opened the sign-up confirmation link yet: 403 FORBIDDEN.',
        body: ownerLoginBodySchema,
        response: { 200: ownerLoginAnswerSchema, ...errorAnswers(401, 403, 429) },
      },
    },
    async (request, reply) =>
      inTurn(accountOf(request), async () => {
        const { email, password, subdomain } = request.body;
        const now = app.clock();
        const held = await failures.peek(request);
        if (held.limited) failures.refuse(reply, held);
        await refuseWhileHeld(request, reply, now);

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
          await countFailure(request, candidates, now);
          throw new AppError(401, 'INVALID_CREDENTIALS', OWNER_AUTH_MESSAGES.invalidCredentials);
        }

        await app.accountBackoff.clear(email);
        // Only after the password: an unconfirmed account is not revealed to someone guessing.
        if (!owner.emailConfirmed) throw new AppError(403, 'FORBIDDEN', SIGNUP_MESSAGES.unconfirmed);
        const sid = await startRefreshSession(app, request, reply, { type: 'owner', ownerId: owner.id, businessId: owner.businessId }, new Date(now));
        return {
          message: 'success' as const,
          accessToken: app.tokens.sign({ sub: owner.id, role: 'user', bid: owner.businessId, sid }),
          owner: { name: owner.name, email: owner.email },
          subdomain: owner.subdomain,
          accountTypeId: owner.businessId,
        };
      }),
  );
};
