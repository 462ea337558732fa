import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import {
  OWNER_PAYMENT_SETTINGS_MESSAGES as M,
  OWNER_PAYMENT_SETTINGS_PATHS as PATHS,
  paymentSettingsAnswerSchema,
  saveManualPaymentBodySchema,
  saveOnlinePaymentBodySchema,
} from '../../contracts';
import type { Database } from '../../db/client';
import { readPaymentSettings, saveManualPayment, saveOnlinePayment } from '../../repositories/owner-payment-settings';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';

const owner = { tags: ['owner payment settings'], security: [{ bearerAuth: [] }] };
const AT_ONCE =
  "The shopper's payment sheet shows the change at once: the payment routes read the integration on every call (nothing caches it), " +
  "the answer marks the site changed (SITE_CHANGED_HEADER) so the host's server drops its cached pages, and the chat widget's payment " +
  'setting follows (it takes payments while any option is on; its selected gateway is an enabled one). ';
const NO_SECRETS = 'The answer never holds a key secret: only whether one is set (`keySecretSet`) and the last 4 characters of the key id. ';

/** The owner's payment settings: the manual sheet (UPI, phone, QR) and online payments with the business's own Razorpay keys. */
export const ownerPaymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const serverGateway = app.config.payments.gateway;
  const answer = async (businessId: string) => ({ message: 'success' as const, data: await readPaymentSettings(app.db, businessId, serverGateway) });

  app.get(
    PATHS.read,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Read the payment settings',
        description: "The owner's own business: the manual sheet's options and details, and online payments. " + NO_SECRETS + OWNER_ROUTE_ERRORS,
        response: { 200: paymentSettingsAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => answer(ownerOf(request).businessId),
  );

  app.post(
    PATHS.saveManual,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Save the manual payment sheet',
        description:
          'UPI ID (handle@psp, kept lower-case) with its payee name, phone for UPI (an Indian mobile, kept as +91 and ten digits), QR code ' +
          'image (a path the image upload answered), each option on or off; an option that is on needs its detail. The shopper\'s UPI payment ' +
          `goes to the saved UPI ID and payee. 400 VALIDATION_ERROR names the field ("upiId: …"). ${AT_ONCE}${OWNER_ROUTE_ERRORS}`,
        body: saveManualPaymentBodySchema,
        response: { 200: paymentSettingsAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      await app.db.transaction((tx) => saveManualPayment(tx as unknown as Database, businessId, request.body, new Date()));
      request.log.info({ businessId }, M.saved);
      return answer(businessId);
    },
  );

  app.post(
    PATHS.saveOnline,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Save online payments',
        description:
          "Online payments on or off, and the business's own Razorpay keys: `keyId` (rzp_test_… or rzp_live_…) with `keySecret`, stored " +
          'encrypted (AES-256-GCM with PAYMENT_SECRETS_KEY) and opened only where the gateway is called; `keySecret` left out keeps the ' +
          "stored one (for the same key id); `keyId` null removes the keys, and the server's gateway (PAYMENT_GATEWAY) takes the payments. " +
          `400 VALIDATION_ERROR names the field ("keySecret: ${M.keySecretRequired}" for a new key id without its secret). ` +
          NO_SECRETS + AT_ONCE + OWNER_ROUTE_ERRORS,
        body: saveOnlinePaymentBodySchema,
        response: { 200: paymentSettingsAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      await app.db.transaction((tx) => saveOnlinePayment(tx as unknown as Database, businessId, request.body, app.paymentSecrets, serverGateway, new Date()));
      return answer(businessId);
    },
  );
};
