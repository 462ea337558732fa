import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYMENT_PATHS,
  PAYMENT_REFUSALS,
  paymentRefundsAnswerSchema,
  REFUND_IN_PROGRESS,
  refundPaymentAnswerSchema,
  refundPaymentBodySchema,
  type PaymentRefund,
} from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { toRupees } from '../../db/money';
import { AppError } from '../../errors';
import type { IntegrationGateways } from '../../payments/integration-gateway';
import { GatewayRefundError } from '../../payments/payment-gateway';
import { claimRefund, findRefund, listRefunds, settleRefund, type RefundRow } from '../../repositories/payment-refunds';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { errorAnswers } from '../error-answers';

export const REFUND_ERRORS = {
  notFound: () => AppError.notFound('ORDER_NOT_FOUND', 'Payment to refund not found'),
  inProgress: () => new AppError(409, 'CONFLICT', REFUND_IN_PROGRESS),
} as const;

type ListedRefund = Awaited<ReturnType<typeof listRefunds>>[number];

/** A payment to refund in the wire shape of the owner's Payments view. */
function toPaymentRefund({ refund, order, customer }: Pick<ListedRefund, 'order' | 'customer'> & { refund: RefundRow }): PaymentRefund {
  return {
    _id: refund.id,
    orderId: refund.orderId,
    orderNumber: order.orderNumber,
    title: order.title,
    orderStatus: order.status,
    customerId: customer.id,
    customerName: customer.name || null,
    phoneNumber: `${customer.countryCode} ${customer.phoneNumber}`,
    paymentId: refund.gatewayPaymentId,
    amount: toRupees(refund.amountPaise),
    reason: refund.reason,
    status: refund.status,
    failureReason: refund.failureReason,
    gatewayRefundId: refund.gatewayRefundId,
    createdAt: refund.createdAt.toISOString(),
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  };
}

/**
 * The owner's payments to refund: captured payments that paid nothing (see PAYMENT_REFUSALS), and the
 * Refund action that returns one through the gateway. A press claims the refund first (one UPDATE), so
 * two presses at once ask the gateway once; a refunded one answers as it is; a failed one may be pressed again.
 */
export const refundRoutes: FastifyPluginAsyncZod<{ gateways: IntegrationGateways }> = async (app, { gateways }) => {
  const gateway = gateways.server;
  const view = async (businessId: string, refundId: string) => {
    const [row] = await listRefunds(app.db, businessId, refundId);
    if (!row) throw REFUND_ERRORS.notFound();
    return toPaymentRefund(row);
  };

  app.get(
    PAYMENT_PATHS.refunds,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['payments'],
        summary: 'Payments to refund',
        description:
          "The owner's own business only: each payment the gateway captured that paid nothing (the milestone was already paid, the order " +
          `could no longer be paid, or a newer attempt replaced its window; the shopper was told "${PAYMENT_REFUSALS.alreadyPaid}" or ` +
          'the like), with its order, customer, amount in rupees, reason and refund state (to_refund, refunding, refunded, failed with ' +
          `the gateway's reason), newest first. ${OWNER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        response: { 200: paymentRefundsAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      return { message: 'success' as const, data: (await listRefunds(app.db, owner.businessId)).map(toPaymentRefund) };
    },
  );

  app.post(
    PAYMENT_PATHS.refund,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['payments'],
        summary: 'Refund a payment',
        description:
          `Refunds one of the business's payments to refund in full through the gateway it was paid through (the business's own Razorpay keys when it saved them, else the server's ${gateway.name}): the answer is the ` +
          'payment as it now is, refunded (with the gateway\'s refund id) or failed (with the gateway\'s reason; Refund may be pressed ' +
          'again). A payment already refunded answers as it is and asks the gateway nothing (idempotent). 404 ORDER_NOT_FOUND for a ' +
          `payment to refund not of the business; 409 CONFLICT "${REFUND_IN_PROGRESS}" while another press is at the gateway. ${OWNER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: refundPaymentBodySchema,
        response: { 200: refundPaymentAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const refundId = request.body.refundId.toLowerCase();
      const known = await findRefund(app.db, owner.businessId, refundId);
      if (!known) throw REFUND_ERRORS.notFound();
      if (known.status === 'refunded') return { message: 'success' as const, data: await view(owner.businessId, refundId) };

      const claimed = await claimRefund(app.db, owner.businessId, refundId, owner.ownerId, new Date());
      if (!claimed) {
        // Another press won the claim: it is at the gateway now, or has just finished.
        const now = await findRefund(app.db, owner.businessId, refundId);
        if (now?.status === 'refunded') return { message: 'success' as const, data: await view(owner.businessId, refundId) };
        throw REFUND_ERRORS.inProgress();
      }
      try {
        const refund = await (await gateways.forAttempt(app.db, owner.businessId, claimed.attemptId)).refund({ paymentId: claimed.gatewayPaymentId, amountPaise: claimed.amountPaise, receipt: claimed.id });
        await settleRefund(app.db, claimed.id, { status: 'refunded', gatewayRefundId: refund.id }, new Date());
      } catch (error) {
        if (!(error instanceof GatewayRefundError)) request.log.error({ err: error, refundId }, 'the refund failed unexpectedly');
        const failureReason = error instanceof GatewayRefundError ? error.message : 'The refund could not be completed; try again';
        await settleRefund(app.db, claimed.id, { status: 'failed', failureReason }, new Date());
      }
      return { message: 'success' as const, data: await view(owner.businessId, refundId) };
    },
  );
};
