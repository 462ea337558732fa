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

/** A refund of a captured payment, in full (what it paid was not payable here). */
export interface GatewayRefundRequest {
  paymentId: string;
  amountPaise: number;
  /** Our reference (the refund record id), shown in the gateway's dashboard. */
  receipt: string;
}

/** The gateway refused or could not take a refund; `message` is its reason, kept for the owner. */
export class GatewayRefundError extends Error {
  override name = 'GatewayRefundError';
}

/**
 * The one thing the payment routes know of a gateway: it creates orders, tells its public key and checkout
 * script, signs `order_id|payment_id` with its key secret (so the routes can check a signature) and
 * refunds a captured payment.
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
  /** Refunds the payment; answers the gateway's refund id, or throws GatewayRefundError with its reason. */
  refund(request: GatewayRefundRequest): Promise<{ id: string }>;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id in Razorpay's shape: a prefix and 14 letters or digits (`order_…`, `pay_…`). */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd'): string {
  let tail = '';
  for (let i = 0; i < 14; i += 1) tail += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}_${tail}`;
}

/** Key id the sandbox shows when the integration names none. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** Razorpay's answer to a second refund of a payment refunded in full. */
export const FULLY_REFUNDED = 'The payment has been fully refunded already';

/**
 * The local gateway: orders and payments are made here, signed with the sandbox's test secret. Its
 * refunds are its own state (in this process, like a gateway's ledger): a payment refunded once is
 * refused a second time, as Razorpay refuses it.
 */
export function sandboxGateway(keySecret: string): PaymentGateway {
  const refunded = new Map<string, string>();
  return {
    name: 'sandbox',
    keyIdFor: (config) => (typeof config.keyId === 'string' && config.keyId ? config.keyId : SANDBOX_KEY_ID),
    checkoutScriptUrl: SANDBOX_GATEWAY_PATHS.script,
    createOrder: async () => ({ id: gatewayId('order') }),
    signatureFor: (orderId, paymentId) => paymentSignature(orderId, paymentId, keySecret),
    refund: async ({ paymentId, amountPaise }) => {
      if (!/^pay_[A-Za-z0-9]{14}$/.test(paymentId) || amountPaise <= 0) throw new GatewayRefundError('The payment id provided is invalid');
      if (refunded.has(paymentId)) throw new GatewayRefundError(FULLY_REFUNDED);
      const id = gatewayId('rfnd');
      refunded.set(paymentId, id);
      return { id };
    },
  };
}

/** What the Razorpay SDK rejects with: `{ statusCode, error: { description } }` from the API, or a plain Error (network). */
function razorpayReason(error: unknown): string {
  const described = (error as { error?: { description?: unknown } } | null)?.error?.description;
  if (typeof described === 'string' && described) return described;
  return 'Razorpay could not be reached; try again';
}

/** Razorpay through its official SDK, with the configured keys (test or live). */
export function razorpayGateway(keys: { keyId: string; keySecret: string }, client?: Pick<Razorpay, 'orders' | 'payments'>): PaymentGateway {
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
    // POST /v1/payments/:id/refund with the key id and secret (basic auth), as the SDK sends it.
    refund: async ({ paymentId, amountPaise, receipt }) => {
      try {
        const refund = await sdk.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', receipt, notes: { reason: 'paid nothing: already paid or no longer payable' } });
        return { id: refund.id };
      } catch (error) {
        throw new GatewayRefundError(razorpayReason(error));
      }
    },
  };
}

/** The gateway the configuration chooses; the sandbox's secret comes from `sandboxSecret` (read lazily). */
export function createPaymentGateway(config: PaymentConfig, sandboxSecret: () => string): PaymentGateway {
  return config.gateway === 'razorpay' ? razorpayGateway(config.razorpay) : sandboxGateway(sandboxSecret());
}
