import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationsAnswerSchema, INBOX_PATHS } from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { listConversations } from '../../repositories/conversations';
import { OWNER_ROUTE_ERRORS } from './inbox-customer';
import { errorAnswers } from '../error-answers';

/** The inbox lists at most this many conversations, the most recent ones. */
export const INBOX_CONVERSATIONS_LIMIT = 200;

/** The owner's conversations, newest first, with unread counts. */
export const conversationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    INBOX_PATHS.conversations,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['inbox'],
        summary: "The owner's chat conversations",
        description:
          `The business's conversations (at most ${INBOX_CONVERSATIONS_LIMIT}), the one with the newest message first: the customer (name, ` +
          'phone), the last message, and `unreadCount`, the customer\'s messages the owner has not read. The business comes from the token. ' +
          OWNER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        response: { 200: conversationsAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const data = await listConversations(app.db, ownerOf(request).businessId, INBOX_CONVERSATIONS_LIMIT);
      return { message: 'success' as const, data };
    },
  );
};
