import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INBOX_PATHS, inboxReplyAnswerSchema, inboxReplyBodySchema } from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { deliverMessage } from '../chat/deliver-message';
import { checkedContent, MESSAGE_CONTENT_ERRORS } from '../chat/message-content';
import { CUSTOMER_404, inboxCustomer, OWNER_ROUTE_ERRORS } from './inbox-customer';
import { errorAnswers } from '../error-answers';

/** The owner answers a customer: stored, then emitted to the customer's room and the owners' room. */
export const replyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    INBOX_PATHS.reply,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['inbox'],
        summary: 'Reply to a customer',
        description:
          'Stores a message from the business (`sender` business, `senderId` the owner) in the customer\'s conversation, then emits it to ' +
          'the customer\'s sockets (`get-website-chat-widget-message`) and the owners\' (`inbox-message`). Text is stored trimmed ' +
          `(400 "${MESSAGE_CONTENT_ERRORS.emptyText}" when nothing is left); an attachment's \`message\` must be a URL of this business's chat ` +
          `uploads (400 "${MESSAGE_CONTENT_ERRORS.notAnUpload}"). The same \`clientMessageId\` again answers the stored message; one the ` +
          `customer already used is 409 CONFLICT. ${CUSTOMER_404} ${OWNER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        body: inboxReplyBodySchema,
        response: {
          200: inboxReplyAnswerSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const body = request.body;
      const customer = await inboxCustomer(app, owner.businessId, body.customerId);
      const content = checkedContent(body, owner.subdomain);
      const newMessage = await deliverMessage(app, {
        businessId: owner.businessId,
        customerId: customer.customerId,
        sender: 'business',
        senderId: owner.ownerId,
        ...content,
        clientMessageId: body.clientMessageId,
      });
      return { message: 'success' as const, newMessage };
    },
  );
};
