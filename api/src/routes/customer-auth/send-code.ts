import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newLoginCode } from '../../auth/login-code';
import {
  CUSTOMER_AUTH_PATHS,
  CUSTOMER_LOGIN_MESSAGES,
  LOGIN_CODE_RESEND_SECONDS,
  sendCodeAnswerSchema,
  sendCodeBodySchema,
} from '../../contracts';
import { AppError } from '../../errors';
import { SEND_CODE_PER_ADDRESS, SEND_CODE_PER_PHONE, SEND_CODE_PER_SITE } from './login-limits';
import { loginSiteOf } from './login-site';
import { sendCodeGuards } from './send-code-guards';
import { forgetLoginCode, replaceLoginCode } from '../../repositories/login-codes';
import { errorAnswers } from '../error-answers';

/**
 * Send verification code: a new 6-digit code for a phone on a site, stored only as a keyed hash, sent
 * through the configured SMS adapter. Limits run before any work, cheapest first: the client address
 * (before the site lookup), then the phone, normalised to E.164, has its resend cooldown and hourly count, then the site's ceiling.
 */
export const sendCodeRoute: FastifyPluginAsyncZod = async (app) => {
  const guards = sendCodeGuards(app);

  app.post(
    CUSTOMER_AUTH_PATHS.sendCode,
    {
      preHandler: guards,
      schema: {
        tags: ['auth'],
        summary: 'Send a login code to a phone (chat widget)',
        description:
          'Sends a 6-digit code to `countryCode` + `phoneNumber` for the site of `subdomain`; the code is valid 5 minutes and ' +
          'replaces any earlier code of that phone on that site. Only a keyed hash (HMAC-SHA256) of the code is stored. ' +
          `Answers \`resendAfterSeconds\` (${LOGIN_CODE_RESEND_SECONDS}), the widget's countdown. ` +
          'The phone is read as one E.164 number (`+091`, `09876543210`, `009876543210` and `919876543210` are `+91` `9876543210`), ' +
          'which keys the code, the limits and the customer. Errors: 400 VALIDATION_ERROR (bad body, or "Please enter a valid phone number."); 404 WEBSITE_NOT_FOUND; 429 RATE_LIMITED with Retry-After: ' +
          `another code for the same phone within ${LOGIN_CODE_RESEND_SECONDS} s, more than ${SEND_CODE_PER_PHONE.max} codes ` +
          `per phone and site per hour, more than ${SEND_CODE_PER_ADDRESS.max} per client address per 10 minutes, ` +
          `or more than ${SEND_CODE_PER_SITE.max} per site per hour; ` +
          `502 SERVICE_UNAVAILABLE "${CUSTOMER_LOGIN_MESSAGES.sendFailed}" when the SMS provider refused the message.`,
        body: sendCodeBodySchema,
        response: { 200: sendCodeAnswerSchema, ...errorAnswers(400, 404, 429, 502) },
      },
    },
    async (request) => {
      const { countryCode, phoneNumber } = request.body;
      const site = loginSiteOf(request);
      const owner = { businessId: site.id, countryCode, phoneNumber };
      const code = newLoginCode();
      const id = await replaceLoginCode(app.db, owner, app.loginCodes.hash(owner, code), new Date(app.clock()));
      try {
        await app.sms.sendLoginCode({ countryCode, phoneNumber, code, subdomain: site.subdomain, businessName: site.name });
      } catch (error) {
        await forgetLoginCode(app.db, id);
        request.log.error({ err: error, businessId: site.id }, 'login code could not be sent');
        throw new AppError(502, 'SERVICE_UNAVAILABLE', CUSTOMER_LOGIN_MESSAGES.sendFailed);
      }
      return { message: 'success' as const, resendAfterSeconds: LOGIN_CODE_RESEND_SECONDS };
    },
  );
};
