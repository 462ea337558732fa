import { eq } from 'drizzle-orm';
import {
  ORDER_TRACKING_MESSAGES,
  ORDER_TRACKING_PATHS as PATHS,
  type LoginCodeErrorAnswer,
  type TrackOrderCodeAnswer,
  type TrackOrderTimelineAnswer,
} from '../../contracts';
import { newId } from '../../db/ids';
import { customers, orders } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { createOrder } from '../../test/people-and-orders';
import { newClient, post, smsOf, uniquePhoneNumber } from '../auth/auth-test-kit';

/** A customer of demo with a phone of its own, and one order of theirs with the given stages. */
async function orderOfPhone(ctx: TestContext, input: Parameters<typeof createOrder>[2] = {}) {
  const demo = await seededSite(ctx.db, 'demo');
  const phoneNumber = uniquePhoneNumber();
  const id = newId();
  await ctx.db.insert(customers).values({ id, businessId: demo.id, phoneNumber, countryCode: '+91', name: 'Meena' });
  const orderNumber = `TRK-${phoneNumber.slice(-6)}`;
  const orderId = await createOrder(ctx, { id, token: '', businessId: demo.id }, { orderNumber, ...input });
  return { phoneNumber, orderNumber, orderId };
}

const askCode = (ctx: TestContext, body: Record<string, unknown>) =>
  post<TrackOrderCodeAnswer>(ctx, PATHS.sendCode, { subdomain: 'demo', countryCode: '+91', ...body }, { client: newClient() });
const timeline = (ctx: TestContext, body: Record<string, unknown>) =>
  post<TrackOrderTimelineAnswer & LoginCodeErrorAnswer>(ctx, PATHS.timeline, { subdomain: 'demo', countryCode: '+91', ...body }, { client: newClient() });

describeEachDatabase('public order tracking', (ctx) => {
  it('sends the code to the phone that placed the order, and the code shows its timeline with the courier and tracking number', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, 20 + n, 6));
    const { phoneNumber, orderNumber, orderId } = await orderOfPhone(ctx, {
      createdAt: day(0),
      paymentStatus: 'Paid',
      stages: [{ name: 'Confirmed', completedAt: day(1) }, { name: 'Packed', completedAt: day(1) }, { name: 'Shipped', completedAt: day(2) }, { name: 'Delivered' }],
    });
    await ctx.db.update(orders).set({ shippingDetails: { courier: 'Delhivery', trackingNumber: 'DLV123456' } }).where(eq(orders.id, orderId));

    const sent = await askCode(ctx, { orderNumber, phoneNumber: ` 0${phoneNumber}` });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(ORDER_TRACKING_MESSAGES.codeSent);
    const code = smsOf(ctx.app).lastCode({ phoneNumber, subdomain: 'demo' });
    expect(code).toMatch(/^\d{6}$/);

    // the number as a shopper might type it
    const { status, body } = await timeline(ctx, { orderNumber: orderNumber.toLowerCase(), phoneNumber, otp: code });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ orderNumber, status: 'Active', cancelReason: null });
    expect(body.data.steps).toEqual([
      { name: 'Ordered', done: true, at: day(0).toISOString() },
      // the fixture marks the order paid without a milestone's time
      { name: 'Paid', done: true, at: null },
      { name: 'Confirmed', done: true, at: day(1).toISOString() },
      { name: 'Packed', done: true, at: day(1).toISOString() },
      { name: 'Shipped', done: true, at: day(2).toISOString(), courier: 'Delhivery', trackingNumber: 'DLV123456' },
      { name: 'Delivered', done: false, at: null },
    ]);
    // the code is used up: it showed this order once and logs nobody in
    expect(body).not.toHaveProperty('token');
    expect((await timeline(ctx, { orderNumber, phoneNumber, otp: code })).body.code).toBe('CODE_EXPIRED');
  });

  it('answers the same for an order of another phone and for no order, and sends nothing', async () => {
    const { orderNumber } = await orderOfPhone(ctx);
    const before = smsOf(ctx.app).sent.length;
    const stranger = uniquePhoneNumber();
    const ofOther = await askCode(ctx, { orderNumber, phoneNumber: stranger });
    const ofNone = await askCode(ctx, { orderNumber: 'NO-SUCH-ORDER', phoneNumber: uniquePhoneNumber() });
    expect([ofOther.status, ofNone.status]).toEqual([200, 200]);
    expect(ofOther.body).toEqual(ofNone.body);
    expect(smsOf(ctx.app).sent).toHaveLength(before);
  });

  it("keeps another business's orders apart", async () => {
    const { orderNumber, phoneNumber } = await orderOfPhone(ctx);
    const before = smsOf(ctx.app).sent.length;
    expect((await askCode(ctx, { orderNumber, phoneNumber, subdomain: 'sunrise' })).status).toBe(200);
    expect(smsOf(ctx.app).sent).toHaveLength(before);
  });

  it('refuses a wrong code with the tries left, and a right code for an order the phone did not place', async () => {
    const mine = await orderOfPhone(ctx);
    const theirs = await orderOfPhone(ctx);
    await askCode(ctx, { orderNumber: mine.orderNumber, phoneNumber: mine.phoneNumber });
    const code = smsOf(ctx.app).lastCode({ phoneNumber: mine.phoneNumber, subdomain: 'demo' })!;
    const wrong = ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');
    const refused = await timeline(ctx, { orderNumber: mine.orderNumber, phoneNumber: mine.phoneNumber, otp: wrong });
    expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID_CODE', attemptsLeft: 4 } });
    const other = await timeline(ctx, { orderNumber: theirs.orderNumber, phoneNumber: mine.phoneNumber, otp: code });
    expect(other).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND', message: ORDER_TRACKING_MESSAGES.notFound } });
    // still good for the phone's own order
    expect((await timeline(ctx, { orderNumber: mine.orderNumber, phoneNumber: mine.phoneNumber, otp: code })).status).toBe(200);
  });

  it('says an expired order ended unpaid', async () => {
    const { orderNumber, phoneNumber, orderId } = await orderOfPhone(ctx, { status: 'Cancelled' });
    await ctx.db.update(orders).set({ cancelReason: 'expired', cancelledAt: new Date() }).where(eq(orders.id, orderId));
    await askCode(ctx, { orderNumber, phoneNumber });
    const code = smsOf(ctx.app).lastCode({ phoneNumber, subdomain: 'demo' });
    const { body } = await timeline(ctx, { orderNumber, phoneNumber, otp: code });
    expect(body.data).toMatchObject({ status: 'Cancelled', cancelReason: 'expired', cancelledAt: expect.any(String) });
    expect(body.data.steps.filter((s) => s.done).map((s) => s.name)).toEqual(['Ordered']);
  });

  it('counts the login code limits: a second code within the countdown is refused', async () => {
    const { orderNumber, phoneNumber } = await orderOfPhone(ctx);
    expect((await askCode(ctx, { orderNumber, phoneNumber })).status).toBe(200);
    const again = await askCode(ctx, { orderNumber: 'NO-SUCH-ORDER', phoneNumber });
    expect(again.status).toBe(429);
  });
});
