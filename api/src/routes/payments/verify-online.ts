import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema, ORDER_UPDATE_LINES, PAYMENT_PATHS, verifyOnlinePaymentAnswerSchema, verifyOnlinePaymentBodySchema } from '../../contracts';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { detailsOf, findCustomerAttempt, findOrder, markAttempt, settleMilestone } from '../../payments/payment-store';
import { sameSignature } from '../../payments/signature';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { announceOrderStatus, ORDER_CHANGE_KEYS } from '../orders/announce-order-status';
import { PAYMENT_ERRORS } from './payment-caller';

export const VERIFY_MESSAGES = { verified: 'Payment verified successfully' } as const;

/**
 * Verify online payment. Refused, changing nothing: an attempt that is not the customer's own, an order id
 * of another attempt (mismatched), a signature that is not the gateway's for this order and payment
 * (forged), and a valid signature of another payment on an attempt already paid (replayed). The same
 * successful payment again answers success without changing anything (idempotent).
 */
export const verifyOnlineRoute: FastifyPluginAsyncZod<{ gateway: PaymentGateway }> = async (app, { gateway }) => {
  app.post(
    PAYMENT_PATHS.verifyOnline,
    {
      schema: {
        tags: ['payments'],
        summary: 'Verify online payment',
        description:
          'Checks the checkout\'s `razorpay_signature` (HMAC-SHA256 of `razorpay_order_id|razorpay_payment_id` with the gateway\'s key ' +
          'secret, compared in constant time) against the customer\'s own payment attempt, then marks the attempt paid, its milestone Paid ' +
          '(paidAt) and the order\'s paymentStatus (Paid or Partially Paid), emits `order-updated` and says ' +
          `"${ORDER_UPDATE_LINES.paymentReceived}" in the customer's chat (an order-status card). The same payment again answers ` +
          `"${VERIFY_MESSAGES.verified}" and changes nothing. 404 ORDER_NOT_FOUND for an attempt that is not the customer's own; 400 ` +
          'VALIDATION_ERROR for an order id of another attempt or a wrong signature; 409 CONFLICT when the attempt was already paid by ' +
          `another payment. ${CUSTOMER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: verifyOnlinePaymentBodySchema,
        response: { 200: verifyOnlinePaymentAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const me = await chatCustomer(app, request);
      const attemptId = body.paymentAttemptId.toLowerCase();
      const known = await findCustomerAttempt(app.db, me.businessId, me.customerId, attemptId);
      if (!known || detailsOf(known).kind !== 'online') throw PAYMENT_ERRORS.attemptNotFound();
      if (known.gatewayOrderId !== body.razorpay_order_id) throw PAYMENT_ERRORS.badSignature();
      if (!sameSignature(gateway.signatureFor(body.razorpay_order_id, body.razorpay_payment_id), body.razorpay_signature)) throw PAYMENT_ERRORS.badSignature();

      const now = new Date();
      const outcome = await app.db.transaction(async (tx) => {
        const attempt = await findCustomerAttempt(tx, me.businessId, me.customerId, attemptId, true);
        if (!attempt) throw PAYMENT_ERRORS.attemptNotFound();
        if (attempt.status === 'paid') {
          if (attempt.gatewayPaymentId === body.razorpay_payment_id) return { kind: 'already-paid' } as const;
          throw PAYMENT_ERRORS.replayed();
        }
        const order = await findOrder(tx, me.businessId, attempt.orderId, me.customerId);
        if (!order) throw PAYMENT_ERRORS.attemptNotFound();
        await markAttempt(tx, attempt.id, { status: 'paid', gatewayPaymentId: body.razorpay_payment_id, signature: body.razorpay_signature, updatedAt: now });
        const milestoneId = detailsOf(attempt).milestoneId;
        const settled = await settleMilestone(tx, order, milestoneId, now);
        return { kind: 'verified', order: settled, milestoneId } as const;
      });

      if (outcome.kind === 'verified') {
        await announceOrderStatus(app, me, outcome.order, ORDER_UPDATE_LINES.paymentReceived, { key: ORDER_CHANGE_KEYS.paid(outcome.milestoneId) });
      }
      return { message: VERIFY_MESSAGES.verified };
    },
  );
};
