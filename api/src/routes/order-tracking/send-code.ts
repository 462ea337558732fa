import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newLoginCode } from '../../auth/login-code';
import { LOGIN_CODE_RESEND_SECONDS, ORDER_TRACKING_MESSAGES, ORDER_TRACKING_PATHS, trackOrderCodeAnswerSchema, trackOrderCodeBodySchema } from '../../contracts';
import { findTrackedOrder } from '../../repositories/order-timeline';
import { forgetLoginCode, replaceLoginCode } from '../../repositories/login-codes';
import { loginSiteOf } from '../customer-auth/login-site';
import { sendCodeGuards } from '../customer-auth/send-code-guards';
import { errorAnswers } from '../error-answers';

/**
 * Asks for a code to track an order: the phone's login code goes out (the configured SMS adapter) only
 * when that order number on that site was placed by the customer of that phone. The answer, and the
 * limits counted, are the same whether or not it was: the form tells nobody which orders exist. The
 * limits are the login's own buckets, so tracking adds no codes to what a phone may receive in an hour.
 */
export const sendTrackingCodeRoute: FastifyPluginAsyncZod = async (app) => {
  const guards = sendCodeGuards(app);

  app.post(
    ORDER_TRACKING_PATHS.sendCode,
    {
      preHandler: guards,
      schema: {
        tags: ['order tracking'],
        summary: 'Send a code to track an order (/track-order)',
        description:
          'Sends the phone a 6-digit login code (valid 5 minutes, replacing any earlier code of that phone on that site) when ' +
          '`orderNumber` on the site of `subdomain` belongs to the customer of `countryCode` + `phoneNumber`. Answers ' +
          `"${ORDER_TRACKING_MESSAGES.codeSent}" either way, with the resend countdown; a failed SMS is logged, not told. ` +
          'Limits are those of the login code, in the same buckets: 429 RATE_LIMITED with Retry-After. Errors: 400 VALIDATION_ERROR; 404 WEBSITE_NOT_FOUND.',
        body: trackOrderCodeBodySchema,
        response: { 200: trackOrderCodeAnswerSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request) => {
      const { countryCode, phoneNumber, orderNumber } = request.body;
      const site = loginSiteOf(request);
      const recipient = { businessId: site.id, countryCode, phoneNumber };
      const orderId = await findTrackedOrder(app.db, { ...recipient, orderNumber });
      if (orderId) {
        const code = newLoginCode();
        const id = await replaceLoginCode(app.db, recipient, app.loginCodes.hash(recipient, code), new Date(app.clock()));
        try {
          await app.sms.sendLoginCode({ countryCode, phoneNumber, code, subdomain: site.subdomain, businessName: site.name });
        } catch (error) {
          // told to nobody: an error here alone would say the order exists
          await forgetLoginCode(app.db, id);
          request.log.error({ err: error, businessId: site.id }, 'order tracking code could not be sent');
        }
      }
      return { message: ORDER_TRACKING_MESSAGES.codeSent, resendAfterSeconds: LOGIN_CODE_RESEND_SECONDS };
    },
  );
};
