import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_PATHS, messagesAnswerSchema, messagesQuerySchema } from '../../contracts';
import { listConversationMessages, toWireMessage } from '../../repositories/chat-messages';
import { latestCustomerOrders } from '../../repositories/customer-orders';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from './chat-customer';
import { errorAnswers } from '../error-answers';

/** Orders the thread shows beside its messages: the newest few. */
export const THREAD_ORDERS_LIMIT = 10;

/** Get chat messages and orders (chat document section 7): the customer's own conversation only. */
export const getMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CHAT_PATHS.messages,
    {
      schema: {
        tags: ['chat'],
        summary: "The customer's conversation and latest orders",
        description:
          'Messages of the calling customer\'s conversation, oldest first, and their newest orders (the thread shows their cards). ' +
          'With `after` (ISO time): the first `limit` messages stored from it on, for a client catching up after a reconnect (page on with ' +
          'the last one\'s `createdAt`); the bound is inclusive to the millisecond, so the message at that time comes again (merge by `_id`) ' +
          'and none stored in the same millisecond is missed. Without: the latest `limit` messages, up to `before` (inclusive) when given. ' +
          '`limit` is 1-100 (default 100). ' +
          CUSTOMER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        querystring: messagesQuerySchema,
        response: { 200: messagesAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { customerId, after, before, limit } = request.query;
      const me = await chatCustomer(app, request, [customerId]);
      const rows = await listConversationMessages(app.db, me.businessId, me.customerId, {
        after: after ? new Date(after) : undefined,
        before: before ? new Date(before) : undefined,
        limit,
      });
      const orders = await latestCustomerOrders(app.db, me.businessId, me.customerId, THREAD_ORDERS_LIMIT);
      return { message: 'success' as const, messages: rows.map(toWireMessage), orders };
    },
  );
};
