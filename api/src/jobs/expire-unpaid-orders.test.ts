/**
 * Order expiry with an injected clock: the task runs at chosen times after real orders placed through
 * Create Order, and each order expires when its business's window has passed, not before, never while a
 * reported UPI payment awaits the owner, and once (stock back once, one 'Order Expired' card).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_EXPIRY, ORDER_EXPIRY_PATHS, ORDER_HISTORY_PATHS, ORDER_UPDATE_LINES, type CustomerOrdersAnswer, type OrderExpiryAnswer } from '../contracts';
import { newId } from '../db/ids';
import { orders, paymentAttempts, paymentIntegrations, paymentMilestones } from '../db/schema';
import { describeEachDatabase } from '../test/databases';
import { createOrderCall, newKey } from '../routes/checkout/checkout-test-kit';
import { call, castOf, type Cast, type Person } from '../routes/chat/chat-test-kit';
import { cardsOf } from '../routes/orders/order-cards-test-kit';
import { buyers } from '../proof/stock-concurrency-kit';
import { createReturnShop, stockCounts, type ReturnShop } from '../proof/stock-return-kit';
import { expireUnpaidOrders } from './expire-unpaid-orders';

const MINUTE = 60_000;

describeEachDatabase('expiring unpaid orders', (ctx) => {
  let cast: Cast;
  let shop: ReturnShop;
  beforeAll(async () => {
    cast = await castOf(ctx);
    shop = await createReturnShop(ctx.db, cast.demoId, 100);
  });

  /** One lamp ordered by a new customer; answers the order row and the customer. */
  const placeOrder = async () => {
    const [shopper] = await buyers(ctx, cast.demoId, 1);
    const { status, body } = await createOrderCall(ctx, shopper!, { customerId: shopper!.id, products: [{ productId: shop.lamp.id, quantity: 2, itemType: 'product' }], idempotencyKey: newKey() });
    expect(status).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, body.data.orderId));
    return { order: order!, shopper: shopper! };
  };
  const orderNow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const runAt = (ms: number) => expireUnpaidOrders(ctx.app, new Date(ms));
  const setManualIntegrations = (enabled: boolean) =>
    ctx.db.update(paymentIntegrations).set({ isEnabled: enabled }).where(and(eq(paymentIntegrations.businessId, cast.demoId), eq(paymentIntegrations.type, 'manual')));
  const settings = (person: Person, body?: Record<string, unknown>) =>
    call<OrderExpiryAnswer>(ctx, body ? 'POST' : 'GET', ORDER_EXPIRY_PATHS.settings, { token: person.token, body });

  it('expires an order of a business taking UPI after 48 hours, not before: Cancelled as expired, its stock back, one card', async () => {
    const { order, shopper } = await placeOrder();
    const placed = order.createdAt.getTime();
    const held = await stockCounts(ctx.db, shop);

    await runAt(placed + ORDER_EXPIRY.manualDefaultMinutes * MINUTE - MINUTE);
    expect((await orderNow(order.id)).status).toBe('Active');

    const sweep = await runAt(placed + ORDER_EXPIRY.manualDefaultMinutes * MINUTE + 1);
    expect(sweep.swept).toBe(true);
    expect(sweep.expired.map((e) => e.orderId)).toContain(order.id);
    expect(await orderNow(order.id)).toMatchObject({ status: 'Cancelled', cancelReason: 'expired', stockReserved: false });
    expect((await stockCounts(ctx.db, shop)).lamp).toBe(held.lamp! + 2);

    // a later run finds nothing more to do with it
    const again = await runAt(placed + 100 * 60 * MINUTE);
    expect(again.expired.map((e) => e.orderId)).not.toContain(order.id);
    expect((await stockCounts(ctx.db, shop)).lamp).toBe(held.lamp! + 2);
    const cards = await cardsOf(ctx, shopper.id, order.id);
    expect(cards.map((c) => [c.message, c.payload])).toEqual([
      ['Order Created', expect.objectContaining({ status: 'Active' })],
      [ORDER_UPDATE_LINES.orderExpired, expect.objectContaining({ kind: 'order-status', orderId: order.id, status: 'Cancelled' })],
    ]);
    // History shows it Cancelled (the specification's status), with its reason
    const history = await call<CustomerOrdersAnswer>(ctx, 'POST', ORDER_HISTORY_PATHS.customerOrders, { token: shopper.token, body: { customerId: shopper.id, statusFilter: 'Cancelled' } });
    expect(history.body.orders.map((o) => [o._id, o.status, o.cancelReason])).toEqual([[order.id, 'Cancelled', 'expired']]);
  });

  it('never expires an order whose UPI payment the customer reported while it awaits the owner, nor a paid one', async () => {
    const reported = await placeOrder();
    const paid = await placeOrder();
    const [manual] = await ctx.db.select().from(paymentIntegrations).where(and(eq(paymentIntegrations.businessId, cast.demoId), eq(paymentIntegrations.type, 'manual')));
    const [milestone] = await ctx.db.select().from(paymentMilestones).where(eq(paymentMilestones.orderId, reported.order.id));
    await ctx.db.insert(paymentAttempts).values({
      id: newId(),
      businessId: cast.demoId,
      orderId: reported.order.id,
      integrationId: manual!.id,
      customerId: reported.shopper.id,
      amountPaise: milestone!.amountPaise,
      gatewayOrderId: `manual-${newId()}`,
      status: 'created',
      details: { kind: 'manual', milestoneId: milestone!.id, utr: '123456789012', submittedAt: reported.order.createdAt.toISOString() },
    });
    await ctx.db.update(orders).set({ paymentStatus: 'Paid' }).where(eq(orders.id, paid.order.id));
    await ctx.db.update(paymentMilestones).set({ status: 'Paid' }).where(eq(paymentMilestones.orderId, paid.order.id));

    await runAt(reported.order.createdAt.getTime() + 30 * 24 * 60 * MINUTE);
    expect((await orderNow(reported.order.id)).status).toBe('Active');
    expect((await orderNow(paid.order.id)).status).toBe('Active');
  });

  it("gives a business taking payment online only its online window, and follows the owner's change of it", async () => {
    await setManualIntegrations(false);
    try {
      const first = await placeOrder();
      const placed = first.order.createdAt.getTime();
      await runAt(placed + (ORDER_EXPIRY.onlineDefaultMinutes - 1) * MINUTE);
      expect((await orderNow(first.order.id)).status).toBe('Active');
      await runAt(placed + ORDER_EXPIRY.onlineDefaultMinutes * MINUTE + 1);
      expect((await orderNow(first.order.id)).cancelReason).toBe('expired');

      expect((await settings(cast.owner, { onlinePaymentMinutes: 10 })).body.data).toEqual({ onlinePaymentMinutes: 10, manualPaymentMinutes: ORDER_EXPIRY.manualDefaultMinutes });
      const second = await placeOrder();
      await runAt(second.order.createdAt.getTime() + 11 * MINUTE);
      expect((await orderNow(second.order.id)).cancelReason).toBe('expired');
    } finally {
      await setManualIntegrations(true);
      await settings(cast.owner, { onlinePaymentMinutes: ORDER_EXPIRY.onlineDefaultMinutes });
    }
  });

  it('restarts the clock at the latest payment attempt', async () => {
    const { order, shopper } = await placeOrder();
    const [online] = await ctx.db.select().from(paymentIntegrations).where(and(eq(paymentIntegrations.businessId, cast.demoId), eq(paymentIntegrations.type, 'online')));
    const [milestone] = await ctx.db.select().from(paymentMilestones).where(eq(paymentMilestones.orderId, order.id));
    const attemptAt = new Date(order.createdAt.getTime() + 47 * 60 * MINUTE);
    await ctx.db.insert(paymentAttempts).values({
      id: newId(),
      businessId: cast.demoId,
      orderId: order.id,
      integrationId: online!.id,
      customerId: shopper.id,
      amountPaise: milestone!.amountPaise,
      gatewayOrderId: `order_${newId()}`,
      status: 'failed',
      details: { kind: 'online', milestoneId: milestone!.id },
      createdAt: attemptAt,
      updatedAt: attemptAt,
    });
    await runAt(order.createdAt.getTime() + 49 * 60 * MINUTE);
    expect((await orderNow(order.id)).status).toBe('Active');
    await runAt(attemptAt.getTime() + ORDER_EXPIRY.manualDefaultMinutes * MINUTE + 1);
    expect((await orderNow(order.id)).cancelReason).toBe('expired');
  });

  it('keeps a cancel and the expiry from both ending an order: whichever comes second does nothing', async () => {
    const { order, shopper } = await placeOrder();
    const held = await stockCounts(ctx.db, shop);
    const cancelled = await call(ctx, 'POST', ORDER_HISTORY_PATHS.cancelOrder, { token: shopper.token, body: { mode: 'product', orderId: order.id, customerId: shopper.id } });
    expect(cancelled.status).toBe(200);
    const sweep = await runAt(order.createdAt.getTime() + 60 * 24 * 60 * MINUTE);
    expect(sweep.expired.map((e) => e.orderId)).not.toContain(order.id);
    expect(await orderNow(order.id)).toMatchObject({ status: 'Cancelled', cancelReason: 'customer' });
    expect((await stockCounts(ctx.db, shop)).lamp).toBe(held.lamp! + 2);
    expect((await cardsOf(ctx, shopper.id, order.id)).map((c) => c.message)).toEqual(['Order Created', 'Order Cancelled']);
  });

  describe("the owner's expiry times", () => {
    it('answers the defaults, takes either time within its bounds, and refuses anything else with 400', async () => {
      expect((await settings(cast.owner)).body).toEqual({
        message: 'success',
        data: { onlinePaymentMinutes: ORDER_EXPIRY.onlineDefaultMinutes, manualPaymentMinutes: ORDER_EXPIRY.manualDefaultMinutes },
      });
      for (const body of [
        { onlinePaymentMinutes: ORDER_EXPIRY.onlineMinMinutes - 1 },
        { onlinePaymentMinutes: ORDER_EXPIRY.onlineMaxMinutes + 1 },
        { manualPaymentMinutes: ORDER_EXPIRY.manualMinMinutes - 1 },
        { manualPaymentMinutes: ORDER_EXPIRY.manualMaxMinutes + 1 },
        { manualPaymentMinutes: 90.5 },
        { onlinePaymentMinutes: '30' },
        { onlinePaymentMinutes: 30, businessId: cast.sunriseId },
      ]) {
        const answer = await settings(cast.owner, body);
        expect({ body, status: answer.status, message: typeof answer.body.message }).toEqual({ body, status: 400, message: 'string' });
      }
      const changed = await settings(cast.owner, { manualPaymentMinutes: 24 * 60 });
      expect(changed.body.data).toEqual({ onlinePaymentMinutes: ORDER_EXPIRY.onlineDefaultMinutes, manualPaymentMinutes: 24 * 60 });
      // another business's owner reads and changes only their own
      expect((await settings(cast.otherOwner)).body.data.manualPaymentMinutes).toBe(ORDER_EXPIRY.manualDefaultMinutes);
      await settings(cast.owner, { manualPaymentMinutes: ORDER_EXPIRY.manualDefaultMinutes });
    });

    it('refuses a customer (403) and a caller without a token (401)', async () => {
      expect((await settings(cast.customerA)).status).toBe(403);
      expect((await call(ctx, 'GET', ORDER_EXPIRY_PATHS.settings)).status).toBe(401);
      expect((await settings(cast.customerA, { onlinePaymentMinutes: 10 })).status).toBe(403);
    });
  });

  it('lets only one of two runs at the same moment sweep (the advisory lock), and expires each order once', async () => {
    const placedOrders = [await placeOrder(), await placeOrder(), await placeOrder()];
    const at = Math.max(...placedOrders.map((p) => p.order.createdAt.getTime())) + ORDER_EXPIRY.manualDefaultMinutes * MINUTE + 1;
    const sweeps = await Promise.all([runAt(at), runAt(at)]);
    const ids = placedOrders.map((p) => p.order.id);
    const expired = sweeps.flatMap((s) => s.expired.map((e) => e.orderId)).filter((id) => ids.includes(id));
    expect(expired.sort()).toEqual([...ids].sort());
    const rows = await ctx.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((r) => r.cancelReason === 'expired')).toBe(true);
  });
});
