import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_PATHS, unreadCountAnswerSchema, unreadCountQuerySchema } from '../../contracts';
import { countUnread } from '../../repositories/chat-messages';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from './chat-customer';
import { errorAnswers } from '../error-answers';

/**
 * The customer's unread count, for the chat badge of a page that has not loaded the chat: one number
 * instead of the whole thread.
 */
export const unreadCountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CHAT_PATHS.unreadCount,
    {
      schema: {
        tags: ['chat'],
        summary: "The customer's unread messages",
        description:
          "How many of the business's and the system's messages of the calling customer's conversation are not read yet " +
          '(the chat badge of a page without the chat widget; `mark_read` brings it to 0). ' +
          CUSTOMER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        querystring: unreadCountQuerySchema,
        response: { 200: unreadCountAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const me = await chatCustomer(app, request, [request.query.customerId]);
      const unreadCount = await countUnread(app.db, me.businessId, me.customerId, 'user');
      return { message: 'success' as const, unreadCount };
    },
  );
};
