import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_ERRORS } from '../auth/auth-plugin';
import { globalPlugin } from './define-plugin';
import { defineRateLimit, waitText, type RateLimitSpec } from './rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers counting a customer's writes (see CUSTOMER_LIMITS); routes sharing one share its counter. */
    customerLimits: Record<keyof typeof CUSTOMER_LIMITS, preHandlerAsyncHookHandler>;
  }
}

const MINUTE = 60_000;

/**
 * The bucket of a request: who its verified token names (set by the route's onRequest check), never a
 * body field. A customer is counted within its business; an owner (the chat upload also serves the
 * inbox) in a bucket of its own.
 */
export function callerKey(request: FastifyRequest): string {
  const identity = request.identity;
  if (!identity) throw AUTH_ERRORS.noToken();
  return identity.role === 'customer' ? `${identity.businessId}:${identity.customerId}` : `owner:${identity.ownerId}`;
}

const perCaller = (name: string, max: number, timeWindowMs: number, what: string): RateLimitSpec => ({
  name,
  max,
  timeWindowMs,
  key: callerKey,
  message: (seconds) => `Too many ${what} in a short time. Please try again in ${waitText(seconds)}.`,
});

/**
 * Chat messages a customer may send: 30 a minute, typed ones and quick replies (cards) together. One
 * message every two seconds for a whole minute is beyond anyone typing, and topic cards come one per tap;
 * a script posting 200 messages in a second stops after 30 and the owner's inbox with it.
 */
export const CHAT_MESSAGES_PER_CUSTOMER = perCaller('chat-message', 30, MINUTE, 'messages sent');

/**
 * Chat attachments a customer may upload: 10 a minute. Each is picked, previewed and sent one at a
 * time, so a shopper sharing photos of a saree never gets near; a script storing files it never sends
 * is stopped here, and by the daily storage quota (upload-quota.ts) over a longer stretch.
 */
export const CHAT_UPLOADS_PER_CUSTOMER = perCaller('chat-upload', 10, MINUTE, 'files uploaded');

/**
 * Enquiries a customer may send: 10 per 10 minutes. An enquiry is a considered list of items sent
 * once, maybe corrected once or twice; each one lands in the owner's inbox as a priced card.
 */
export const ENQUIRIES_PER_CUSTOMER = perCaller('enquiry', 10, 10 * MINUTE, 'enquiries sent');

/**
 * Create Order calls a customer may make: 30 per 10 minutes. A checkout is one call (however many
 * orders its cart makes) and a retry with the same idempotency key costs one more; 30 leaves room for
 * a shopper's Buy Now after Buy Now and the widget's retries, while each call takes a lock and a
 * transaction no script may spin on.
 */
export const ORDERS_PER_CUSTOMER = perCaller('create-order', 30, 10 * MINUTE, 'order requests');

/**
 * Address adds, edits and deletes a customer may make: 30 per 10 minutes, together. A shopper fixes a
 * typo or adds a second address; a script rewriting addresses in a loop stops here.
 */
export const ADDRESS_WRITES_PER_CUSTOMER = perCaller('address-write', 30, 10 * MINUTE, 'address changes');

/** Every per-customer limit, by what it guards. */
export const CUSTOMER_LIMITS = {
  messages: CHAT_MESSAGES_PER_CUSTOMER,
  uploads: CHAT_UPLOADS_PER_CUSTOMER,
  enquiries: ENQUIRIES_PER_CUSTOMER,
  orders: ORDERS_PER_CUSTOMER,
  addressWrites: ADDRESS_WRITES_PER_CUSTOMER,
} as const;

/**
 * Decorates the app with one preHandler per limit, made once, so the routes that share a limit (send
 * message and quick reply; add, update and delete address) count in one counter, in memory as in Redis.
 * Each counts a request for its caller and refuses it with 429 RATE_LIMITED (the app's JSON error,
 * `Retry-After` set) once over. As a preHandler it runs after the token check and the body's
 * validation, so a malformed request is refused for what it is and costs no allowance, and before the
 * handler, so a refused upload's body is never read.
 */
export const customerLimitsPlugin = globalPlugin('customer-limits', async (app) => {
  const limits = Object.fromEntries(Object.entries(CUSTOMER_LIMITS).map(([what, spec]) => [what, defineRateLimit(app, spec).enforce]));
  app.decorate('customerLimits', limits as Record<keyof typeof CUSTOMER_LIMITS, preHandlerAsyncHookHandler>);
});

/** The 429 sentence of a route's documentation; `together` names the routes sharing the counter. */
export const rateLimitDoc = (spec: RateLimitSpec, together?: string) =>
  ` 429 RATE_LIMITED with Retry-After past ${spec.max} calls per ${waitText(spec.timeWindowMs / 1_000)} by the same customer${together ? ` (${together} together)` : ''}.`;
