import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_PATHS, paymentMethodsAnswerSchema, paymentMethodsBodySchema } from '../../contracts';
import { readCodSettings } from '../../repositories/cash-on-delivery';
import { usableIntegrations } from '../../repositories/payments';
import { PAYMENT_ROUTE_ERRORS, paymentCustomer } from './payment-caller';
import { errorAnswers } from '../error-answers';

/**
 * The ways a customer may pay: the widget's selected gateway and the business's other enabled
 * integrations, so an order can be paid by UPI to the business or online when the business offers both.
 */
export const paymentMethodsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PAYMENT_PATHS.methods,
    {
      schema: {
        tags: ['payments'],
        summary: 'List payment methods',
        description:
          "The enabled payment integrations of the customer's business (id, type manual or online, name, and whether it is the chat widget's " +
          'selected gateway), the selected one first; an empty list when the widget takes no payments. Beyond the specification, which shows ' +
          'only the selected gateway. `cashOnDelivery`: whether the shop offers cash on delivery and its limit (whole rupees): the checkout offers it for an order ' +
          'whose total is within the limit, and the server refuses it otherwise. ' +
          PAYMENT_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        body: paymentMethodsBodySchema,
        response: { 200: paymentMethodsAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const me = await paymentCustomer(app, request, request.body);
      const [{ rows, selectedId }, cashOnDelivery] = await Promise.all([usableIntegrations(app.db, me.businessId), readCodSettings(app.db, me.businessId)]);
      return {
        message: 'success' as const,
        data: rows.map((row) => ({ _id: row.id, type: row.type, name: row.name, selected: row.id === selectedId })),
        cashOnDelivery,
      };
    },
  );
};
