import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAYMENT_MESSAGES, PAYMENT_REFUSALS } from '../../contracts';
import { AppError } from '../../errors';
import type { RefundReason } from '../../repositories/payment-refunds';
import { resolveSite } from '../../repositories/page-repository';
import { chatCustomer, type ChatCustomer } from '../chat/chat-customer';

export const PAYMENT_ERRORS = {
  notConfigured: () => new AppError(409, 'CONFLICT', PAYMENT_MESSAGES.notConfigured),
  otherSite: () => new AppError(403, 'FORBIDDEN', 'You can only pay on the site you are logged in to'),
  orderNotFound: () => AppError.notFound('ORDER_NOT_FOUND', 'Order not found'),
  notPayable: (status: string) => new AppError(409, 'CONFLICT', `This order is ${status} and can no longer be paid`),
  nothingDue: () => new AppError(409, 'CONFLICT', 'This order has nothing left to pay'),
  gatewayDown: () => new AppError(503, 'SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.initFailed),
  attemptNotFound: () => AppError.notFound('ORDER_NOT_FOUND', 'Payment attempt not found'),
  badSignature: () => AppError.badRequest('The payment signature is not valid for this payment'),
  /** A captured payment that paid nothing; it is kept to refund, and the message says so. */
  refused: (reason: RefundReason, orderStatus: string) =>
    new AppError(
      409,
      'CONFLICT',
      reason === 'order-not-payable' ? PAYMENT_REFUSALS.notPayable(orderStatus) : reason === 'attempt-voided' ? PAYMENT_REFUSALS.replaced : PAYMENT_REFUSALS.alreadyPaid,
    ),
} as const;

/**
 * The customer of a payment call: from the token only (`customerId` must be its own), and the body's
 * `subdomain` must be the token's own site, so a token of one site never pays on another.
 */
export async function paymentCustomer(app: FastifyInstance, request: FastifyRequest, body: { customerId: string; subdomain: string }): Promise<ChatCustomer> {
  const me = await chatCustomer(app, request, [body.customerId]);
  const site = await resolveSite(app.db, body.subdomain, app.config.defaultSubdomain);
  if (site?.id !== me.businessId) throw PAYMENT_ERRORS.otherSite();
  return me;
}

/** Error statuses every customer payment route can answer (besides its own). */
export const PAYMENT_ROUTE_ERRORS =
  '401 NO_TOKEN / TOKEN_EXPIRED / TOKEN_INVALID / CUSTOMER_NOT_FOUND / ACCOUNT_INACTIVE without a valid customer token; 403 FORBIDDEN for an ' +
  "owner's token, a `customerId` that is not the token's own or a `subdomain` of another site; 400 VALIDATION_ERROR for a malformed request.";
