import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import {
  COD_MESSAGES as M,
  COD_PATHS,
  codOutcomeBodySchema,
  ORDER_UPDATE_LINES,
  ownerOrderAnswerSchema,
  paymentSettingsAnswerSchema,
  saveCodSettingsBodySchema,
} from '../../contracts';
import type { Database } from '../../db/client';
import { orders, paymentMilestones } from '../../db/schema';
import { saveCodSettings } from '../../repositories/cash-on-delivery';
import { findOwnerOrder } from '../../repositories/owner-orders';
import { readPaymentSettings } from '../../repositories/owner-payment-settings';
import { findOrder, lockOrder, settleMilestone } from '../../repositories/payments';
import { endOrderUnpaid } from '../../workflows/end-order';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { announceOrderStatus, ORDER_CHANGE_KEYS } from '../orders/announce-order-status';
import { orderNotFound, OWNER_ORDERS_TAGS } from '../owner-orders/list-routes';
import { PAYMENT_ERRORS } from '../payments/payment-caller';
import { COD_ERRORS } from './cod-offer';

/** A cash-on-delivery order is collected while it is not cancelled: the owner may mark it Delivered first. */
const COLLECTABLE = ['Draft', 'Active', 'Completed'] as const;
/** The parcel can be refused only before the order is done. */
const REFUSABLE = ['Draft', 'Active'] as const;

/** The owner's side of cash on delivery: the offer (on or off, and its limit), and a parcel collected or refused at the door. */
export const codOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    COD_PATHS.settings,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['owner payment settings'],
        security: [{ bearerAuth: [] }],
        summary: 'Save cash on delivery',
        description:
          '`enabled` on or off and `limit`, the largest order total in whole rupees it is offered for (kept in paise); on needs a limit ' +
          `("limit: ${M.limitRequired}"), and a limit is 1 to 1,00,000 ("limit: ${M.limitRange}"); off without a limit keeps the saved one. ` +
          "The checkout offers it beside the other ways to pay for an order within the limit, and the server refuses it otherwise. Answers the whole payment settings. " +
          OWNER_ROUTE_ERRORS,
        body: saveCodSettingsBodySchema,
        response: { 200: paymentSettingsAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      await saveCodSettings(app.db, businessId, request.body, new Date());
      request.log.info({ businessId, cod: request.body.enabled }, M.saved);
      return { message: 'success' as const, data: await readPaymentSettings(app.db, businessId, app.config.payments.gateway) };
    },
  );

  app.post(
    COD_PATHS.collected,
    {
      onRequest: app.requireOwner,
      schema: {
        ...OWNER_ORDERS_TAGS,
        summary: 'Cash on delivery collected',
        description:
          "On a cash-on-delivery order of the owner's own business (open or Completed): every Pending milestone becomes Paid, the way the owner's " +
          `Confirm payment marks a milestone Paid, and the customer's chat says "${ORDER_UPDATE_LINES.paymentReceived}" (once per milestone). ` +
          'Again on a paid order changes nothing. Answers the order as its page shows it. 404 ORDER_NOT_FOUND for an order not of the business; ' +
          `409 CONFLICT "${M.notCod}", or for a Cancelled order. ${OWNER_ROUTE_ERRORS}`,
        body: codOutcomeBodySchema,
        response: { 200: ownerOrderAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const orderId = request.body.orderId.toLowerCase();
      const at = new Date();
      const outcome = await app.db.transaction(async (tx) => {
        // the order first, then its milestones: the lock order of every payment path (see lockOrder)
        const locked = await lockOrder(tx, owner.businessId, orderId);
        if (!locked) throw orderNotFound();
        if (!locked.codConfirmedAt) throw COD_ERRORS.notCod();
        if (!(COLLECTABLE as readonly string[]).includes(locked.status)) throw PAYMENT_ERRORS.notPayable(locked.status);
        const pending = await tx
          .select({ id: paymentMilestones.id })
          .from(paymentMilestones)
          .where(and(eq(paymentMilestones.orderId, locked.id), eq(paymentMilestones.status, 'Pending')))
          .orderBy(asc(paymentMilestones.position), asc(paymentMilestones.id))
          .for('update');
        let order = locked;
        for (const milestone of pending) order = await settleMilestone(tx, order, milestone.id, at);
        return { order, paid: pending.map((m) => m.id) };
      });
      for (const milestoneId of outcome.paid) {
        await announceOrderStatus(app, { businessId: owner.businessId, customerId: outcome.order.customerId }, outcome.order, ORDER_UPDATE_LINES.paymentReceived, {
          key: ORDER_CHANGE_KEYS.paid(milestoneId),
          by: owner.ownerId,
        });
      }
      const order = await findOwnerOrder(app.db, owner.businessId, outcome.order.id);
      if (!order) throw orderNotFound();
      return { message: 'success' as const, data: order };
    },
  );

  app.post(
    COD_PATHS.refused,
    {
      onRequest: app.requireOwner,
      schema: {
        ...OWNER_ORDERS_TAGS,
        summary: 'Cash on delivery refused at the door',
        description:
          "On an open, unpaid cash-on-delivery order of the owner's own business: the order is Cancelled (cancelReason `refused`) and every line's units " +
          "are back in stock, with stock movements naming the order, in one transaction and once; the customer's chat says " +
          `"${M.refusedLine}". Again on a refused order changes nothing. Answers the order as its page shows it. 404 ORDER_NOT_FOUND for an order not of the business; ` +
          `409 CONFLICT "${M.notCod}", or for an order paid, Completed or Cancelled otherwise. ${OWNER_ROUTE_ERRORS}`,
        body: codOutcomeBodySchema,
        response: { 200: ownerOrderAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const orderId = request.body.orderId.toLowerCase();
      const at = new Date();
      const scope = { businessId: owner.businessId, orderId };
      // an order of another business, or not cash on delivery, is answered before anything is locked
      const found = await findOrder(app.db, owner.businessId, orderId);
      if (!found) throw orderNotFound();
      if (!found.codConfirmedAt) throw COD_ERRORS.notCod();
      const refusable = and(isNotNull(orders.codConfirmedAt), inArray(orders.status, [...REFUSABLE]), eq(orders.paymentStatus, 'Pending'));
      const ended = await app.db.transaction((tx) => endOrderUnpaid(tx as unknown as Database, scope, refusable, { at, reason: 'refused' }));
      if (ended) {
        app.catalogueCache.invalidate(owner.businessId);
        await announceOrderStatus(app, { businessId: owner.businessId, customerId: ended.customerId }, ended, M.refusedLine, { key: `cod_refused_${ended.id}`, by: owner.ownerId });
      } else {
        const current = await findOwnerOrder(app.db, owner.businessId, orderId);
        if (!current) throw orderNotFound();
        const refusedBefore = current.status === 'Cancelled' && current.cancelReason === 'refused';
        if (!refusedBefore) throw COD_ERRORS.notRefusable(current.status === 'Active' ? current.paymentStatus : current.status);
      }
      const order = await findOwnerOrder(app.db, owner.businessId, orderId);
      if (!order) throw orderNotFound();
      return { message: 'success' as const, data: order };
    },
  );
};
