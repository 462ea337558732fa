import { randomInt } from 'node:crypto';
import Razorpay from 'razorpay';
import { RAZORPAY_CHECKOUT_SCRIPT_URL, SANDBOX_GATEWAY_PATHS } from '../contracts';
import type { PaymentConfig } from './payment-config';
import { paymentSignature } from './signature';

/** An order at the gateway, for an amount in paise. */
export interface GatewayOrderRequest {
  amountPaise: number;
  currency: 'INR';
  /** Our reference (the payment attempt id), shown in the gateway's dashboard. */
  receipt: string;
  notes: Record<string, string>;
}

/**
 * The one thing the payment routes know of a gateway: it creates orders, tells its public key and checkout
 * script, and signs `order_id|payment_id` with its key secret (so the routes can check a signature).
 */
export interface PaymentGateway {
  readonly name: PaymentConfig['gateway'];
  /** The public key id the checkout needs; the sandbox uses the integration's own when it has one. */
  keyIdFor(integrationConfig: Record<string, unknown>): string;
  /** Absolute (Razorpay's CDN) or a path of this API (the sandbox's own script). */
  readonly checkoutScriptUrl: string;
  createOrder(request: GatewayOrderRequest): Promise<{ id: string }>;
  /** The signature the gateway gives a successful payment of this order. */
  signatureFor(orderId: string, paymentId: string): string;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id in Razorpay's shape: a prefix and 14 letters or digits (`order_…`, `pay_…`). */
export function gatewayId(prefix: 'order' | 'pay'): string {
  let tail = '';
  for (let i = 0; i < 14; i += 1) tail += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}_${tail}`;
}

/** Key id the sandbox shows when the integration names none. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** The local gateway: orders and payments are made here, signed with the sandbox's test secret. */
export function sandboxGateway(keySecret: string): PaymentGateway {
  return {
    name: 'sandbox',
    keyIdFor: (config) => (typeof config.keyId === 'string' && config.keyId ? config.keyId : SANDBOX_KEY_ID),
    checkoutScriptUrl: SANDBOX_GATEWAY_PATHS.script,
    createOrder: async () => ({ id: gatewayId('order') }),
    signatureFor: (orderId, paymentId) => paymentSignature(orderId, paymentId, keySecret),
  };
}

/** Razorpay through its official SDK, with the configured keys (test or live). */
export function razorpayGateway(keys: { keyId: string; keySecret: string }, client?: Pick<Razorpay, 'orders'>): PaymentGateway {
  const sdk = client ?? new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    name: 'razorpay',
    keyIdFor: () => keys.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT_URL,
    createOrder: async (request) => {
      const order = await sdk.orders.create({ amount: request.amountPaise, currency: request.currency, receipt: request.receipt, notes: request.notes });
      return { id: order.id };
    },
    signatureFor: (orderId, paymentId) => paymentSignature(orderId, paymentId, keys.keySecret),
  };
}

/** The gateway the configuration chooses; the sandbox's secret comes from `sandboxSecret` (read lazily). */
export function createPaymentGateway(config: PaymentConfig, sandboxSecret: () => string): PaymentGateway {
  return config.gateway === 'razorpay' ? razorpayGateway(config.razorpay) : sandboxGateway(sandboxSecret());
}
