import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONFIRMATION_MESSAGE_DELAY_MS } from 'shared/rules';
import {
  cancelOrderAnswerSchema,
  cancelOrderBodySchema,
  CANCELLABLE_ORDER_STATUSES,
  ORDER_HISTORY_MESSAGES,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_HISTORY_PATHS,
} from '../../contracts';
import { AppError } from '../../errors';
import { cancelCustomerOrder, listCustomerOrders } from '../../repositories/customer-orders';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { announceOrderStatus } from './announce-order-status';
import { errorAnswers } from '../error-answers';

export const CANCEL_ORDER_ERRORS = {
  notFound: 'Order not found',
  notCancellable: (orderNumber: string, status: string) =>
    `Order ${orderNumber} is ${status} and can no longer be cancelled; only ${CANCELLABLE_ORDER_STATUSES.join(' or ')} orders can be cancelled`,
} as const;

/**
 * Cancel order (chat document section 7, section 4: 'Order Cancelled' in the chat after 1 s). The order
 * is cancelled and the system message stored at once; the message is emitted to the customer's room after
 * CONFIRMATION_MESSAGE_DELAY_MS, as the specification shows it, while `order-updated` goes out at once.
 */
export const cancelOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ORDER_HISTORY_PATHS.cancelOrder,
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel one of the customer\'s orders',
        description:
          'Cancels the calling customer\'s own order (`orderId` is its `_id`, `mode` its product or service mode) when it is Draft or Active: ' +
          'status Cancelled with its cancellation time, and every line\'s units back in stock (a variant\'s and its product\'s total, a package\'s, ' +
          'the product\'s own count) in the same transaction, once; answers the first page of the customer\'s orders (newest first). Stores the system ' +
          `message "${ORDER_HISTORY_MESSAGES.cancelled}" (an order-status card) and emits it to the customer ${CONFIRMATION_MESSAGE_DELAY_MS} ms later; ` +
          'emits `order-updated` to the customer and the owners at once. ' +
          `404 ORDER_NOT_FOUND "${CANCEL_ORDER_ERRORS.notFound}" for an order that is not the customer's own (or not of \`mode\`); ` +
          `409 CONFLICT "${CANCEL_ORDER_ERRORS.notCancellable('<number>', '<status>')}" for a Completed or Cancelled order. ` +
          CUSTOMER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        body: cancelOrderBodySchema,
        response: { 200: cancelOrderAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const body = request.body;
      const me = await chatCustomer(app, request, [body.customerId]);
      const outcome = await cancelCustomerOrder(
        app.db,
        { businessId: me.businessId, customerId: me.customerId, orderId: body.orderId.toLowerCase(), mode: body.mode },
        new Date(),
      );
      if (outcome.kind === 'not-found') throw AppError.notFound('ORDER_NOT_FOUND', CANCEL_ORDER_ERRORS.notFound);
      if (outcome.kind === 'not-cancellable') {
        throw new AppError(409, 'CONFLICT', CANCEL_ORDER_ERRORS.notCancellable(outcome.order.orderNumber, outcome.order.status));
      }
      const { order } = outcome;
      // its stock came back: the next listing or details must show it (as Create Order does)
      app.catalogueCache.invalidate(me.businessId);

      await announceOrderStatus(app, me, order, ORDER_HISTORY_MESSAGES.cancelled);

      const firstPage = await listCustomerOrders(app.db, me.businessId, me.customerId, {
        page: 1,
        pageSize: ORDER_HISTORY_PAGE_SIZE,
        sortBy: 'createdDate',
      });
      return { message: 'success', data: firstPage.orders };
    },
  );
};
