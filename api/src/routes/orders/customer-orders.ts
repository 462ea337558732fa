import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOrdersAnswerSchema, customerOrdersBodySchema, ORDER_HISTORY_PAGE_SIZE, ORDER_HISTORY_PATHS } from '../../contracts';
import { listCustomerOrders } from '../../repositories/customer-orders';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { errorAnswers } from '../error-answers';

/** Get customer orders (chat document section 7): the History tab's list. */
export const customerOrdersRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ORDER_HISTORY_PATHS.customerOrders,
    {
      schema: {
        tags: ['orders'],
        summary: "The customer's orders (History tab)",
        description:
          `The calling customer's orders, ${ORDER_HISTORY_PAGE_SIZE} a page (\`page\` from 1; \`size\` is the page count). \`search\` matches ` +
          'the order number, the title or a line\'s description, case-insensitively; `statusFilter` (Draft, Active, Completed, Cancelled) ' +
          'keeps one status, omitted for all; `sortBy` createdDate (newest first, default) or finalAmount (largest first). Amounts in rupees; each order carries its `totals` block (items and discount with GST, totalGst and its CGST/SGST/IGST split, shipping, total). ' +
          CUSTOMER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        body: customerOrdersBodySchema,
        response: { 200: customerOrdersAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const body = request.body;
      const me = await chatCustomer(app, request, [body.customerId]);
      const { orders, total } = await listCustomerOrders(app.db, me.businessId, me.customerId, {
        page: body.page,
        pageSize: ORDER_HISTORY_PAGE_SIZE,
        search: body.search || undefined,
        sortBy: body.sortBy,
        statusFilter: body.statusFilter,
      });
      return { message: 'success' as const, orders, size: Math.ceil(total / ORDER_HISTORY_PAGE_SIZE) };
    },
  );
};
