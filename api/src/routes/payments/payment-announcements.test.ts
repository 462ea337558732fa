import { ORDER_UPDATE_LINES, PAYMENT_PATHS } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, createOrder, type Cast } from '../../test/people-and-orders';
import { cardsOf } from '../orders/order-cards-test-kit';
import { approve, initOnline, integrationsOf, paymentStateOf, verify } from './payments-test-kit';

describeEachDatabase("a paid or refused payment is said in the customer's chat", (ctx) => {
  let cast: Cast;
  let gateways: Awaited<ReturnType<typeof integrationsOf>>;
  beforeAll(async () => {
    cast = await castOf(ctx);
    gateways = await integrationsOf(ctx, cast.demoId);
  });

  const report = (orderId: string, utr = '412345678901') =>
    call(ctx, 'POST', PAYMENT_PATHS.manualReference, { token: cast.customerA.token, body: { orderId, utr } });
  const decide = (token: string | undefined, body: Record<string, unknown>) => call(ctx, 'POST', PAYMENT_PATHS.manualConfirmation, { token, body });
  const milestoneOf = async (orderId: string) => (await paymentStateOf(ctx, orderId)).milestones[0]?.id ?? '';

  it(`says "${ORDER_UPDATE_LINES.paymentReceived}" once when the owner confirms, with the owner as who`, async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    await report(orderId);
    const milestoneId = await milestoneOf(orderId);
    expect((await decide(cast.owner.token, { orderId, milestoneId, action: 'confirm' })).status).toBe(200);
    expect((await decide(cast.owner.token, { orderId, milestoneId, action: 'confirm' })).status).toBe(409);
    expect(await cardsOf(ctx, cast.customerA.id, orderId)).toEqual([
      expect.objectContaining({ message: ORDER_UPDATE_LINES.paymentReceived, sender: 'system', senderId: cast.owner.id, payload: expect.objectContaining({ kind: 'order-status', orderId }) }),
    ]);
  });

  it("says the payment was not confirmed, with the owner's reason", async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    await report(orderId);
    const milestoneId = await milestoneOf(orderId);
    const events = jest.spyOn(ctx.app.realtime, 'toCustomer');
    expect((await decide(cast.owner.token, { orderId, milestoneId, action: 'reject', reason: 'No such credit in the account' })).status).toBe(200);
    expect(events).toHaveBeenCalledWith(cast.demoId, cast.customerA.id, 'order-updated', expect.objectContaining({ orderId, paymentStatus: 'Pending' }));
    events.mockRestore();
    // Reported again and refused again: a card for each refusal.
    await report(orderId, '999999999999');
    await decide(cast.owner.token, { orderId, milestoneId, action: 'reject', reason: 'Wrong amount' });
    expect((await cardsOf(ctx, cast.customerA.id, orderId)).map((c) => c.message)).toEqual([
      ORDER_UPDATE_LINES.paymentNotConfirmed('No such credit in the account'),
      ORDER_UPDATE_LINES.paymentNotConfirmed('Wrong amount'),
    ]);
  });

  it('says nothing when the decision is refused', async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    await report(orderId);
    const milestoneId = await milestoneOf(orderId);
    expect((await decide(cast.otherOwner.token, { orderId, milestoneId, action: 'confirm' })).status).toBe(404);
    expect((await decide(cast.customerA.token, { orderId, milestoneId, action: 'confirm' })).status).toBe(403);
    expect(await cardsOf(ctx, cast.customerA.id, orderId)).toEqual([]);
  });

  it(`says "${ORDER_UPDATE_LINES.paymentReceived}" once for an online payment verified twice`, async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    const init = (await initOnline(ctx, cast.customerA, gateways.sandbox.id, orderId)).body.data;
    const approved = await approve(ctx, init.order_id);
    const body = { ...approved.body, paymentAttemptId: init.paymentAttemptId };
    expect((await verify(ctx, cast.customerA.token, body)).status).toBe(200);
    expect((await verify(ctx, cast.customerA.token, body)).status).toBe(200);
    const cards = await cardsOf(ctx, cast.customerA.id, orderId);
    expect(cards).toEqual([expect.objectContaining({ message: ORDER_UPDATE_LINES.paymentReceived, senderId: null })]);
  });

  it('says nothing for a refused signature', async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    const init = (await initOnline(ctx, cast.customerA, gateways.sandbox.id, orderId)).body.data;
    const approved = await approve(ctx, init.order_id);
    const forged = { ...approved.body, razorpay_signature: '0'.repeat(64), paymentAttemptId: init.paymentAttemptId };
    expect((await verify(ctx, cast.customerA.token, forged)).status).toBe(400);
    expect(await cardsOf(ctx, cast.customerA.id, orderId)).toEqual([]);
  });
});
