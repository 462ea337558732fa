import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationMessagesRoute } from './conversation-messages';
import { conversationsRoute } from './conversations';
import { customerDetailsRoute } from './customer-details';
import { inboxMarkReadRoute } from './mark-read';
import { orderStageRoute } from './order-stage';
import { replyRoute } from './reply';

/** The owner's chat inbox: conversations, a thread, reply, mark read, the customer beside it, their orders' stages. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(conversationsRoute);
  await app.register(conversationMessagesRoute);
  await app.register(replyRoute);
  await app.register(inboxMarkReadRoute);
  await app.register(customerDetailsRoute);
  await app.register(orderStageRoute);
};
