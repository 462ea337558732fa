import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_PATHS, newMessageAnswerSchema, sendMessageBodySchema } from '../../contracts';
import { CHAT_MESSAGES_PER_CUSTOMER, rateLimitDoc } from '../../plugins/customer-limits';
import { businessSubdomain } from '../../repositories/chat-widget';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from './chat-customer';
import { deliverMessage } from './deliver-message';
import { checkedContent, MESSAGE_CONTENT_ERRORS } from './message-content';
import { errorAnswers } from '../error-answers';

/** Send message (chat document section 7): text, or an uploaded image, file or voice note. */
export const sendMessageRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHAT_PATHS.sendMessage,
    {
      preHandler: app.customerLimits.messages,
      schema: {
        tags: ['chat'],
        summary: 'Send a message to the business',
        description:
          'Stores the message in the calling customer\'s conversation, then emits it to the customer\'s sockets ' +
          '(`get-website-chat-widget-message`) and the owners\' inbox (`inbox-message`). `text`: stored trimmed; ' +
          `400 "${MESSAGE_CONTENT_ERRORS.emptyText}" when nothing is left. \`image\` / \`file\` / \`audio\`: \`message\` is the URL the chat ` +
          `upload answered (\`/uploads/<subdomain>/chat-widget/images/...\` or \`.../chat-widget/document/...\` of this business), else 400 "${MESSAGE_CONTENT_ERRORS.notAnUpload}". ` +
          'Idempotent: the same `clientMessageId` again stores nothing and answers the stored message. ' +
          CUSTOMER_ROUTE_ERRORS +
          rateLimitDoc(CHAT_MESSAGES_PER_CUSTOMER, 'sent messages and quick replies'),
        security: [{ bearerAuth: [] }],
        body: sendMessageBodySchema,
        response: { 200: newMessageAnswerSchema, ...errorAnswers(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      const me = await chatCustomer(app, request, [body.customerId, body.senderId]);
      // Only an attachment's URL is checked against the business's uploads: a text costs no look-up.
      const subdomain = body.type === 'text' ? '' : ((await businessSubdomain(app.db, me.businessId)) ?? '');
      const content = checkedContent(body, subdomain);
      const newMessage = await deliverMessage(app, {
        businessId: me.businessId,
        customerId: me.customerId,
        sender: 'user',
        senderId: me.customerId,
        ...content,
        clientMessageId: body.clientMessageId,
      });
      return { message: 'success' as const, newMessage };
    },
  );
};
