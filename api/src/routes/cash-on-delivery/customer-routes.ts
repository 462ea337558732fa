import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { formatInrPayable } from 'shared/format';
import { newLoginCode, type CodeRecipient } from '../../auth/login-code';
import {
  codConfirmAnswerSchema,
  codConfirmBodySchema,
  codLine,
  COD_PATHS,
  codSendCodeAnswerSchema,
  codSendCodeBodySchema,
  CUSTOMER_LOGIN_MESSAGES,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_RESEND_SECONDS,
} from '../../contracts';
import { toRupees } from '../../db/money';
import { AppError } from '../../errors';
import { defineRateLimit, routeRateLimit, type RateLimitSpec } from '../../plugins/rate-limit';
import {
  claimCodAttempt,
  codBusiness,
  consumeCodCode,
  customerPhone,
  forgetCodCode,
  markOrderCod,
  readCodSettings,
  replaceCodCode,
  type CodCodeScope,
} from '../../repositories/cash-on-delivery';
import { findCustomerOrder } from '../../repositories/customer-orders';
import { lockOrder } from '../../repositories/payments';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS, type ChatCustomer } from '../chat/chat-customer';
import { SEND_CODE_COOLDOWN, SEND_CODE_PER_ADDRESS, SEND_CODE_PER_PHONE, SEND_CODE_PER_SITE, VERIFY_CODE_PER_ADDRESS } from '../customer-auth/login-limits';
import { errorAnswers } from '../error-answers';
import { announceOrderStatus } from '../orders/announce-order-status';
import { PAYMENT_ERRORS } from '../payments/payment-caller';
import { codRefusal, COD_ERRORS, maskedPhone } from './cod-offer';

/** The customer of a code call and the phone it goes to: from the token, never the body. */
interface CodCaller extends ChatCustomer {
  countryCode: string;
  phoneNumber: string;
}
const callers = new WeakMap<FastifyRequest, CodCaller>();
const callerOf = (request: FastifyRequest): CodCaller => {
  const caller = callers.get(request);
  if (!caller) throw new Error('the cash-on-delivery caller must be resolved before the limits');
  return caller;
};

/** The same limits as login codes: the per-site ceiling and the per-address backstop are the very same counters (one SMS budget per shop); the phone's cooldown and hourly count are their own, so a shopper who just logged in can confirm at once. */
const phoneKey = (request: FastifyRequest) => {
  const caller = callerOf(request);
  return `${caller.businessId}|${caller.countryCode}${caller.phoneNumber}`;
};
const LIMITS: RateLimitSpec[] = [
  SEND_CODE_PER_ADDRESS,
  { ...SEND_CODE_COOLDOWN, name: `cod-${SEND_CODE_COOLDOWN.name}`, key: phoneKey },
  { ...SEND_CODE_PER_PHONE, name: `cod-${SEND_CODE_PER_PHONE.name}`, key: phoneKey },
  { ...SEND_CODE_PER_SITE, key: (request) => callerOf(request).businessId },
];

/**
 * Whose code this is, for its keyed hash: the order is part of the hashed phone, so the same digits for
 * another order (or a login code) never match.
 */
const recipientOf = (caller: CodCaller, orderId: string): CodeRecipient => ({
  businessId: caller.businessId,
  countryCode: caller.countryCode,
  phoneNumber: `${caller.phoneNumber}/cod/${orderId}`,
});

