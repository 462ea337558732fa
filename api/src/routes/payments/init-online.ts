import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { initOnlinePaymentAnswerSchema, initOnlinePaymentBodySchema, PAYMENT_MESSAGES, PAYMENT_PATHS } from '../../contracts';
import { newId } from '../../db/ids';
import type { IntegrationGateways } from '../../payments/integration-gateway';
import { businessName, findOrder, firstPendingMilestone, insertAttempt, isPayable, lockOrder, usableIntegration, voidOpenAttempts } from '../../repositories/payments';
import { PAYMENT_ERRORS, PAYMENT_ROUTE_ERRORS, paymentCustomer } from './payment-caller';
import { errorAnswers } from '../error-answers';

/**
 * Initialise online payment: the amount is the order's first Pending milestone, computed here; the
 * gateway order is created for it and a payment attempt (status created) records which milestone it pays.
 * The milestone's older open attempts are voided: only the newest window can pay it.
 */
export const initOnlineRoute: FastifyPluginAsyncZod<{ gateways: IntegrationGateways }> = async (app, { gateways }) => {
  app.post(
    PAYMENT_PATHS.initOnline,
    {
      schema: {
        tags: ['payments'],
        summary: 'Initialise online payment',
        description:
          "Creates a gateway order for the amount of the first Pending milestone of the customer's own order (Draft or Active) and records a " +
          'payment attempt; older open attempts of the milestone are voided (verifying them is refused). Answers what the checkout needs: keyId, amount (paise), currency, businessName, order_id, paymentAttemptId, the ' +
          'checkout script URL and the milestone. ' +
          `409 CONFLICT "${PAYMENT_MESSAGES.notConfigured}" when \`gatewayId\` is not an enabled online integration of a business taking payments; ` +
          '404 ORDER_NOT_FOUND for an order that is not the customer\'s own; 409 CONFLICT for an order that is Completed or Cancelled or has ' +
          `nothing left to pay; 503 SERVICE_UNAVAILABLE "${PAYMENT_MESSAGES.initFailed}" when the gateway refuses. ${PAYMENT_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: initOnlinePaymentBodySchema,
        response: {
          200: initOnlinePaymentAnswerSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const body = request.body;
      const me = await paymentCustomer(app, request, body);
      const integration = await usableIntegration(app.db, me.businessId, body.gatewayId.toLowerCase());
      if (integration?.type !== 'online') throw PAYMENT_ERRORS.notConfigured();
      const gateway = gateways.forIntegration(integration);
      const order = await findOrder(app.db, me.businessId, body.orderId.toLowerCase(), me.customerId);
      if (!order) throw PAYMENT_ERRORS.orderNotFound();
      if (!isPayable(order)) throw PAYMENT_ERRORS.notPayable(order.status);
      const milestone = await firstPendingMilestone(app.db, order.id);
      if (!milestone || milestone.amountPaise <= 0) throw PAYMENT_ERRORS.nothingDue();

      const attemptId = newId();
      let gatewayOrder: { id: string };
      try {
        gatewayOrder = await gateway.createOrder({
          amountPaise: milestone.amountPaise,
          currency: 'INR',
          receipt: attemptId,
          notes: { orderNumber: order.orderNumber, milestone: milestone.label },
        });
      } catch (error) {
        request.log.warn({ err: error, gateway: gateway.name }, 'the payment gateway refused to create an order');
        throw PAYMENT_ERRORS.gatewayDown();
      }
      const attempt = await app.db.transaction(async (tx) => {
        // The order may have been cancelled or paid while the gateway answered: decide under its lock.
        const locked = await lockOrder(tx, me.businessId, order.id, me.customerId);
        if (!locked) throw PAYMENT_ERRORS.orderNotFound();
        if (!isPayable(locked)) throw PAYMENT_ERRORS.notPayable(locked.status);
        const due = await firstPendingMilestone(tx, order.id);
        if (due?.id !== milestone.id) throw PAYMENT_ERRORS.nothingDue();
        // One open window per milestone: the older ones can no longer be paid, so two charges cannot both land.
        await voidOpenAttempts(tx, me.businessId, milestone.id, attemptId, new Date());
        return insertAttempt(tx, {
          id: attemptId,
          businessId: me.businessId,
          orderId: order.id,
          integrationId: integration.id,
          customerId: me.customerId,
          amountPaise: milestone.amountPaise,
          currency: 'INR',
          gatewayOrderId: gatewayOrder.id,
          status: 'created',
          details: { kind: 'online', milestoneId: milestone.id },
        });
      });
      return {
        message: 'success' as const,
        data: {
          keyId: gateway.keyIdFor(integration.config),
          amount: attempt.amountPaise,
          currency: 'INR' as const,
          businessName: await businessName(app.db, me.businessId),
          order_id: attempt.gatewayOrderId,
          paymentAttemptId: attempt.id,
          checkoutScriptUrl: gateway.checkoutScriptUrl,
          milestoneId: milestone.id,
        },
      };
    },
  );
};
