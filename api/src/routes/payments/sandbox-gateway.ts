import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema, SANDBOX_GATEWAY_PATHS } from '../../contracts';
import { AppError } from '../../errors';
import { gatewayId, type PaymentGateway } from '../../payments/payment-gateway';
import { businessName, findAttemptByGatewayOrder } from '../../repositories/payments';
import { SANDBOX_CHECKOUT_SCRIPT } from '../../payments/sandbox-checkout-script';
import { sandboxCheckoutPage } from '../../payments/sandbox-checkout-page';

const gatewayOrderBody = z.strictObject({ order_id: z.string().trim().regex(/^order_[A-Za-z0-9]{14}$/, 'must be a sandbox order id') });
const pageQuery = z.object({
  order_id: z.string().trim().regex(/^order_[A-Za-z0-9]{14}$/, 'must be a sandbox order id'),
  key: z.string().max(64).optional(),
  origin: z
    .string()
    .max(200)
    .refine((v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol) && new URL(v).origin === v, 'must be an http(s) origin'),
});

const orderNotFound = () => AppError.notFound('ORDER_NOT_FOUND', 'No open sandbox order has this id');

/** Razorpay's error shape, as its checkout hands `payment.failed` listeners. */
const declined = (orderId: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment declined in the sandbox',
    source: 'customer',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: orderId, payment_id: gatewayId('pay') },
  },
});

/**
 * The local sandbox gateway (PAYMENT_GATEWAY=sandbox): its checkout script and page, and the page's
 * Approve (a new `pay_…` id and the signature of `order_id|payment_id` with the sandbox's secret) and
 * Decline. Like a real gateway it takes no customer token: whoever holds the order id pays it; the
 * payment counts only once the customer's verify call checks the signature.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ gateway: PaymentGateway }> = async (app, { gateway }) => {
  app.get(SANDBOX_GATEWAY_PATHS.script, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CHECKOUT_SCRIPT),
  );

  app.get(SANDBOX_GATEWAY_PATHS.page, { schema: { hide: true, querystring: pageQuery } }, async (request, reply) => {
    const attempt = await findAttemptByGatewayOrder(app.db, request.query.order_id);
    if (!attempt || attempt.status !== 'created') throw orderNotFound();
    const nonce = randomBytes(16).toString('base64');
    const html = sandboxCheckoutPage({
      businessName: await businessName(app.db, attempt.businessId),
      amountPaise: attempt.amountPaise,
      orderId: attempt.gatewayOrderId,
      openerOrigin: request.query.origin,
      nonce,
    });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`)
      .send(html);
  });

  app.post(
    SANDBOX_GATEWAY_PATHS.approve,
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox gateway: approve a payment',
        description: 'Answers what Razorpay\'s checkout hands `handler`: a new payment id, the order id and their signature. 404 for an order id that is not an open attempt.',
        body: gatewayOrderBody,
        response: {
          200: z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() }),
          400: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const attempt = await findAttemptByGatewayOrder(app.db, request.body.order_id);
      if (!attempt || attempt.status !== 'created') throw orderNotFound();
      const paymentId = gatewayId('pay');
      return { razorpay_payment_id: paymentId, razorpay_order_id: attempt.gatewayOrderId, razorpay_signature: gateway.signatureFor(attempt.gatewayOrderId, paymentId) };
    },
  );

  app.post(
    SANDBOX_GATEWAY_PATHS.decline,
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox gateway: decline a payment',
        description: 'Answers Razorpay\'s failed-payment error for `payment.failed` listeners; nothing is stored, the order can be paid again.',
        body: gatewayOrderBody,
        response: { 200: z.object({ error: z.record(z.string(), z.unknown()) }), 400: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const attempt = await findAttemptByGatewayOrder(app.db, request.body.order_id);
      if (!attempt || attempt.status !== 'created') throw orderNotFound();
      return declined(attempt.gatewayOrderId);
    },
  );
};
