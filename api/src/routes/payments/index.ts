import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationGateways } from '../../payments/integration-gateway';
import { createPaymentGateway } from '../../payments/payment-gateway';
import { resolveSandboxSecret } from '../../payments/sandbox-secret';
import { awaitingConfirmationRoute } from './awaiting-confirmation';
import { initOnlineRoute } from './init-online';
import { manualConfirmationRoute } from './manual-confirmation';
import { manualReferenceRoute } from './manual-reference';
import { paymentIntegrationRoute } from './payment-integration';
import { paymentMethodsRoute } from './payment-methods';
import { refundRoutes } from './refunds';
import { sandboxGatewayRoutes } from './sandbox-gateway';
import { verifyOnlineRoute } from './verify-online';

/**
 * Payments: the integration the panels show, online init and verify through the configured gateway,
 * manual references and the owner's confirmation, payments to refund and their Refund, and (PAYMENT_GATEWAY=sandbox) the local gateway itself.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = createPaymentGateway(app.config.payments, () => app.config.sandboxSecret ?? resolveSandboxSecret(app.config.dataDir));
  // A business's own Razorpay keys (saved in its payment settings) take its payments; the others use `gateway`.
  const gateways = integrationGateways(gateway, app.paymentSecrets);
  await app.register(paymentIntegrationRoute);
  await app.register(paymentMethodsRoute);
  await app.register(initOnlineRoute, { gateways });
  await app.register(verifyOnlineRoute, { gateways });
  await app.register(manualReferenceRoute);
  await app.register(awaitingConfirmationRoute);
  await app.register(manualConfirmationRoute);
  await app.register(refundRoutes, { gateways });
  if (gateway.name === 'sandbox') await app.register(sandboxGatewayRoutes, { gateway });
};
