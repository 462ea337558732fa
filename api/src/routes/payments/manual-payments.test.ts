import { and, eq } from 'drizzle-orm';
import {
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  type AwaitingConfirmationAnswer,
  type ManualConfirmationAnswer,
  type ManualReferenceAnswer,
} from '../../contracts';
import { installedWidgets } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, createOrder, type Cast, type Person } from '../../test/people-and-orders';
import { MANUAL_CONFIRMATION_ERRORS } from './manual-confirmation';
import { paymentStateOf } from './payments-test-kit';

describeEachDatabase('manual payments: the UTR and the owner\'s confirmation', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  const report = (person: { token?: string | undefined }, orderId: string, utr = '412345678901') =>
    call<ManualReferenceAnswer>(ctx, 'POST', PAYMENT_PATHS.manualReference, { token: person.token, body: { orderId, utr } });
  const awaiting = (token: string | undefined) => call<AwaitingConfirmationAnswer>(ctx, 'GET', PAYMENT_PATHS.awaitingConfirmation, { token });
  const decide = (token: string | undefined, body: Record<string, unknown>) =>
    call<ManualConfirmationAnswer>(ctx, 'POST', PAYMENT_PATHS.manualConfirmation, { token, body });
  const milestoneOf = async (orderId: string, index = 0) => (await paymentStateOf(ctx, orderId)).milestones[index]?.id ?? '';

  describe('the customer reports a UTR', () => {
    it("records it for the first Pending milestone and lists it in the owner's inbox", async () => {
      const orderId = await createOrder(ctx, cast.customerA, { title: 'UTR order', unitPrice: 750 });
      const res = await report(cast.customerA, orderId);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ orderId, amount: 750, utr: '412345678901', status: 'awaiting', milestoneId: await milestoneOf(orderId) });
      const list = await awaiting(cast.owner.token);
      expect(list.body.data.filter((p) => p.orderId === orderId)).toEqual([expect.objectContaining({ utr: '412345678901', title: 'UTR order' })]);
      expect((await awaiting(cast.otherOwner.token)).body.data.some((p) => p.orderId === orderId)).toBe(false);
    });

    it("tells the owners' inbox at once, so its list of payments to confirm shows the new one", async () => {
      const orderId = await createOrder(ctx, cast.customerA);
      const events = jest.spyOn(ctx.app.realtime, 'toOwners');
      try {
        expect((await report(cast.customerA, orderId)).status).toBe(200);
        expect(events).toHaveBeenCalledWith(cast.demoId, 'order-updated', expect.objectContaining({ orderId, customerId: cast.customerA.id }));
      } finally {
        events.mockRestore();
      }
    });

    it('replaces a mistyped reference instead of adding a second one', async () => {
      const orderId = await createOrder(ctx, cast.customerA);
      await report(cast.customerA, orderId, '111111111111');
      await report(cast.customerA, orderId, '222222222222');
      const mine = (await awaiting(cast.owner.token)).body.data.filter((p) => p.orderId === orderId);
      expect(mine.map((p) => p.utr)).toEqual(['222222222222']);
    });

    it.each(['12345', '12345678901a', '1234567890123'])('refuses the UTR %s (12 digits)', async (utr) => {
      const orderId = await createOrder(ctx, cast.customerA);
      expect((await report(cast.customerA, orderId, utr)).status).toBe(400);
    });

    it.each([
      ['anonymous', () => ({ token: undefined }), 401],
      ["an owner's token", () => cast.owner, 403],
      ['another customer', () => cast.customerB, 404],
      ["another business's customer", () => cast.sunriseCustomer, 404],
    ] as const)('refuses %s', async (_who, person, status) => {
      const orderId = await createOrder(ctx, cast.customerA);
      expect((await report(person(), orderId)).status).toBe(status);
      expect((await paymentStateOf(ctx, orderId)).attempts).toEqual([]);
    });
  });

  describe("the owner's decision", () => {
    it('confirms: the milestone is Paid and the decision records who and when', async () => {
      const orderId = await createOrder(ctx, cast.customerA);
      await report(cast.customerA, orderId);
      const events = jest.spyOn(ctx.app.realtime, 'toCustomer');
      const res = await decide(cast.owner.token, { orderId, milestoneId: await milestoneOf(orderId), action: 'confirm', reference: 'HDFC stmt 23/11' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ milestoneStatus: 'Paid', paymentStatus: 'Paid', decidedBy: cast.owner.id });
      const state = await paymentStateOf(ctx, orderId);
      expect(state.milestones[0]).toMatchObject({ status: 'Paid', paidAt: expect.any(Date) });
      expect(state.attempts).toEqual([
        expect.objectContaining({
          status: 'paid',
          details: expect.objectContaining({ utr: '412345678901', decision: expect.objectContaining({ action: 'confirm', by: cast.owner.id, at: res.body.data.decidedAt, reference: 'HDFC stmt 23/11' }) }),
        }),
      ]);
      expect(events).toHaveBeenCalledWith(cast.demoId, cast.customerA.id, 'order-updated', expect.objectContaining({ orderId, paymentStatus: 'Paid' }));
      events.mockRestore();
      expect((await awaiting(cast.owner.token)).body.data.some((p) => p.orderId === orderId)).toBe(false);
      const twice = await decide(cast.owner.token, { orderId, milestoneId: await milestoneOf(orderId), action: 'confirm' });
      expect(twice).toMatchObject({ status: 409, body: { message: MANUAL_CONFIRMATION_ERRORS.alreadyPaid().message } });
    });

    it('confirms a milestone nobody reported (cash on delivery) with an attempt of its own', async () => {
      const orderId = await createOrder(ctx, cast.customerB);
      const res = await decide(cast.owner.token, { orderId, milestoneId: await milestoneOf(orderId), action: 'confirm' });
      expect(res.status).toBe(200);
      const state = await paymentStateOf(ctx, orderId);
      expect(state.attempts).toEqual([expect.objectContaining({ status: 'paid', details: expect.objectContaining({ kind: 'manual', decision: expect.objectContaining({ by: cast.owner.id }) }) })]);
    });

    it('rejects with a reason: the milestone stays Pending and the report leaves the list', async () => {
      const orderId = await createOrder(ctx, cast.customerA);
      await report(cast.customerA, orderId);
      const milestoneId = await milestoneOf(orderId);
      expect((await decide(cast.owner.token, { orderId, milestoneId, action: 'reject' })).status).toBe(400);
      const res = await decide(cast.owner.token, { orderId, milestoneId, action: 'reject', reason: 'No such credit in the account' });
      expect(res.body.data).toMatchObject({ milestoneStatus: 'Pending', paymentStatus: 'Pending' });
      const state = await paymentStateOf(ctx, orderId);
      expect(state.milestones[0]?.status).toBe('Pending');
      expect(state.attempts[0]).toMatchObject({ status: 'failed', details: expect.objectContaining({ decision: expect.objectContaining({ reason: 'No such credit in the account' }) }) });
      expect((await decide(cast.owner.token, { orderId, milestoneId, action: 'reject', reason: 'again' })).status).toBe(409);
    });

    it.each([
      ['anonymous', (): string | undefined => undefined, 401],
      ["a customer's token", () => cast.customerA.token, 403],
      ["another business's owner", () => cast.otherOwner.token, 404],
    ] as const)('refuses %s and changes nothing', async (_who, token, status) => {
      const orderId = await createOrder(ctx, cast.customerA);
      await report(cast.customerA, orderId);
      const before = await paymentStateOf(ctx, orderId);
      expect((await decide(token(), { orderId, milestoneId: await milestoneOf(orderId), action: 'confirm' })).status).toBe(status);
      expect(await paymentStateOf(ctx, orderId)).toEqual(before);
      if (status !== 404) expect((await awaiting(token())).status).toBe(status);
    });

    it('refuses a milestone of another order', async () => {
      const orderId = await createOrder(ctx, cast.customerA);
      const otherOrder = await createOrder(ctx, cast.customerA);
      expect((await decide(cast.owner.token, { orderId, milestoneId: await milestoneOf(otherOrder), action: 'confirm' })).status).toBe(404);
    });
  });

  it(`answers "${PAYMENT_MESSAGES.notConfigured}" when the business takes no payments`, async () => {
    const person: Person = cast.sunriseCustomer;
    const orderId = await createOrder(ctx, person);
    expect(await report(person, orderId)).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.notConfigured } });
    // Payments switched off on demo too: the demo customer hears the same.
    const [widget] = await ctx.db.select().from(installedWidgets).where(eq(installedWidgets.businessId, cast.demoId));
    if (!widget) throw new Error('demo widget missing');
    await ctx.db.update(installedWidgets).set({ settings: { ...widget.settings, payment: { isEnabled: false, selectedGatewayId: null } } }).where(and(eq(installedWidgets.id, widget.id)));
    try {
      const demoOrder = await createOrder(ctx, cast.customerA);
      expect(await report(cast.customerA, demoOrder)).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.notConfigured } });
    } finally {
      await ctx.db.update(installedWidgets).set({ settings: widget.settings }).where(eq(installedWidgets.id, widget.id));
    }
  });
});
