/**
 * Payments under concurrency and after a cancellation, over real HTTP: one milestone verified by two
 * payments at once, one attempt verified twice at once, an online payment racing the owner's manual
 * confirmation, a payment verified or confirmed after the order was cancelled, and an attempt replaced
 * by a newer one. Each time exactly one payment pays the milestone; every other captured payment is
 * refused with a 409 the shopper can read and kept as one to refund. On PostgreSQL the calls run side by
 * side on a pool of their own; on PGlite (one connection) they are serialised by nature.
 */
import { newId } from '../db/ids';
import { gatewayId } from '../payments/payment-gateway';
import { insertAttempt } from '../repositories/payments';
import { PAYMENT_REFUSALS } from '../contracts';
import { describeEachDatabase } from '../test/databases';
import { castOf, createOrder, type Cast } from '../test/people-and-orders';
import { integrationsOf } from '../routes/payments/payments-test-kit';
import { listenOnHttp, type HttpApi } from './stock-concurrency-kit';
import {
  cancelOverHttp,
  confirmOverHttp,
  ledgerOf,
  openAttempt,
  payInSandbox,
  statusCounts,
  verifyOverHttp,
  type Answer,
} from './payment-races-kit';

/** Orders raced side by side in each case, so the calls really overlap. */
const ROUNDS = 8;
/** Ports of this suite's servers, one per database kind (the suite's range is 127.0.0.1:5400-5449). */
const PORTS = { pglite: 5436, postgres: 5437 } as const;

