import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import {
  ORDER_UPDATE_LINES,
  OWNER_ORDERS_MESSAGES as M,
  OWNER_ORDERS_PATHS as PATHS,
  ownerOrderAnswerSchema,
  ownerOrderStageBodySchema,
  shippedLine,
  SHIPPED_STAGE,
  type OwnerOrderStageBody,
} from '../../contracts';
import { findOwnerOrder } from '../../repositories/owner-orders';
import { isShippedStage, moveOrderStage, type StageMoveOutcome } from '../../repositories/order-stages';
import { errorAnswers } from '../error-answers';
import { stageRefusal } from '../inbox/stage-refusal';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { announceOrderStatus } from '../orders/announce-order-status';
import { orderNotFound, OWNER_ORDERS_TAGS } from './list-routes';

type Moved = Extract<StageMoveOutcome, { kind: 'moved' }>;

/** What the customer's chat card says of a move: the order done, Shipped with its parcel, or the stage. */
function lineOf(outcome: Moved, body: OwnerOrderStageBody): string {
  if (outcome.order.status === 'Completed' && outcome.previousStatus !== 'Completed') return ORDER_UPDATE_LINES.orderCompleted;
  if (body.status === 'Pending') return ORDER_UPDATE_LINES.stageReopened(outcome.stage.name);
  if (isShippedStage(outcome.stage.name) && body.courier && body.trackingNumber) return shippedLine(body.courier, body.trackingNumber);
  return ORDER_UPDATE_LINES.stageCompleted(outcome.stage.name);
}

/**
 * The owner moves an order through Confirmed, Packed, Shipped (with the courier and tracking number the
 * customer follows the parcel by) and Delivered from the order's page; the same move as the inbox's
 * (moveOrderStage), so both keep one set of rules.
 */
export const ownerOrderStageRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PATHS.stage,
    {
      onRequest: app.requireOwner,
      schema: {
        ...OWNER_ORDERS_TAGS,
        summary: 'Complete or undo a stage of an order',
        description:
          "On an order of the owner's own business, sets stage `stageId` to `status` under the inbox's rules (stages move in order; the order's " +
          `status follows them). Completing "${SHIPPED_STAGE}" needs \`courier\` and \`trackingNumber\`: they are kept with the order and the ` +
          `customer's chat says "${shippedLine('<courier>', '<tracking number>')}"; setting it back drops them. Other moves say ` +
          `"${ORDER_UPDATE_LINES.stageCompleted('<stage>')}", "${ORDER_UPDATE_LINES.stageReopened('<stage>')}" or "${ORDER_UPDATE_LINES.orderCompleted}". ` +
          'The completed stage keeps who (the owner of the token) and when. Answers the order as its page shows it. ' +
          `404 ORDER_NOT_FOUND for an order or stage not of the business; 409 CONFLICT for a Cancelled order, a stage out of turn, or "${M.shipmentRequired}". ` +
          OWNER_ROUTE_ERRORS,
        body: ownerOrderStageBodySchema,
        response: { 200: ownerOrderAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const body = request.body;
      const shipment = body.courier && body.trackingNumber ? { courier: body.courier, trackingNumber: body.trackingNumber } : undefined;
      const outcome = await moveOrderStage(
        app.db,
        { businessId: owner.businessId, orderId: body.orderId.toLowerCase(), stageId: body.stageId.toLowerCase() },
        body.status,
        new Date(),
        { by: owner.ownerId, ...(shipment ? { shipment } : {}) },
      );
      if (outcome.kind !== 'moved' && outcome.kind !== 'unchanged') throw stageRefusal(outcome, body.status, M.shipmentRequired);
      switch (outcome.kind) {
        case 'moved':
          await announceOrderStatus(app, { businessId: owner.businessId, customerId: outcome.order.customerId }, outcome.order, lineOf(outcome, body), {
            by: owner.ownerId,
          });
          break;
        case 'unchanged':
          break;
      }
      const order = await findOwnerOrder(app.db, owner.businessId, outcome.order.id);
      if (!order) throw orderNotFound();
      return { message: 'success' as const, data: order };
    },
  );
};
