import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEmailAnswerSchema,
  confirmEmailBodySchema,
  ownerSignupAnswerSchema,
  ownerSignupBodySchema,
  SIGNUP_CONFIRM_PAGE,
  SIGNUP_MESSAGES,
  SIGNUP_PATHS,
} from '../../contracts';
import { hashPassword } from '../../auth/password';
import { AppError } from '../../errors';
import { clientAddress, defineRateLimit } from '../../plugins/rate-limit';
import { confirmOwnerEmail, createSignup, emailOwnsSite, subdomainTaken, suggestSubdomain } from '../../repositories/signup-repository';
import { errorAnswers } from '../error-answers';

/** Sign-ups allowed per client address, and per e-mail, in one window. */
export const SIGNUPS_PER_ADDRESS = 5;
export const SIGNUPS_PER_EMAIL = 3;
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * A business signs up: its owner, its site from a template, and a confirmation link by e-mail (EMAIL_PROVIDER).
 * The owner logs in once the link is opened.
 */
export const ownerSignupRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = defineRateLimit(app, {
    name: 'owner-signup-address',
    max: SIGNUPS_PER_ADDRESS,
    timeWindowMs: SIGNUP_WINDOW_MS,
    key: clientAddress,
    message: () => SIGNUP_MESSAGES.tooManySignups,
  });
  const perEmail = defineRateLimit(app, {
    name: 'owner-signup-email',
    max: SIGNUPS_PER_EMAIL,
    timeWindowMs: SIGNUP_WINDOW_MS,
    key: (request) => (request.body as { email: string }).email,
    message: () => SIGNUP_MESSAGES.tooManySignups,
  });
  // Tokens are 256 random bits, so this only keeps a script from hammering the database.
  const confirmations = defineRateLimit(app, {
    name: 'owner-confirm-address',
    max: 30,
    timeWindowMs: SIGNUP_WINDOW_MS,
    key: clientAddress,
    message: () => SIGNUP_MESSAGES.tooManySignups,
  });
  const taken = async (subdomain: string) => new AppError(409, 'CONFLICT', SIGNUP_MESSAGES.subdomainTaken(await suggestSubdomain(app.db, subdomain)));

  app.post(
    SIGNUP_PATHS.signup,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign up a business',
        description:
          'Creates a business on `subdomain` with its owner and a published site from `template`, then sends the owner a ' +
          'confirmation link (EMAIL_PROVIDER; `log` prints it in the API log). The owner cannot log in before opening it. ' +
          'Subdomain: 3-30 lower-case letters, digits and hyphens, not reserved (400); taken: 409 CONFLICT with a suggestion. ' +
          'An e-mail that already owns a site: 409 CONFLICT. ' +
          `More than ${SIGNUPS_PER_ADDRESS} sign-ups from one address, or ${SIGNUPS_PER_EMAIL} for one e-mail, in an hour: 429 RATE_LIMITED.`,
        body: ownerSignupBodySchema,
        response: { 200: ownerSignupAnswerSchema, ...errorAnswers(400, 409, 429) },
      },
      preHandler: [perAddress.enforce, perEmail.enforce],
    },
    async (request) => {
      const { email, password, name, businessName, subdomain, template } = request.body;
      if (await emailOwnsSite(app.db, email)) throw new AppError(409, 'CONFLICT', SIGNUP_MESSAGES.emailTaken);
      if (await subdomainTaken(app.db, subdomain)) throw await taken(subdomain);
      const now = new Date(app.clock());
      let created: { token: string };
      try {
        created = await createSignup(app.db, { email, name, passwordHash: await hashPassword(password), businessName, subdomain, template }, now);
      } catch (error) {
        // Two sign-ups raced for one subdomain: the database's unique index chose.
        if (isUniqueViolation(error)) throw await taken(subdomain);
        throw error;
      }
      const link = `${app.config.confirmLinkOrigin}${SIGNUP_CONFIRM_PAGE}?token=${created.token}`;
      await app.email.sendConfirmation({ to: email, businessName, subdomain, link });
      return { message: SIGNUP_MESSAGES.created, subdomain, email };
    },
  );

  app.post(
    SIGNUP_PATHS.confirmEmail,
    {
      schema: {
        tags: ['auth'],
        summary: "Confirm a new owner's e-mail",
        description: 'Opens the confirmation link: marks its owner confirmed (a link works once). Unknown: 400 TOKEN_INVALID; older than 24 hours: 400 TOKEN_EXPIRED.',
        body: confirmEmailBodySchema,
        response: { 200: confirmEmailAnswerSchema, ...errorAnswers(400, 429) },
      },
      preHandler: confirmations.enforce,
    },
    async (request) => {
      const result = await confirmOwnerEmail(app.db, request.body.token, new Date(app.clock()));
      if (result.status === 'expired') throw new AppError(400, 'TOKEN_EXPIRED', SIGNUP_MESSAGES.linkExpired);
      if (result.status === 'invalid') throw new AppError(400, 'TOKEN_INVALID', SIGNUP_MESSAGES.linkInvalid);
      return { message: SIGNUP_MESSAGES.confirmed, subdomain: result.subdomain };
    },
  );
};
