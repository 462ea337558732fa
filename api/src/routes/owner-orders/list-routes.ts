import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import {
  ORDER_DATE_UTC_OFFSET,
  OWNER_ORDERS_LIMITS as L,
  OWNER_ORDERS_MESSAGES as M,
  OWNER_ORDERS_PATHS as PATHS,
  ownerOrderAnswerSchema,
  ownerOrderQuerySchema,
  ownerOrdersAnswerSchema,
  ownerOrdersQuerySchema,
} from '../../contracts';
import { AppError } from '../../errors';
import { findOwnerOrder, listOwnerOrders } from '../../repositories/owner-orders';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';

export const OWNER_ORDERS_TAGS = { tags: ['owner orders'], security: [{ bearerAuth: [] }] };

/** What the list, its export and the order page filter by, said once for their OpenAPI descriptions. */
export const FILTERS_TEXT =
  '`status` (the order\'s: Draft, Active, Completed, Cancelled), `stage` (the last stage the order completed: Packed is packed, not shipped yet), ' +
  `\`paymentStatus\`, \`from\` and \`to\` (whole days, India time ${ORDER_DATE_UTC_OFFSET}, both included) and \`search\` (part of the order ` +
  "number, the customer's name or phone). Newest first. Only the owner's own business's orders. ";

export const orderNotFound = () => AppError.notFound('ORDER_NOT_FOUND', M.orderNotFound);

/** The owner's orders: the filtered list and one order's page. */
export const ownerOrdersListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.list,
    {
      onRequest: app.requireOwner,
      schema: {
        ...OWNER_ORDERS_TAGS,
        summary: "The business's orders, filtered and paged",
        description: `By ${FILTERS_TEXT}${L.pageSize} a \`page\`; each with its customer, the last stage done, its total in rupees and whether a manual payment awaits confirmation. ${OWNER_ROUTE_ERRORS}`,
        querystring: ownerOrdersQuerySchema,
        response: { 200: ownerOrdersAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const { page, ...filter } = request.query;
      const { orders, total } = await listOwnerOrders(app.db, businessId, filter, { page, pageSize: L.pageSize });
      return { message: 'success' as const, data: { orders, page, pageSize: L.pageSize, total } };
    },
  );

  app.get(
    PATHS.order,
    {
      onRequest: app.requireOwner,
      schema: {
        ...OWNER_ORDERS_TAGS,
        summary: 'One order of the business',
        description:
          'Its lines (unit price, GST rate and amount), totals with the GST lines, the ship-to address, the customer, payment milestones with the ' +
          "customer's waiting report, every payment attempt (UTR, the owner's decision), the stages with who completed them and when, and the " +
          `courier and tracking number once Shipped. Money in rupees. 404 ORDER_NOT_FOUND "${M.orderNotFound}" for an order not of the business. ${OWNER_ROUTE_ERRORS}`,
        querystring: ownerOrderQuerySchema,
        response: { 200: ownerOrderAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const order = await findOwnerOrder(app.db, businessId, request.query.orderId);
      if (!order) throw orderNotFound();
      return { message: 'success' as const, data: order };
    },
  );
};