describeEachDatabase('payments under concurrency', (ctx) => {
  let api: HttpApi;
  let cast: Cast;
  let sandboxId: string;
  const figures: string[] = [];

  beforeAll(async () => {
    cast = await castOf(ctx);
    sandboxId = (await integrationsOf(ctx, cast.demoId)).sandbox.id;
    api = await listenOnHttp(ctx, PORTS[ctx.kind], ROUNDS * 2 + 2);
  });
  afterAll(async () => {
    await api?.close();
    console.log(`[proof] payments under concurrency [${ctx.kind}]:\n  ${figures.join('\n  ')}`);
  });

  const shopper = () => cast.customerA;
  const rounds = <T>(run: (round: number) => Promise<T>) => Promise.all(Array.from({ length: ROUNDS }, (_, i) => run(i)));

  /** One answer 200, the other the 409 `message`; one paid attempt, one payment to refund. */
  async function expectOnePaidOneToRefund(orderId: string, answers: Answer[], message: string) {
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ code: 'CONFLICT', message });
    const ledger = await ledgerOf(ctx, orderId);
    expect(ledger.milestones.map((m) => m.status)).toEqual(['Paid']);
    expect(ledger.paid).toHaveLength(1);
    expect(ledger.refunds).toEqual([expect.objectContaining({ status: 'to_refund', amountPaise: ledger.milestones[0]?.amountPaise })]);
    expect(ledger.refunds[0]?.gatewayPaymentId).not.toBe(ledger.paid[0]?.gatewayPaymentId);
    return ledger;
  }

  it('two open attempts of one milestone verified at once: one pays, the other is refused and kept to refund', async () => {
    const outcomes = await rounds(async () => {
      const orderId = await createOrder(ctx, shopper());
      const [milestone] = (await ledgerOf(ctx, orderId)).milestones;
      // Two windows opened before a newer attempt replaced older ones (as attempts stored by earlier versions are).
      const open = await Promise.all(
        [0, 1].map(() =>
          insertAttempt(ctx.db, {
            id: newId(),
            businessId: cast.demoId,
            orderId,
            integrationId: sandboxId,
            customerId: shopper().id,
            amountPaise: milestone!.amountPaise,
            currency: 'INR',
            gatewayOrderId: gatewayId('order'),
            status: 'created',
            details: { kind: 'online', milestoneId: milestone!.id },
          }),
        ),
      );
      const payments = await Promise.all(open.map((a) => payInSandbox(api, a.gatewayOrderId)));
      const answers = await Promise.all(open.map((a, i) => verifyOverHttp(api, shopper(), payments[i]!, a.id)));
      await expectOnePaidOneToRefund(orderId, answers, PAYMENT_REFUSALS.alreadyPaid);
      return statusCounts(answers);
    });
    figures.push(`${ROUNDS} orders, two attempts of one milestone verified at once: ${JSON.stringify(outcomes[0])} each`);
  });

  it('one attempt verified at once with two payments: one pays, the other is refused and kept to refund', async () => {
    await rounds(async () => {
      const orderId = await createOrder(ctx, shopper());
      const attempt = await openAttempt(api, shopper(), sandboxId, orderId);
      const payments = await Promise.all([payInSandbox(api, attempt.order_id), payInSandbox(api, attempt.order_id)]);
      const answers = await Promise.all(payments.map((p) => verifyOverHttp(api, shopper(), p, attempt.paymentAttemptId)));
      await expectOnePaidOneToRefund(orderId, answers, PAYMENT_REFUSALS.alreadyPaid);
    });
    figures.push(`${ROUNDS} attempts each verified with two payments at once: one paid, one to refund each`);
  });

  it('one payment verified twice at once is one payment: both answered success, nothing to refund', async () => {
    await rounds(async () => {
      const orderId = await createOrder(ctx, shopper());
      const attempt = await openAttempt(api, shopper(), sandboxId, orderId);
      const payment = await payInSandbox(api, attempt.order_id);
      const answers = await Promise.all([0, 1].map(() => verifyOverHttp(api, shopper(), payment, attempt.paymentAttemptId)));
      expect(statusCounts(answers)).toEqual({ 200: 2 });
      const ledger = await ledgerOf(ctx, orderId);
      expect(ledger.paid).toHaveLength(1);
      expect(ledger.refunds).toEqual([]);
    });
    figures.push(`${ROUNDS} payments each verified twice at once: one paid, none to refund`);
  });

  it("an online payment racing the owner's manual confirmation pays the milestone once", async () => {
    const outcomes = await rounds(async () => {
      const orderId = await createOrder(ctx, shopper());
      const attempt = await openAttempt(api, shopper(), sandboxId, orderId);
      const payment = await payInSandbox(api, attempt.order_id);
      const [online, manual] = await Promise.all([
        verifyOverHttp(api, shopper(), payment, attempt.paymentAttemptId),
        confirmOverHttp(api, cast.owner, orderId, attempt.milestoneId),
      ]);
      expect(statusCounts([online!, manual!])).toEqual({ 200: 1, 409: 1 });
      const ledger = await ledgerOf(ctx, orderId);
      expect(ledger.milestones.map((m) => m.status)).toEqual(['Paid']);
      expect(ledger.paid).toHaveLength(1);
      // The online payment that lost took money: it is kept to refund. The owner's confirmation moved none.
      expect(ledger.refunds).toHaveLength(online!.status === 409 ? 1 : 0);
      if (online!.status === 409) expect(online!.body.message).toBe(PAYMENT_REFUSALS.alreadyPaid);
      return online!.status === 200 ? 'online' : 'manual';
    });
    figures.push(`${ROUNDS} online payments racing a manual confirmation: ${outcomes.filter((o) => o === 'online').length} won online, ${outcomes.filter((o) => o === 'manual').length} by hand`);
  });

  it('a payment verified after the order was cancelled is refused and kept to refund; the order stays Cancelled and unpaid', async () => {
    const orderId = await createOrder(ctx, shopper());
    const attempt = await openAttempt(api, shopper(), sandboxId, orderId);
    const payment = await payInSandbox(api, attempt.order_id);
    expect((await cancelOverHttp(api, shopper(), orderId)).status).toBe(200);

    const answer = await verifyOverHttp(api, shopper(), payment, attempt.paymentAttemptId);
    expect(answer).toEqual({ status: 409, body: { code: 'CONFLICT', message: PAYMENT_REFUSALS.notPayable('Cancelled') } });
    const ledger = await ledgerOf(ctx, orderId);
    expect(ledger.milestones.map((m) => m.status)).toEqual(['Pending']);
    expect(ledger.paid).toEqual([]);
    expect(ledger.refunds).toEqual([expect.objectContaining({ status: 'to_refund', reason: 'order-not-payable', gatewayPaymentId: payment.razorpay_payment_id })]);
    // The shopper's retry is the same refusal, still one payment to refund.
    expect(await verifyOverHttp(api, shopper(), payment, attempt.paymentAttemptId)).toEqual(answer);
    expect((await ledgerOf(ctx, orderId)).refunds).toHaveLength(1);
    figures.push('verify after cancel: 409, one payment to refund, order Cancelled and Pending');
  });

  it("the owner's manual confirmation of a cancelled order is refused and moves nothing", async () => {
    const orderId = await createOrder(ctx, shopper());
    const [milestone] = (await ledgerOf(ctx, orderId)).milestones;
    expect((await cancelOverHttp(api, shopper(), orderId)).status).toBe(200);
    const answer = await confirmOverHttp(api, cast.owner, orderId, milestone!.id);
    expect(answer).toEqual({ status: 409, body: { code: 'CONFLICT', message: 'This order is Cancelled and can no longer be paid' } });
    const ledger = await ledgerOf(ctx, orderId);
    expect(ledger.milestones.map((m) => m.status)).toEqual(['Pending']);
    expect(ledger.attempts).toEqual([]);
    expect(ledger.refunds).toEqual([]);
    figures.push('manual confirmation after cancel: 409, nothing paid, nothing to refund');
  });

  it('a new attempt voids the older open one: its window closes and a payment made in it is refused and kept to refund', async () => {
    const orderId = await createOrder(ctx, shopper());
    const older = await openAttempt(api, shopper(), sandboxId, orderId);
    // Paid in the old window before it was replaced: the gateway took the money.
    const lateOld = await payInSandbox(api, older.order_id);
    const newer = await openAttempt(api, shopper(), sandboxId, orderId);
    expect((await ledgerOf(ctx, orderId)).attempts.map((a) => a.status)).toEqual(['voided', 'created']);
    expect((await post404(older.order_id)).status).toBe(404);

    const old = await verifyOverHttp(api, shopper(), lateOld, older.paymentAttemptId);
    expect(old).toEqual({ status: 409, body: { code: 'CONFLICT', message: PAYMENT_REFUSALS.replaced } });
    const current = await verifyOverHttp(api, shopper(), await payInSandbox(api, newer.order_id), newer.paymentAttemptId);
    expect(current.status).toBe(200);
    const ledger = await ledgerOf(ctx, orderId);
    expect(ledger.attempts.map((a) => a.status)).toEqual(['voided', 'paid']);
    expect(ledger.refunds).toEqual([expect.objectContaining({ reason: 'attempt-voided', gatewayPaymentId: lateOld.razorpay_payment_id })]);
    figures.push('a newer attempt voids the older: old window closed, its payment 409 and to refund, the newer pays');
  });

  /** The sandbox's Approve of a gateway order (404 once its attempt is no longer open). */
  const post404 = (gatewayOrderId: string) => payInSandbox(api, gatewayOrderId).then(
    () => ({ status: 200 }),
    (error: Error) => ({ status: Number(/answered (\d+)/.exec(error.message)?.[1] ?? 0) }),
  );
});
