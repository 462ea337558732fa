import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  manualConfirmationAnswerSchema,
  manualConfirmationBodySchema,
  ORDER_UPDATE_LINES,
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
} from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { AppError } from '../../errors';
import {
  awaitingManualAttempt,
  detailsOf,
  findMilestone,
  findOrder,
  insertAttempt,
  isPayable,
  lockOrder,
  manualIntegration,
  markAttempt,
  settleMilestone,
  type AttemptDetails,
} from '../../repositories/payments';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { announceOrderStatus, ORDER_CHANGE_KEYS } from '../orders/announce-order-status';
import { PAYMENT_ERRORS } from './payment-caller';
import { errorAnswers } from '../error-answers';

export const MANUAL_CONFIRMATION_ERRORS = {
  milestoneNotFound: () => AppError.notFound('ORDER_NOT_FOUND', 'Payment milestone not found'),
  alreadyPaid: () => new AppError(409, 'CONFLICT', 'This payment milestone is already Paid'),
  nothingToReject: () => new AppError(409, 'CONFLICT', 'No manual payment of this milestone awaits confirmation'),
} as const;

/**
 * The owner confirms a manual payment (the milestone becomes Paid) or rejects the customer's report with a
 * reason. Either way the decision, who made it and when, is kept on the payment attempt; confirming a
 * milestone nobody reported (cash on delivery, a bank transfer) records an attempt of its own.
 */
export const manualConfirmationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PAYMENT_PATHS.manualConfirmation,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['payments'],
        summary: 'Confirm or reject a manual payment',
        description:
          "On an order of the owner's own business: `confirm` marks the milestone Paid (paidAt) and the order's paymentStatus, records who " +
          'confirmed it and when (and the optional `reference`), emits `order-updated` and says ' +
          `"${ORDER_UPDATE_LINES.paymentReceived}" in the customer's chat (an order-status card, once per milestone); \`reject\` (a \`reason\` ` +
          'is required) marks the waiting report rejected, leaves the milestone Pending and says ' +
          `"${ORDER_UPDATE_LINES.paymentNotConfirmed('<reason>')}" in the chat. 404 ORDER_NOT_FOUND for an order or milestone not of the business; 409 CONFLICT ` +
          `for a milestone already Paid, a confirm on an order that can no longer be paid ("This order is <status> and can no longer be paid"), a reject with no waiting report, or "${PAYMENT_MESSAGES.notConfigured}" when the business takes no ` +
          `manual payments. ${OWNER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: manualConfirmationBodySchema,
        response: { 200: manualConfirmationAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const body = request.body;
      const order = await findOrder(app.db, owner.businessId, body.orderId.toLowerCase());
      if (!order) throw PAYMENT_ERRORS.orderNotFound();
      const now = new Date();
      const decision: NonNullable<AttemptDetails['decision']> = {
        action: body.action,
        by: owner.ownerId,
        at: now.toISOString(),
        ...(body.reason === undefined ? {} : { reason: body.reason }),
        ...(body.reference === undefined ? {} : { reference: body.reference }),
      };

      const outcome = await app.db.transaction(async (tx) => {
        // Order, then milestone, then attempt: the lock order of every payment path (see lockOrder).
        const locked = await lockOrder(tx, owner.businessId, order.id);
        if (!locked) throw PAYMENT_ERRORS.orderNotFound();
        const milestone = await findMilestone(tx, order.id, body.milestoneId.toLowerCase(), true);
        if (!milestone) throw MANUAL_CONFIRMATION_ERRORS.milestoneNotFound();
        if (milestone.status === 'Paid') throw MANUAL_CONFIRMATION_ERRORS.alreadyPaid();
        const waiting = await awaitingManualAttempt(tx, owner.businessId, milestone.id, true);
        if (body.action === 'reject') {
          if (!waiting) throw MANUAL_CONFIRMATION_ERRORS.nothingToReject();
          await markAttempt(tx, waiting.id, { status: 'failed', details: { ...detailsOf(waiting), decision }, updatedAt: now });
          return { order, milestoneStatus: 'Pending' as const, rejectedAttemptId: waiting.id };
        }
        // No money moved through us here, so nothing to refund: the owner is told the order cannot take it.
        if (!isPayable(locked)) throw PAYMENT_ERRORS.notPayable(locked.status);
        if (waiting) {
          await markAttempt(tx, waiting.id, { status: 'paid', details: { ...detailsOf(waiting), decision }, updatedAt: now });
        } else {
          const integration = await manualIntegration(tx, owner.businessId);
          if (!integration) throw PAYMENT_ERRORS.notConfigured();
          await insertAttempt(tx, {
            businessId: owner.businessId,
            orderId: order.id,
            integrationId: integration.id,
            customerId: order.customerId,
            amountPaise: milestone.amountPaise,
            currency: 'INR',
            gatewayOrderId: `manual_${order.id}_${milestone.id}_${now.getTime()}`,
            status: 'paid',
            details: { kind: 'manual', milestoneId: milestone.id, submittedAt: now.toISOString(), decision } satisfies AttemptDetails,
          });
        }
        return { order: await settleMilestone(tx, locked, milestone.id, now), milestoneStatus: 'Paid' as const, milestoneId: milestone.id };
      });

      const to = { businessId: owner.businessId, customerId: outcome.order.customerId };
      if (outcome.milestoneStatus === 'Paid') {
        await announceOrderStatus(app, to, outcome.order, ORDER_UPDATE_LINES.paymentReceived, { key: ORDER_CHANGE_KEYS.paid(outcome.milestoneId), by: owner.ownerId });
      } else if (body.reason !== undefined) {
        await announceOrderStatus(app, to, outcome.order, ORDER_UPDATE_LINES.paymentNotConfirmed(body.reason), {
          key: ORDER_CHANGE_KEYS.paymentRejected(outcome.rejectedAttemptId),
          by: owner.ownerId,
        });
      }
      return {
        message: 'success' as const,
        data: {
          orderId: order.id,
          milestoneId: body.milestoneId.toLowerCase(),
          milestoneStatus: outcome.milestoneStatus,
          paymentStatus: outcome.order.paymentStatus,
          decidedBy: owner.ownerId,
          decidedAt: decision.at,
        },
      };
    },
  );
};
