import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONFIRMATION_MESSAGE_DELAY_MS } from 'shared/rules';
import { CHECKOUT_MESSAGES, CHECKOUT_PATHS, createOrderAnswerSchema, createOrderBodySchema, ORDER_LIMIT_MESSAGES, ORDER_LIMITS } from '../../contracts';
import { createOrders, type WrittenOrder } from '../../workflows/create-order';
import { announceOrderStatus } from '../orders/announce-order-status';
import { ORDERS_PER_CUSTOMER, rateLimitDoc } from '../../plugins/customer-limits';
import { chatCustomer, type ChatCustomer, CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { errorAnswers } from '../error-answers';

/**
 * Tells the customer and the owners about new orders: `order-updated` at once, and one 'Order Created'
 * order-status card per order in the chat CONFIRMATION_MESSAGE_DELAY_MS later (chat spec, section 4).
 */
async function announce(app: FastifyInstance, me: ChatCustomer, created: readonly WrittenOrder[]): Promise<void> {
  for (const order of created) await announceOrderStatus(app, me, order, CHECKOUT_MESSAGES.orderCreated);
}

/** Create order (chat document section 7): one order per group, stock taken, cart cleared, in one transaction. */
export const createOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHECKOUT_PATHS.createOrder,
    {
      preHandler: app.customerLimits.orders,
      schema: {
        tags: ['orders'],
        summary: 'Create the orders of the customer\'s cart (or of Buy Now\'s line)',
        description:
          'Orders the customer\'s server cart as the server holds it; `products` (the same lines as the totals\' `products`) is sent only by Buy Now, ' +
          'whose one line is ordered instead and the cart left as it is. `deliveryAddress` is one of the customer\'s own addresses, as in the totals. ' +
          'Prices the lines on the server (a price in the request is refused: the body is strict), groups them by first dispatch point ' +
          '(a service and a non-shippable product each make their own order), takes the stock, writes the orders (Active, payment Pending, ' +
          'one Pending milestone due a day later, pipeline stages) and empties the server cart when it was the cart that was ordered, all in one transaction. ' +
          'The same `idempotencyKey` again answers the first result and makes no order. Answers `data.orderId` (the first order number) and `data.orderIds`. ' +
          `Emits \`order-updated\` at once and the "${CHECKOUT_MESSAGES.orderCreated}" card ${CONFIRMATION_MESSAGE_DELAY_MS} ms later. ` +
          `409 CONFLICT "${CHECKOUT_MESSAGES.outOfStock}: <item>" when the stock is short; 400 "${CHECKOUT_MESSAGES.addressRequired}", ` +
          `"${CHECKOUT_MESSAGES.cannotShip}", an empty cart or an address that is not the customer's own; 404 PRODUCT_NOT_FOUND for an unknown item. ` +
          `400 "${ORDER_LIMIT_MESSAGES.tooManyUnits('<item>', ORDER_LIMITS.maxUnitsPerLine)}" for a line of more units; ` +
          `409 CONFLICT "${ORDER_LIMIT_MESSAGES.tooManyUnpaid(ORDER_LIMITS.maxOpenUnpaidOrders)}" while the customer holds that many open unpaid orders. ` +
          CUSTOMER_ROUTE_ERRORS +
          rateLimitDoc(ORDERS_PER_CUSTOMER),
        security: [{ bearerAuth: [] }],
        body: createOrderBodySchema,
        response: {
          200: createOrderAnswerSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const body = request.body;
      const me = await chatCustomer(app, request, [body.customerId]);
      const outcome = await createOrders(app.db, me, body);
      // Stock was taken: this customer's next listing or details must show it (the change feed tells the
      // other processes, and this one too, but only after this answer may have been read).
      if (outcome.created.length > 0) app.catalogueCache.invalidate(me.businessId);
      await announce(app, me, outcome.created);
      return { message: 'success', data: { orderId: outcome.orderNumbers[0]!, orderIds: outcome.orderNumbers } };
    },
  );
};
