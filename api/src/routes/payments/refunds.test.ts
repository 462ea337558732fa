import { eq } from 'drizzle-orm';
import { ORDER_HISTORY_PATHS, PAYMENT_PATHS, type PaymentRefund } from '../../contracts';
import { paymentRefunds } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, createOrder, type Cast, type Person } from '../../test/people-and-orders';
import { approve, initOnline, integrationsOf, verify } from './payments-test-kit';
import { REFUND_ERRORS } from './refunds';

describeEachDatabase("the owner's payments to refund", (ctx) => {
  let cast: Cast;
  let sandboxId: string;
  beforeAll(async () => {
    cast = await castOf(ctx);
    sandboxId = (await integrationsOf(ctx, cast.demoId)).sandbox.id;
  });

  const list = (token: string | undefined) => call<{ data: PaymentRefund[] }>(ctx, 'GET', PAYMENT_PATHS.refunds, { token });
  const refund = (token: string | undefined, refundId: string) => call<{ data: PaymentRefund }>(ctx, 'POST', PAYMENT_PATHS.refund, { token, body: { refundId } });

  /** The shopper pays in the sandbox, then cancels the order before the payment is verified: a payment to refund. */
  async function paidAfterCancel(person: Person = cast.customerA): Promise<{ orderId: string; refundId: string; paymentId: string }> {
    const orderId = await createOrder(ctx, person);
    const init = (await initOnline(ctx, person, sandboxId, orderId)).body.data;
    const payment = (await approve(ctx, init.order_id)).body;
    const cancelled = await call(ctx, 'POST', ORDER_HISTORY_PATHS.cancelOrder, { token: person.token, body: { mode: 'product', orderId, customerId: person.id } });
    expect(cancelled.status).toBe(200);
    expect((await verify(ctx, person.token, { ...payment, paymentAttemptId: init.paymentAttemptId })).status).toBe(409);
    const [row] = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
    return { orderId, refundId: row!.id, paymentId: payment.razorpay_payment_id };
  }

  it('lists a payment to refund with its order, customer, amount and reason, to its own owner only', async () => {
    const { orderId, refundId, paymentId } = await paidAfterCancel();
    const mine = await list(cast.owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.find((r) => r._id === refundId)).toMatchObject({
      orderId,
      orderStatus: 'Cancelled',
      customerId: cast.customerA.id,
      paymentId,
      amount: 500,
      reason: 'order-not-payable',
      status: 'to_refund',
      failureReason: null,
      gatewayRefundId: null,
      refundedAt: null,
    });
    expect(JSON.stringify((await list(cast.otherOwner.token)).body)).not.toContain(refundId);
    expect((await list(cast.customerA.token)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
  });

  it('refunds in the sandbox once: refunded with the gateway refund id, and a second press answers the same without a second refund', async () => {
    const { refundId } = await paidAfterCancel();
    const first = await refund(cast.owner.token, refundId);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ _id: refundId, status: 'refunded', failureReason: null });
    expect(first.body.data.gatewayRefundId).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(first.body.data.refundedAt).not.toBeNull();
    // The sandbox refuses a second refund of the payment: the same answer proves it was not asked again.
    const again = await refund(cast.owner.token, refundId);
    expect(again).toEqual(first);
  });

  it('two presses at once reach the gateway once', async () => {
    const { refundId } = await paidAfterCancel();
    const answers = await Promise.all([refund(cast.owner.token, refundId), refund(cast.owner.token, refundId)]);
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body.message).toBe(REFUND_ERRORS.inProgress().message);
      else expect(answer.body.data.status).toBe('refunded');
    }
    const [row] = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    expect(row).toMatchObject({ status: 'refunded', failureReason: null, refundedBy: cast.owner.id });
  });

  it("keeps the gateway's reason when a refund fails, and may be pressed again", async () => {
    const { refundId } = await paidAfterCancel();
    // A payment id the gateway does not know (a record damaged by hand, say): the sandbox refuses it.
    await ctx.db.update(paymentRefunds).set({ gatewayPaymentId: 'pay_unknown' }).where(eq(paymentRefunds.id, refundId));
    const failed = await refund(cast.owner.token, refundId);
    expect(failed).toMatchObject({ status: 200, body: { data: { status: 'failed', failureReason: 'The payment id provided is invalid', gatewayRefundId: null, refundedAt: null } } });
    const retried = await refund(cast.owner.token, refundId);
    expect(retried.body.data).toMatchObject({ status: 'failed', failureReason: 'The payment id provided is invalid' });
  });

  it.each([
    ['anonymous', (): string | undefined => undefined, 401],
    ['the customer who paid', () => cast.customerA.token, 403],
    ["another business's owner", () => cast.otherOwner.token, 404],
  ] as const)('refuses a refund by %s and changes nothing', async (_who, token, status) => {
    const { refundId } = await paidAfterCancel();
    expect((await refund(token(), refundId)).status).toBe(status);
    const [row] = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    expect(row).toMatchObject({ status: 'to_refund', refundedBy: null });
  });
});
