import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHECKOUT_MESSAGES, CHECKOUT_PATHS, totalsAnswerSchema, totalsBodySchema } from '../../contracts';
import { computeTotals } from '../../workflows/create-order';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { errorAnswers } from '../error-answers';

/** Totals calculation (chat document section 7; the client asks debounced 500 ms). Prices are the server's. */
export const totalsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHECKOUT_PATHS.totals,
    {
      schema: {
        tags: ['orders'],
        summary: 'Compute the totals of a cart the customer is about to order',
        description:
          'Prices every line from the catalogue (a price in the request is refused: the body is strict), groups the lines as Create Order would. ' +
          'Each of `products` is a cart line `{productId, quantity, selectedVariant, selectedPackage, itemType}` (a null choice takes the item\'s default). ' +
          'Answers, in rupees and tax-inclusive as the product page prices, subtotal (items at the struck price with GST), totalDiscount (the page\'s "You save"), ' +
          'shippingCost and total (subtotal − totalDiscount + shippingCost), totalGst (the GST within the total) with `gst {cgst, sgst, igst}` by place of supply, ' +
          '`lines` (each line\'s price with GST, in the order of `products`), isShippingAvailable and shippingIssues ' +
          `("${CHECKOUT_MESSAGES.cannotShip}"). \`deliveryAddress\` must be one of the customer's own addresses. ` +
          CUSTOMER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        body: totalsBodySchema,
        response: { 200: totalsAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = await chatCustomer(app, request, [request.body.customerId]);
      const data = await computeTotals(app.db, me, request.body);
      return { message: CHECKOUT_MESSAGES.totalsCalculated, data };
    },
  );
};
