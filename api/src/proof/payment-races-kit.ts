/** The payment suite's calls over real HTTP (see stock-concurrency-kit's `listenOnHttp`) and what it reads back. */
import { eq } from 'drizzle-orm';
import { ORDER_HISTORY_PATHS, PAYMENT_PATHS, SANDBOX_GATEWAY_PATHS, type InitOnlinePaymentData } from '../contracts';
import { paymentAttempts, paymentMilestones, paymentRefunds } from '../db/schema';
import type { TestContext } from '../test/databases';
import type { Person } from '../test/people-and-orders';
import type { HttpApi } from './stock-concurrency-kit';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & { message: string; code?: string };
}

export async function post<T = Record<string, unknown>>(api: HttpApi, path: string, token: string | undefined, body: unknown): Promise<Answer<T>> {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

export type GatewayPayment = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

/** The customer opens an online payment of the order's first Pending milestone. */
export async function openAttempt(api: HttpApi, person: Person, gatewayId: string, orderId: string): Promise<InitOnlinePaymentData> {
  const res = await post<{ data: InitOnlinePaymentData }>(api, PAYMENT_PATHS.initOnline, person.token, { gatewayId, customerId: person.id, subdomain: 'demo', orderId });
  if (res.status !== 200) throw new Error(`initialise answered ${res.status}: ${res.body.message}`);
  return res.body.data;
}

/** The shopper pays in the sandbox's window: a captured payment and its signature. */
export async function payInSandbox(api: HttpApi, gatewayOrderId: string): Promise<GatewayPayment> {
  const res = await post<GatewayPayment>(api, SANDBOX_GATEWAY_PATHS.approve, undefined, { order_id: gatewayOrderId });
  if (res.status !== 200) throw new Error(`the sandbox answered ${res.status}: ${res.body.message}`);
  return res.body;
}

export const verifyOverHttp = (api: HttpApi, person: Person, payment: GatewayPayment, attemptId: string) =>
  post(api, PAYMENT_PATHS.verifyOnline, person.token, { ...payment, paymentAttemptId: attemptId });

export const cancelOverHttp = (api: HttpApi, person: Person, orderId: string) =>
  post(api, ORDER_HISTORY_PATHS.cancelOrder, person.token, { mode: 'product', orderId, customerId: person.id });

export const confirmOverHttp = (api: HttpApi, owner: Person, orderId: string, milestoneId: string) =>
  post(api, PAYMENT_PATHS.manualConfirmation, owner.token, { orderId, milestoneId, action: 'confirm' });

/** What the payments of an order left behind: milestones, attempts and payments to refund. */
export async function ledgerOf(ctx: TestContext, orderId: string) {
  const milestones = await ctx.db.select().from(paymentMilestones).where(eq(paymentMilestones.orderId, orderId)).orderBy(paymentMilestones.position);
  const attempts = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.createdAt, paymentAttempts.id);
  const refunds = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  return { milestones, attempts, refunds, paid: attempts.filter((a) => a.status === 'paid') };
}

/** How many answers had each status, e.g. { 200: 1, 409: 1 }. */
export const statusCounts = (answers: readonly { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});
