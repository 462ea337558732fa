import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueItemsRoute } from './catalogue-items';
import { getMessagesRoute } from './get-messages';
import { markReadRoute } from './mark-read';
import { quickReplyRoute } from './quick-reply';
import { sendMessageRoute } from './send-message';
import { topicSubCategoriesRoute } from './topic-sub-categories';
import { unreadCountRoute } from './unread-count';

/** The chat widget's message, topic and catalogue calls (the upload is its own route). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getMessagesRoute);
  await app.register(sendMessageRoute);
  await app.register(quickReplyRoute);
  await app.register(markReadRoute);
  await app.register(unreadCountRoute);
  await app.register(topicSubCategoriesRoute);
  await app.register(catalogueItemsRoute);
};
