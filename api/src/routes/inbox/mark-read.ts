import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INBOX_PATHS, inboxMarkReadAnswerSchema, inboxMarkReadBodySchema } from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { publishRead } from '../../realtime';
import { markConversationRead } from '../../repositories/chat-messages';
import { CUSTOMER_404, inboxCustomer, OWNER_ROUTE_ERRORS } from './inbox-customer';
import { errorAnswers } from '../error-answers';

/** The owner has read a conversation: the customer's messages get their read time (the customer's read ticks). */
export const inboxMarkReadRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    INBOX_PATHS.markRead,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['inbox'],
        summary: "Mark a customer's messages read",
        description:
          'Sets the read time of the customer\'s unread messages and answers it; when any changed, `messages-read` ' +
          '`{ customerId, by: "business", readAt }` goes to the customer\'s sockets (read ticks) and the owners\' (unread counts). ' +
          `${CUSTOMER_404} ${OWNER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: inboxMarkReadBodySchema,
        response: { 200: inboxMarkReadAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const customer = await inboxCustomer(app, businessId, request.body.customerId);
      const at = new Date();
      const changed = await markConversationRead(app.db, businessId, customer.customerId, 'business', at);
      const readAt = at.toISOString();
      if (changed > 0) publishRead(app.realtime, businessId, { customerId: customer.customerId, by: 'business', readAt });
      return { message: 'success' as const, readAt };
    },
  );
};
