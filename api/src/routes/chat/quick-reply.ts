import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_PATHS, newMessageAnswerSchema, quickReplyBodySchema } from '../../contracts';
import { CHAT_MESSAGES_PER_CUSTOMER, rateLimitDoc } from '../../plugins/customer-limits';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from './chat-customer';
import { cardText, COMPONENT_CARD_ERRORS, trustedCard } from './component-card';
import { deliverMessage } from './deliver-message';
import { errorAnswers } from '../error-answers';

/** Quick reply / component message (chat document section 7): the topic picked, as a card in the thread. */
export const quickReplyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHAT_PATHS.quickReply,
    {
      preHandler: app.customerLimits.messages,
      schema: {
        tags: ['chat'],
        summary: 'Send a component message (a card)',
        description:
          'Stores a `component` message with its card and emits it like a sent message. A topic card must name a topic of this ' +
          `business's chat widget (400 "${COMPONENT_CARD_ERRORS.unknownTopic('<name>')}"); an order card one of the customer's own ` +
          `orders (400 "${COMPONENT_CARD_ERRORS.unknownOrder}"). The card's details are taken from the stored topic or order, never ` +
          'from the request. An empty `message` becomes the topic name. Idempotent on `clientMessageId` like send message. ' +
          CUSTOMER_ROUTE_ERRORS +
          rateLimitDoc(CHAT_MESSAGES_PER_CUSTOMER, 'sent messages and quick replies'),
        security: [{ bearerAuth: [] }],
        body: quickReplyBodySchema,
        response: { 200: newMessageAnswerSchema, ...errorAnswers(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      const me = await chatCustomer(app, request, [body.customerId, body.senderId]);
      const payload = await trustedCard(app, me, body.payload);
      const newMessage = await deliverMessage(app, {
        businessId: me.businessId,
        customerId: me.customerId,
        sender: 'user',
        senderId: me.customerId,
        type: 'component',
        message: body.message.trim() || cardText(payload),
        caption: body.caption?.trim() || null,
        contentType: body.contentType?.trim() || null,
        clientMessageId: body.clientMessageId,
        payload,
      });
      return { message: 'success' as const, newMessage };
    },
  );
};
