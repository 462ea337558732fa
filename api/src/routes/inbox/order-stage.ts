import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INBOX_PATHS, ORDER_UPDATE_LINES, orderStageAnswerSchema, orderStageBodySchema } from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { withDetails } from '../../repositories/customer-orders';
import { moveOrderStage } from '../../repositories/order-stages';
import { announceOrderStatus } from '../orders/announce-order-status';
import { OWNER_ROUTE_ERRORS } from './inbox-customer';
import { errorAnswers } from '../error-answers';
import { ORDER_STAGE_ERRORS, stageRefusal } from './stage-refusal';

export { ORDER_STAGE_ERRORS };

/**
 * The owner completes the next stage of an order, or undoes the last one. Who moved it is the owner of
 * the token and when is the stage's completedAt (and the time of the chat card, whose senderId is the
 * owner); the customer hears of it as an order-status card like every other change of the order.
 */
export const orderStageRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    INBOX_PATHS.orderStage,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['inbox'],
        summary: "Complete or undo a pipeline stage of a customer's order",
        description:
          "On an order of the owner's own business, sets stage `stageId` to `status` (Completed or Pending) and the order's status from " +
          'its stages: a Draft order becomes Active once a stage is completed; the order becomes Completed when every stage is, and Active ' +
          'again when a stage of a Completed order is set back to Pending. Stages move in order: a stage is completed only after the ' +
          'stages before it, and set back only while no later stage is completed. The customer hears of it at once (`order-updated`) and ' +
          `in the chat 1 s later (an order-status card: "${ORDER_UPDATE_LINES.stageCompleted('<stage>')}", ` +
          `"${ORDER_UPDATE_LINES.stageReopened('<stage>')}", or "${ORDER_UPDATE_LINES.orderCompleted}" for the last stage). A stage ` +
          'that already has `status` changes nothing and announces nothing (`changed: false`). Answers the order with its stages, who ' +
          `moved the stage and when. 404 ORDER_NOT_FOUND "${ORDER_STAGE_ERRORS.orderNotFound}" for an order not of the business or a stage ` +
          `not of the order; 409 CONFLICT for a Cancelled order, a stage out of turn, or Shipped (it needs a courier and tracking number: the owner's orders page marks it). ${OWNER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: orderStageBodySchema,
        response: { 200: orderStageAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const body = request.body;
      const at = new Date();
      const outcome = await moveOrderStage(
        app.db,
        { businessId: owner.businessId, orderId: body.orderId.toLowerCase(), stageId: body.stageId.toLowerCase() },
        body.status,
        at,
        { by: owner.ownerId },
      );
      if (outcome.kind !== 'moved' && outcome.kind !== 'unchanged') throw stageRefusal(outcome, body.status, ORDER_STAGE_ERRORS.shipmentRequired);

      const { order } = outcome;
      if (outcome.kind === 'moved') {
        const line =
          order.status === 'Completed' && outcome.previousStatus !== 'Completed'
            ? ORDER_UPDATE_LINES.orderCompleted
            : body.status === 'Completed'
              ? ORDER_UPDATE_LINES.stageCompleted(outcome.stage.name)
              : ORDER_UPDATE_LINES.stageReopened(outcome.stage.name);
        await announceOrderStatus(app, { businessId: owner.businessId, customerId: order.customerId }, order, line, { by: owner.ownerId });
      }
      const [summary] = await withDetails(app.db, owner.businessId, [order]);
      if (!summary) throw new Error('the moved order has no summary');
      const moved = outcome.kind === 'moved';
      return {
        message: 'success' as const,
        data: { order: summary, changed: moved, movedBy: moved ? owner.ownerId : null, movedAt: moved ? at.toISOString() : null },
      };
    },
  );
};
