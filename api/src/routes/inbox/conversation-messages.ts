import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INBOX_PATHS, inboxMessagesAnswerSchema, inboxMessagesQuerySchema } from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { listConversationMessages, toWireMessage } from '../../repositories/chat-messages';
import { CUSTOMER_404, inboxCustomer, OWNER_ROUTE_ERRORS } from './inbox-customer';
import { errorAnswers } from '../error-answers';

/** The messages of one conversation of the owner's business. */
export const conversationMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    INBOX_PATHS.messages,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['inbox'],
        summary: 'The messages of one conversation',
        description:
          'Oldest first. With `after` (ISO time): the first `limit` messages stored from it on, inclusive to the millisecond (catch-up after ' +
          'a reconnect; merge by `_id`); without: the latest `limit`, up to `before` (inclusive) when given. ' +
          `${CUSTOMER_404} ${OWNER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        querystring: inboxMessagesQuerySchema,
        response: { 200: inboxMessagesAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const { customerId, after, before, limit } = request.query;
      const customer = await inboxCustomer(app, businessId, customerId);
      const rows = await listConversationMessages(app.db, businessId, customer.customerId, {
        after: after ? new Date(after) : undefined,
        before: before ? new Date(before) : undefined,
        limit,
      });
      return { message: 'success' as const, messages: rows.map(toWireMessage) };
    },
  );
};
