import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_UPDATE_LINES, PAYMENT_PATHS, PAYMENT_REFUSALS, verifyOnlinePaymentAnswerSchema, verifyOnlinePaymentBodySchema } from '../../contracts';
import type { IntegrationGateways } from '../../payments/integration-gateway';
import { detailsOf, findCustomerAttempt, findMilestone, isPayable, lockOrder, markAttempt, settleMilestone, type AttemptRow, type MilestoneRow, type OrderRow } from '../../repositories/payments';
import { keepToRefund, refundOfPayment, type RefundReason } from '../../repositories/payment-refunds';
import { sameSignature } from '../../payments/signature';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { announceOrderStatus, ORDER_CHANGE_KEYS } from '../orders/announce-order-status';
import { PAYMENT_ERRORS } from './payment-caller';
import { errorAnswers } from '../error-answers';

export const VERIFY_MESSAGES = { verified: 'Payment verified successfully' } as const;

/**
 * Why a captured payment can pay nothing here, if it cannot: its attempt was paid by another payment, the
 * order can no longer be paid, the milestone was paid meanwhile, or a newer attempt replaced this one.
 */
function refusalOf(order: OrderRow, milestone: MilestoneRow, attempt: AttemptRow): RefundReason | null {
  if (attempt.status === 'paid') return 'attempt-paid';
  if (!isPayable(order)) return 'order-not-payable';
  if (milestone.status === 'Paid') return 'milestone-paid';
  if (attempt.status !== 'created') return 'attempt-voided';
  return null;
}

/**
 * Verify online payment. Refused, changing nothing: an attempt that is not the customer's own, an order id
 * of another attempt (mismatched), a signature that is not the gateway's for this order and payment
 * (forged). A genuine payment that can pay nothing (another payment paid the attempt or the milestone, the
 * order was cancelled, a newer attempt replaced this one) is refused with a 409 that says the money comes
 * back, and kept as one to refund. The same successful payment again answers success without changing
 * anything (idempotent). The order and milestone are locked for the decision, so two payments at once pay once.
 */
export const verifyOnlineRoute: FastifyPluginAsyncZod<{ gateways: IntegrationGateways }> = async (app, { gateways }) => {
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
          'VALIDATION_ERROR for an order id of another attempt or a wrong signature; 409 CONFLICT, the payment kept as one to refund, when ' +
          `it pays nothing: "${PAYMENT_REFUSALS.alreadyPaid}" (the attempt or milestone was paid by another payment), ` +
          `"${PAYMENT_REFUSALS.notPayable('<status>')}" (the order can no longer be paid) or "${PAYMENT_REFUSALS.replaced}" (a newer ` +
          `attempt voided this one). ${CUSTOMER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: verifyOnlinePaymentBodySchema,
        response: { 200: verifyOnlinePaymentAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const body = request.body;
      const me = await chatCustomer(app, request);
      const attemptId = body.paymentAttemptId.toLowerCase();
      const known = await findCustomerAttempt(app.db, me.businessId, me.customerId, attemptId);
      if (!known || detailsOf(known).kind !== 'online') throw PAYMENT_ERRORS.attemptNotFound();
      if (known.gatewayOrderId !== body.razorpay_order_id) throw PAYMENT_ERRORS.badSignature();
      const gateway = await gateways.forAttempt(app.db, me.businessId, known.id);
      if (!sameSignature(gateway.signatureFor(body.razorpay_order_id, body.razorpay_payment_id), body.razorpay_signature)) throw PAYMENT_ERRORS.badSignature();

      const now = new Date();
      const outcome = await app.db.transaction(async (tx) => {
        // Order, then milestone, then attempt: the lock order of every payment path (see lockOrder).
        const order = await lockOrder(tx, me.businessId, known.orderId, me.customerId);
        const milestone = order && (await findMilestone(tx, order.id, detailsOf(known).milestoneId, true));
        const attempt = await findCustomerAttempt(tx, me.businessId, me.customerId, attemptId, true);
        if (!order || !milestone || !attempt) throw PAYMENT_ERRORS.attemptNotFound();
        if (attempt.status === 'paid' && attempt.gatewayPaymentId === body.razorpay_payment_id) return { kind: 'already-paid' } as const;
        // The signature is the gateway's: this payment was captured. If it can pay nothing, it is kept to refund.
        const kept = await refundOfPayment(tx, body.razorpay_payment_id);
        const reason = kept?.reason ?? refusalOf(order, milestone, attempt);
        if (reason) {
          await keepToRefund(tx, attempt, body.razorpay_payment_id, reason, now);
          return { kind: 'refused', reason, orderStatus: order.status } as const;
        }
        await markAttempt(tx, attempt.id, { status: 'paid', gatewayPaymentId: body.razorpay_payment_id, signature: body.razorpay_signature, updatedAt: now });
        const settled = await settleMilestone(tx, order, milestone.id, now);
        return { kind: 'verified', order: settled, milestoneId: milestone.id } as const;
      });
      if (outcome.kind === 'refused') {
        request.log.warn({ attemptId, reason: outcome.reason }, 'a captured payment paid nothing; kept to refund');
        throw PAYMENT_ERRORS.refused(outcome.reason, outcome.orderStatus);
      }

      if (outcome.kind === 'verified') {
        await announceOrderStatus(app, me, outcome.order, ORDER_UPDATE_LINES.paymentReceived, { key: ORDER_CHANGE_KEYS.paid(outcome.milestoneId) });
      }
      return { message: VERIFY_MESSAGES.verified };
    },
  );
};
