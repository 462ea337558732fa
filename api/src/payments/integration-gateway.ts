import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentAttempts, paymentIntegrations } from '../db/schema';
import { razorpayGateway, type PaymentGateway } from './payment-gateway';
import type { PaymentSecrets } from './payment-secrets';

type Db = Pick<Database, 'select'>;
type IntegrationKeys = Pick<typeof paymentIntegrations.$inferSelect, 'id' | 'provider' | 'config' | 'secrets' | 'updatedAt'>;

/**
 * Which gateway takes an integration's payments. An online integration with the business's own Razorpay
 * keys (provider `razorpay`, a key id in `config`, a key secret in `secrets`, sealed by PaymentSecrets)
 * uses Razorpay with those keys: its secret is opened here, where the gateway is built, and nowhere else.
 * Any other integration uses the server's gateway (the sandbox, or Razorpay with RAZORPAY_KEY_ID/SECRET).
 */
export interface IntegrationGateways {
  /** The server's gateway (PAYMENT_GATEWAY): the sandbox's routes and the businesses without keys of their own. */
  readonly server: PaymentGateway;
  forIntegration(integration: IntegrationKeys): PaymentGateway;
  /** The gateway of the integration an attempt was made through (verify, refund); the server's when it is gone. */
  forAttempt(db: Db, businessId: string, attemptId: string): Promise<PaymentGateway>;
}

/** An integration's own Razorpay keys, opened; none when it has no complete pair or is not a Razorpay one. */
export function ownRazorpayKeys(integration: IntegrationKeys, secrets: PaymentSecrets): { keyId: string; keySecret: string } | null {
  const keyId = integration.config.keyId;
  const sealed = integration.secrets.keySecret;
  if (integration.provider !== 'razorpay' || typeof keyId !== 'string' || !keyId || !sealed) return null;
  return { keyId, keySecret: secrets.open(sealed) };
}

export function integrationGateways(
  server: PaymentGateway,
  secrets: PaymentSecrets,
  makeRazorpay: (keys: { keyId: string; keySecret: string }) => PaymentGateway = (keys) => razorpayGateway(keys),
): IntegrationGateways {
  // One SDK client per integration version: a save changes updatedAt, so new keys are used at once.
  // One SDK client per saved version of the keys: a save changes them (and updatedAt), so new keys are used at once.
  const built = new Map<string, PaymentGateway>();
  const forIntegration = (integration: IntegrationKeys): PaymentGateway => {
    const version = `${integration.id}:${integration.updatedAt.getTime()}:${integration.provider}:${String(integration.config.keyId)}:${integration.secrets.keySecret ?? ''}`;
    const known = built.get(version);
    if (known) return known;
    const keys = ownRazorpayKeys(integration, secrets);
    if (!keys) return server;
    if (built.size >= 500) built.clear();
    const gateway = makeRazorpay(keys);
    built.set(version, gateway);
    return gateway;
  };
  return {
    server,
    forIntegration,
    async forAttempt(db, businessId, attemptId) {
      const [row] = await db
        .select({ id: paymentIntegrations.id, provider: paymentIntegrations.provider, config: paymentIntegrations.config, secrets: paymentIntegrations.secrets, updatedAt: paymentIntegrations.updatedAt })
        .from(paymentAttempts)
        .innerJoin(paymentIntegrations, eq(paymentIntegrations.id, paymentAttempts.integrationId))
        .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.businessId, businessId)))
        .limit(1);
      return row ? forIntegration(row) : server;
    },
  };
}
