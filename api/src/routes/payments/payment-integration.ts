import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  manualPaymentDetailsSchema,
  manualPaymentOptionSchema,
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  paymentIntegrationAnswerSchema,
  paymentIntegrationBodySchema,
  type PaymentIntegrationData,
} from '../../contracts';
import { usableIntegration, type IntegrationRow } from '../../repositories/payments';
import { PAYMENT_ERRORS, PAYMENT_ROUTE_ERRORS, paymentCustomer } from './payment-caller';
import { errorAnswers } from '../error-answers';

/**
 * The customer-facing part of an integration: never its secrets. A manual integration's options and
 * details are read leniently: an option or detail that does not fit the contract is left out, so one
 * bad entry typed by the owner does not hide the whole sheet.
 */
export function publicIntegration(row: IntegrationRow): PaymentIntegrationData {
  const config = row.config;
  const options = row.type === 'manual' && Array.isArray(config.options) ? config.options.flatMap((o) => {
    const parsed = manualPaymentOptionSchema.safeParse(o);
    return parsed.success ? [parsed.data] : [];
  }) : [];
  const details = row.type === 'manual' ? manualPaymentDetailsSchema.safeParse({ ...emptyDetails, ...(config.details as object) }) : undefined;
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    config: { testMode: row.testMode, options, details: details?.success ? details.data : null },
  };
}

const emptyDetails = { qrCode: null, qrCodeAccountName: null, upiId: null, upiAccountName: null, phoneNumber: null, phoneNumberAccountName: null };

export const paymentIntegrationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PAYMENT_PATHS.integration,
    {
      schema: {
        tags: ['payments'],
        summary: 'Get payment integration',
        description:
          "The integration `gatewayId` of the customer's business, as the payment panels need it: type manual or online, name, " +
          'config.testMode and, for manual ones, the options (qrCode, upi, phone) and their details. Secrets never leave the server. ' +
          `409 CONFLICT "${PAYMENT_MESSAGES.notConfigured}" when the chat widget takes no payments or the gateway is not an enabled integration of the business. ` +
          PAYMENT_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        body: paymentIntegrationBodySchema,
        response: { 200: paymentIntegrationAnswerSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const me = await paymentCustomer(app, request, request.body);
      const integration = await usableIntegration(app.db, me.businessId, request.body.gatewayId.toLowerCase());
      if (!integration) throw PAYMENT_ERRORS.notConfigured();
      return { message: 'success' as const, data: publicIntegration(integration) };
    },
  );
};