/** The shopper confirms paying an order in cash on delivery: a fresh code to the phone they logged in with, then the code. */
export const codCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const resolveCaller = async (request: FastifyRequest) => {
    const me = await chatCustomer(app, request);
    const phone = await customerPhone(app.db, me.businessId, me.customerId);
    if (!phone) throw AppError.notFound('CUSTOMER_NOT_FOUND', 'Customer not found');
    callers.set(request, { ...me, ...phone });
  };
  const limits = LIMITS.map((spec) => defineRateLimit(app, spec));

  app.post(
    COD_PATHS.sendCode,
    {
      preHandler: [resolveCaller, ...limits.map((limit) => limit.enforce)],
      schema: {
        tags: ['payments'],
        summary: 'Send a code confirming cash on delivery of an order',
        description:
          "Sends a new 6-digit code, through the SMS adapter of login codes, to the phone the calling customer logged in with; it confirms cash on delivery of " +
          'the customer\'s own order `orderId` only, is valid 5 minutes and replaces any earlier code of that order. Limits as login codes: ' +
          `one code per ${LOGIN_CODE_RESEND_SECONDS} s and ${SEND_CODE_PER_PHONE.max} per hour per phone, and the site's and address's ceilings shared with login codes (429 RATE_LIMITED). ` +
          '404 ORDER_NOT_FOUND for an order not the customer\'s own; 409 CONFLICT when the shop does not offer cash on delivery, the order\'s total is over its limit, ' +
          'the order is not open, something of it is paid or it is cash on delivery already; ' +
          `502 SERVICE_UNAVAILABLE "${CUSTOMER_LOGIN_MESSAGES.sendFailed}". ${CUSTOMER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: codSendCodeBodySchema,
        response: { 200: codSendCodeAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const order = await findCustomerOrder(app.db, caller.businessId, caller.customerId, request.body.orderId);
      if (!order) throw PAYMENT_ERRORS.orderNotFound();
      const refusal = codRefusal(order, await readCodSettings(app.db, caller.businessId));
      if (refusal) throw refusal;
      const scope: CodCodeScope = { businessId: caller.businessId, customerId: caller.customerId, orderId: order.id };
      const code = newLoginCode();
      const id = await replaceCodCode(app.db, scope, app.loginCodes.hash(recipientOf(caller, order.id), code), new Date(app.clock()));
      const business = await codBusiness(app.db, caller.businessId);
      try {
        await app.sms.sendLoginCode({
          countryCode: caller.countryCode,
          phoneNumber: caller.phoneNumber,
          code,
          subdomain: business?.subdomain ?? '',
          businessName: business?.name ?? '',
          purpose: 'cash-on-delivery',
        });
      } catch (error) {
        await forgetCodCode(app.db, id);
        request.log.error({ err: error, businessId: caller.businessId }, 'cash-on-delivery code could not be sent');
        throw new AppError(502, 'SERVICE_UNAVAILABLE', CUSTOMER_LOGIN_MESSAGES.sendFailed);
      }
      return { message: 'success' as const, sentTo: maskedPhone(caller), resendAfterSeconds: LOGIN_CODE_RESEND_SECONDS };
    },
  );

  app.post(
    COD_PATHS.confirm,
    {
      config: { rateLimit: routeRateLimit(VERIFY_CODE_PER_ADDRESS) },
      preHandler: resolveCaller,
      schema: {
        tags: ['payments'],
        summary: 'Confirm cash on delivery of an order with its code',
        description:
          "Checks `code` against the newest code sent for the calling customer's order `orderId` (constant-time, at most " +
          `${LOGIN_CODE_MAX_ATTEMPTS} tries per code). Correct: the code is used up and the order is to be paid in cash on delivery (it no longer expires unpaid); ` +
          `the customer's chat says "${codLine('₹<amount>')}". The shop's offer is checked again (on, the total within its limit). ` +
          '400 VALIDATION_ERROR for a wrong code, one expired, used or never sent, or one tried too often; 404 ORDER_NOT_FOUND for an order not the customer\'s own; ' +
          `409 CONFLICT as for the code. 429 RATE_LIMITED after ${VERIFY_CODE_PER_ADDRESS.max} checks per client address per 10 minutes (shared with login codes). ${CUSTOMER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: codConfirmBodySchema,
        response: { 200: codConfirmAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const at = new Date(app.clock());
      const order = await findCustomerOrder(app.db, caller.businessId, caller.customerId, request.body.orderId);
      if (!order) throw PAYMENT_ERRORS.orderNotFound();
      const settings = await readCodSettings(app.db, caller.businessId);
      const refusal = codRefusal(order, settings);
      if (refusal) throw refusal;

      const scope: CodCodeScope = { businessId: caller.businessId, customerId: caller.customerId, orderId: order.id };
      const claim = await claimCodAttempt(app.db, scope, at);
      if (claim.kind === 'expired') throw COD_ERRORS.codeExpired();
      if (claim.kind === 'locked') throw COD_ERRORS.codeLocked();
      if (!app.loginCodes.matches(recipientOf(caller, order.id), request.body.code, claim.codeHash)) throw COD_ERRORS.codeWrong();

      const marked = await app.db.transaction(async (tx) => {
        // the order locked, its state checked again: a payment or a cancel in flight goes before or after, never between
        const locked = await lockOrder(tx, caller.businessId, order.id, caller.customerId);
        if (!locked) throw PAYMENT_ERRORS.orderNotFound();
        const late = codRefusal(locked, settings);
        if (late) throw late;
        if (!(await consumeCodCode(tx, claim.id, at))) throw COD_ERRORS.codeExpired();
        return markOrderCod(tx, caller.businessId, order.id, at);
      });
      if (!marked) throw COD_ERRORS.alreadyCod();

      const amount = toRupees(marked.finalAmountPaise);
      await announceOrderStatus(app, caller, marked, codLine(formatInrPayable(amount)), { key: `cod_confirmed_${marked.id}` });
      return { message: 'success' as const, data: { orderId: marked.id, cashOnDelivery: true as const, amount } };
    },
  );
};
