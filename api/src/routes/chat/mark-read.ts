import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_PATHS, markReadAnswerSchema, markReadBodySchema } from '../../contracts';
import { publishRead } from '../../realtime';
import { markConversationRead } from '../../repositories/chat-messages';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from './chat-customer';
import { errorAnswers } from '../error-answers';

/** The customer has read the business's messages: their read time, and a receipt to the owners' inbox. */
export const markReadRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHAT_PATHS.markRead,
    {
      schema: {
        tags: ['chat'],
        summary: "Mark the business's messages read",
        description:
          'Sets the read time of every unread business and system message of the calling customer\'s conversation and answers it; ' +
          'when any changed, the owners\' sockets receive `messages-read` `{ customerId, by: "user", readAt }`. ' +
          CUSTOMER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        body: markReadBodySchema,
        response: { 200: markReadAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const me = await chatCustomer(app, request, [request.body.customerId]);
      const at = new Date();
      const changed = await markConversationRead(app.db, me.businessId, me.customerId, 'user', at);
      const readAt = at.toISOString();
      if (changed > 0) publishRead(app.realtime, me.businessId, { customerId: me.customerId, by: 'user', readAt });
      return { message: 'success' as const, readAt };
    },
  );
};
