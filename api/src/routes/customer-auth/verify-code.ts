import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startRefreshSession } from '../../auth/refresh-session';
import {
  CUSTOMER_AUTH_PATHS,
  LOGIN_CODE_MAX_ATTEMPTS,
  loginCodeErrorAnswerSchema,
  verifyCodeAnswerSchema,
  verifyCodeBodySchema,
} from '../../contracts';
import { routeRateLimit } from '../../plugins/rate-limit';
import { customerDataOf, loginCustomer } from './customer-accounts';
import { codeAnswers } from './login-answers';
import { VERIFY_CODE_PER_ADDRESS } from './login-limits';
import { claimAttempt, consumeLoginCode } from '../../repositories/login-codes';
import { normaliseLoginPhone } from './login-phone';
import { loginSiteOf, resolveLoginSite } from './login-site';
import { errorAnswers } from '../error-answers';

/**
 * Verify code: checks the typed code against the phone's newest code (constant-time), at most
 * LOGIN_CODE_MAX_ATTEMPTS tries per code. A correct code is used up and logs the customer in: the
 * customer of that phone on that site (created on the first login), a 15-minute access token and a
 * refresh session in the httpOnly `customerRefreshToken` cookie.
 */
export const verifyCodeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CUSTOMER_AUTH_PATHS.verifyCode,
    {
      config: { rateLimit: routeRateLimit(VERIFY_CODE_PER_ADDRESS) },
      preHandler: [normaliseLoginPhone, resolveLoginSite(app)],
      schema: {
        tags: ['auth'],
        summary: 'Check a login code and log the customer in (chat widget)',
        description:
          'Checks `otp` against the newest code sent to the phone on the site of `subdomain`. Correct: answers the access token ' +
          '(15 minutes, role `customer`), `customerId` and `customerData`, and sets the refresh token in the httpOnly, ' +
          'SameSite=Strict cookie `customerRefreshToken` (Path=/auth, 10 days); the code is used up. A customer is one phone ' +
          "within one business: the same phone on another site is another customer. Errors: 400 INVALID_CODE with `attemptsLeft`; " +
          `400 CODE_LOCKED on the ${LOGIN_CODE_MAX_ATTEMPTS}th wrong try and on any try after (ask for a new code); ` +
          '400 CODE_EXPIRED when no code was sent, it is older than 5 minutes, or it was used; 400 VALIDATION_ERROR (bad body, or a phone that is not a valid number); ' +
          '401 ACCOUNT_INACTIVE for a deactivated customer; 404 WEBSITE_NOT_FOUND; 429 RATE_LIMITED with Retry-After after ' +
          `${VERIFY_CODE_PER_ADDRESS.max} checks per client address per 10 minutes.`,
        body: verifyCodeBodySchema,
        response: { 200: verifyCodeAnswerSchema, 400: loginCodeErrorAnswerSchema, ...errorAnswers(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { countryCode, phoneNumber, otp } = request.body;
      const site = loginSiteOf(request);
      const owner = { businessId: site.id, countryCode, phoneNumber };
      const at = new Date(app.clock());

      const claim = await claimAttempt(app.db, owner, at);
      if (claim.kind === 'expired') return reply.code(400).send(codeAnswers.expired());
      if (claim.kind === 'locked') return reply.code(400).send(codeAnswers.locked());
      if (!app.loginCodes.matches(owner, otp, claim.codeHash)) {
        const attemptsLeft = LOGIN_CODE_MAX_ATTEMPTS - claim.attempts;
        return reply.code(400).send(attemptsLeft > 0 ? codeAnswers.invalid(attemptsLeft) : codeAnswers.locked());
      }
      // A concurrent try with the same code won: this one must not log in a second time.
      if (!(await consumeLoginCode(app.db, claim.id, at))) return reply.code(400).send(codeAnswers.expired());

      const customer = await loginCustomer(app.db, owner, at);
      const sid = await startRefreshSession(app, request, reply, { type: 'customer', customerId: customer.id, businessId: site.id }, at);
      return {
        message: 'success' as const,
        customerId: customer.id,
        token: app.tokens.sign({ sub: customer.id, role: 'customer', bid: site.id, sid }),
        customerData: customerDataOf(customer),
      };
    },
  );
};
