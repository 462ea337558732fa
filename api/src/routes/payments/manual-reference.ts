import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manualReferenceAnswerSchema, manualReferenceBodySchema, PAYMENT_MESSAGES, PAYMENT_PATHS } from '../../contracts';
import { customers } from '../../db/schema';
import { publishOrderUpdated } from '../../realtime';
import {
  awaitingManualAttempt,
  detailsOf,
  findOrder,
  firstPendingMilestone,
  insertAttempt,
  manualIntegration,
  markAttempt,
  PAYABLE_ORDER_STATUSES,
} from '../../repositories/payments';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { PAYMENT_ERRORS } from './payment-caller';
import { toManualPayment } from './manual-payment-view';
import { errorAnswers } from '../error-answers';

/**
 * "I've Made Payment" on the order's first Pending milestone, with the UPI reference (UTR) when the
 * customer gave one: it waits, as a manual payment attempt, for the owner to confirm or reject it (the
 * order's milestone then reads as submitted). Reporting again while it waits replaces the reference (a
 * mistyped UTR is corrected, not doubled).
 */
export const manualReferenceRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PAYMENT_PATHS.manualReference,
    {
      schema: {
        tags: ['payments'],
        summary: 'Report a manual payment reference (UTR)',
        description:
          "Records that the customer paid the first Pending milestone of their own order (Draft or Active) by UPI, with the optional 12-digit UPI transaction reference, " +
          'as a manual payment awaiting the owner\'s confirmation; again while it waits replaces the reference. ' +
          `409 CONFLICT "${PAYMENT_MESSAGES.notConfigured}" when the business takes no manual payments; 404 ORDER_NOT_FOUND for an order ` +
          `that is not the customer's own; 409 CONFLICT for an order that cannot be paid or has nothing left to pay. ${CUSTOMER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: manualReferenceBodySchema,
        response: { 200: manualReferenceAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const me = await chatCustomer(app, request);
      const { utr } = request.body;
      const order = await findOrder(app.db, me.businessId, request.body.orderId.toLowerCase(), me.customerId);
      if (!order) throw PAYMENT_ERRORS.orderNotFound();
      if (!(PAYABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) throw PAYMENT_ERRORS.notPayable(order.status);
      const integration = await manualIntegration(app.db, me.businessId);
      if (!integration) throw PAYMENT_ERRORS.notConfigured();

      const now = new Date();
      const attempt = await app.db.transaction(async (tx) => {
        const milestone = await firstPendingMilestone(tx, order.id);
        if (!milestone) throw PAYMENT_ERRORS.nothingDue();
        const waiting = await awaitingManualAttempt(tx, me.businessId, milestone.id, true);
        const details = { kind: 'manual' as const, milestoneId: milestone.id, ...(utr === undefined ? {} : { utr }), submittedAt: now.toISOString() };
        if (waiting && waiting.customerId === me.customerId) {
          // a report again without a reference keeps the reference given before
          const merged = { ...detailsOf(waiting), ...details };
          await markAttempt(tx, waiting.id, { details: merged, updatedAt: now });
          return { attempt: { ...waiting, details: merged, updatedAt: now }, milestone };
        }
        const inserted = await insertAttempt(tx, {
          businessId: me.businessId,
          orderId: order.id,
          integrationId: integration.id,
          customerId: me.customerId,
          amountPaise: milestone.amountPaise,
          currency: 'INR',
          // Manual payments have no gateway order; the unique column gets a reference of our own.
          gatewayOrderId: `manual_${order.id}_${milestone.id}_${now.getTime()}`,
          status: 'created',
          details,
        });
        return { attempt: inserted, milestone };
      });
      const [customer] = await app.db
        .select({ name: customers.name, countryCode: customers.countryCode, phoneNumber: customers.phoneNumber })
        .from(customers)
        .where(eq(customers.id, me.customerId));
      if (!customer) throw PAYMENT_ERRORS.orderNotFound();
      // the owner's list of payments awaiting confirmation follows order changes
      publishOrderUpdated(app.realtime, me.businessId, { customerId: me.customerId, orderId: order.id, status: order.status, paymentStatus: order.paymentStatus });
      return { message: 'success' as const, data: toManualPayment({ ...attempt, order, customer }) };
    },
  );
};
