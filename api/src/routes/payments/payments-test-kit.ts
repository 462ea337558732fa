/** Test helpers for the payment routes: the demo site's integrations, the sandbox secret and calls. */
import { and, eq } from 'drizzle-orm';
import { PAYMENT_PATHS, SANDBOX_GATEWAY_PATHS, type InitOnlinePaymentAnswer } from '../../contracts';
import { paymentIntegrations, paymentMilestones, paymentAttempts, orders } from '../../db/schema';
import { paymentSignature } from '../../payments/signature';
import { resolveSandboxSecret } from '../../payments/sandbox-secret';
import type { TestContext } from '../../test/databases';
import { TEST_ENV } from '../../test/test-env';
import { call, type Person } from '../../test/people-and-orders';

export async function integrationsOf(ctx: TestContext, businessId: string) {
  const rows = await ctx.db.select().from(paymentIntegrations).where(eq(paymentIntegrations.businessId, businessId));
  const manual = rows.find((r) => r.provider === 'manual');
  const sandbox = rows.find((r) => r.provider === 'razorpay-sandbox');
  if (!manual || !sandbox) throw new Error('the demo seed lost its payment integrations');
  return { manual, sandbox };
}

/** The sandbox's key secret, as the test app resolves it. */
export function sandboxSecret(): string {
  const root = process.env[TEST_ENV.root];
  if (!root) throw new Error('run through jest');
  return resolveSandboxSecret(root);
}

export const signed = (orderId: string, paymentId: string, secret = sandboxSecret()) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: paymentSignature(orderId, paymentId, secret),
});

export function initOnline(ctx: TestContext, person: Person, gatewayId: string, orderId: string, overrides: Record<string, unknown> = {}) {
  return call<InitOnlinePaymentAnswer>(ctx, 'POST', PAYMENT_PATHS.initOnline, {
    token: person.token,
    body: { gatewayId, customerId: person.id, subdomain: 'demo', orderId, ...overrides },
  });
}

export function verify(ctx: TestContext, token: string | undefined, body: Record<string, unknown>) {
  return call(ctx, 'POST', PAYMENT_PATHS.verifyOnline, { token, body });
}

/** What the sandbox's Approve button answers (the checkout hands it to `handler`). */
export async function approve(ctx: TestContext, gatewayOrderId: string) {
  return call<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>(ctx, 'POST', SANDBOX_GATEWAY_PATHS.approve, {
    body: { order_id: gatewayOrderId },
  });
}

/** Everything a payment may change: the order's paymentStatus, its milestones and its attempts. */
export async function paymentStateOf(ctx: TestContext, orderId: string) {
  const [order] = await ctx.db.select({ paymentStatus: orders.paymentStatus, updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, orderId));
  const milestones = await ctx.db
    .select({ id: paymentMilestones.id, status: paymentMilestones.status, paidAt: paymentMilestones.paidAt })
    .from(paymentMilestones)
    .where(eq(paymentMilestones.orderId, orderId))
    .orderBy(paymentMilestones.position);
  const attempts = await ctx.db
    .select({ id: paymentAttempts.id, status: paymentAttempts.status, paymentId: paymentAttempts.gatewayPaymentId, details: paymentAttempts.details, updatedAt: paymentAttempts.updatedAt })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId)))
    .orderBy(paymentAttempts.createdAt, paymentAttempts.id);
  return { order, milestones, attempts };
}
