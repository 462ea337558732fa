import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INBOX_PATHS, inboxCustomerAnswerSchema, inboxCustomerQuerySchema } from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { listCartLines } from '../../repositories/cart-lines';
import { deliveryAddresses, latestCustomerOrders } from '../../repositories/customer-orders';
import { CUSTOMER_404, inboxCustomer, OWNER_ROUTE_ERRORS } from './inbox-customer';
import { errorAnswers } from '../error-answers';

/** The inbox shows at most this many of the customer's orders, newest first. */
export const INBOX_CUSTOMER_ORDERS_LIMIT = 20;

/** Beside the thread: who the customer is, their current cart and their orders. */
export const customerDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    INBOX_PATHS.customer,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['inbox'],
        summary: 'A customer beside their conversation',
        description:
          'The customer (name, phone), the lines of their server cart (item name, variant or package, quantity, unit price before tax in ' +
          `rupees; null when the business hides the price) and their newest orders (at most ${INBOX_CUSTOMER_ORDERS_LIMIT}) with each one's ` +
          "delivery address (`deliverTo`, null for an order without one) and each milestone's waiting UTR (`submission`) or rejection. " +
          `${CUSTOMER_404} ${OWNER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        querystring: inboxCustomerQuerySchema,
        response: { 200: inboxCustomerAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const customer = await inboxCustomer(app, businessId, request.query.customerId);
      const [cart, orders] = await Promise.all([
        listCartLines(app.db, businessId, customer.customerId),
        latestCustomerOrders(app.db, businessId, customer.customerId, INBOX_CUSTOMER_ORDERS_LIMIT),
      ]);
      const addresses = await deliveryAddresses(app.db, businessId, orders.map((order) => order._id));
      const withAddress = orders.map((order) => ({ ...order, deliverTo: addresses.get(order._id) ?? null }));
      return { message: 'success' as const, data: { customer, cart, orders: withAddress } };
    },
  );
};
