import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENQUIRY_PATHS, newMessageAnswerSchema, sendEnquiryBodySchema } from '../../contracts';
import { ENQUIRIES_PER_CUSTOMER, rateLimitDoc } from '../../plugins/customer-limits';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { deliverMessage } from '../chat/deliver-message';
import { enquiryCardOf, enquiryText } from './enquiry-card';
import { errorAnswers } from '../error-answers';

/** Send enquiry request (chat document: enquiry request view): the stored enquiry, posted to the chat as a card. */
export const sendEnquiryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ENQUIRY_PATHS.send,
    {
      preHandler: app.customerLimits.enquiries,
      schema: {
        tags: ['chat'],
        summary: 'Send an enquiry request to the business',
        description:
          'Reads every named item from this business\'s published catalogue (404 PRODUCT_NOT_FOUND for an item that is unknown, ' +
          'of another business, unpublished or of another item type; 400 for a variant or package that is not the item\'s; ' +
          'without one, the item\'s default variant and package) and stores ONE `component` message from the customer with an ' +
          '`enquiry` card: each line\'s name, first image, choice and quantity and, only when `withPrice` is true, its price with ' +
          'tax and the total of the priced lines. A price the business hides (`priceVisible: false`) is null and never sent. ' +
          'The request names items only; a price or name in it is refused (strict body, 400). The message is emitted like a sent ' +
          'message: to the customer\'s sockets (`get-website-chat-widget-message`) and the owners\' inbox (`inbox-message`). ' +
          'Idempotent: the same `clientMessageId` again stores nothing and answers the stored message. ' +
          CUSTOMER_ROUTE_ERRORS +
          rateLimitDoc(ENQUIRIES_PER_CUSTOMER),
        security: [{ bearerAuth: [] }],
        body: sendEnquiryBodySchema,
        response: { 200: newMessageAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      const me = await chatCustomer(app, request, [body.customerId]);
      const card = await enquiryCardOf(app.db, me.businessId, body.withPrice, body.items);
      const newMessage = await deliverMessage(app, {
        businessId: me.businessId,
        customerId: me.customerId,
        sender: 'user',
        senderId: me.customerId,
        type: 'component',
        message: enquiryText(card),
        clientMessageId: body.clientMessageId,
        payload: card,
      });
      return { message: 'success' as const, newMessage };
    },
  );
};
