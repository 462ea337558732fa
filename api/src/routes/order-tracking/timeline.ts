import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOGIN_CODE_MAX_ATTEMPTS,
  loginCodeErrorAnswerSchema,
  ORDER_TRACKING_MESSAGES,
  ORDER_TRACKING_PATHS,
  trackOrderTimelineAnswerSchema,
  trackOrderTimelineBodySchema,
} from '../../contracts';
import { AppError } from '../../errors';
import { routeRateLimit } from '../../plugins/rate-limit';
import { claimAttempt, consumeLoginCode } from '../../repositories/login-codes';
import { findTrackedOrder, orderTimeline } from '../../repositories/order-timeline';
import { codeAnswers } from '../customer-auth/login-answers';
import { VERIFY_CODE_PER_ADDRESS } from '../customer-auth/login-limits';
import { normaliseLoginPhone } from '../customer-auth/login-phone';
import { loginSiteOf, resolveLoginSite } from '../customer-auth/login-site';
import { errorAnswers } from '../error-answers';

/**
 * The timeline of one order for whoever holds the code sent to the phone that placed it. The code is
 * checked exactly as the login checks it (tries, expiry, used up once), but logs nobody in: no token, no
 * session, no cookie; it shows this one order, once. Another order needs another code.
 */
export const trackingTimelineRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ORDER_TRACKING_PATHS.timeline,
    {
      config: { rateLimit: routeRateLimit(VERIFY_CODE_PER_ADDRESS) },
      preHandler: [normaliseLoginPhone, resolveLoginSite(app)],
      schema: {
        tags: ['order tracking'],
        summary: "An order's timeline, with the code sent to its phone (/track-order)",
        description:
          'Checks `otp` against the newest login code of the phone on the site (as the login does) and answers the timeline of ' +
          '`orderNumber`: Ordered, Paid, then the stages the owner moves it through, Shipped with courier and tracking number; each ' +
          'done with its time, or upcoming; a cancelled or expired order says so in `status` and `cancelReason`. The code is used ' +
          'up and logs nobody in. Errors: 400 INVALID_CODE with `attemptsLeft`; 400 CODE_LOCKED after ' +
          `${LOGIN_CODE_MAX_ATTEMPTS} wrong tries; 400 CODE_EXPIRED; 400 VALIDATION_ERROR; 404 ORDER_NOT_FOUND "${ORDER_TRACKING_MESSAGES.notFound}" ` +
          '(a right code for an order that phone did not place; the code is not used up); 404 WEBSITE_NOT_FOUND; 429 RATE_LIMITED.',
        body: trackOrderTimelineBodySchema,
        response: { 200: trackOrderTimelineAnswerSchema, 400: loginCodeErrorAnswerSchema, ...errorAnswers(404, 429) },
      },
    },
    async (request, reply) => {
      const { countryCode, phoneNumber, otp, orderNumber } = request.body;
      const site = loginSiteOf(request);
      const recipient = { businessId: site.id, countryCode, phoneNumber };
      const at = new Date(app.clock());

      const claim = await claimAttempt(app.db, recipient, at);
      if (claim.kind === 'expired') return reply.code(400).send(codeAnswers.expired());
      if (claim.kind === 'locked') return reply.code(400).send(codeAnswers.locked());
      if (!app.loginCodes.matches(recipient, otp, claim.codeHash)) {
        const attemptsLeft = LOGIN_CODE_MAX_ATTEMPTS - claim.attempts;
        return reply.code(400).send(attemptsLeft > 0 ? codeAnswers.invalid(attemptsLeft) : codeAnswers.locked());
      }
      const orderId = await findTrackedOrder(app.db, { ...recipient, orderNumber });
      if (!orderId) throw AppError.notFound('ORDER_NOT_FOUND', ORDER_TRACKING_MESSAGES.notFound);
      if (!(await consumeLoginCode(app.db, claim.id, at))) return reply.code(400).send(codeAnswers.expired());
      const data = await orderTimeline(app.db, site.id, orderId);
      if (!data) throw AppError.notFound('ORDER_NOT_FOUND', ORDER_TRACKING_MESSAGES.notFound);
      return { message: 'success' as const, data };
    },
  );
};
