import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  INBOX_PATHS,
  ORDER_UPDATE_LINES,
  OWNER_ORDERS_CSV_COLUMNS,
  OWNER_ORDERS_MESSAGES,
  PAYMENT_PATHS,
  shippedLine,
  type ManualConfirmationAnswer,
} from '../../contracts';
import { customers, orders } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, type Cast } from '../../test/people-and-orders';
import { cardsOf } from '../orders/order-cards-test-kit';
import { exportCsv, listOrders, moveStage, orderPage, productOrder } from './owner-orders-test-kit';

/** An order number nobody else's test makes, to find the test's own orders among the seed's. */
const number = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex').toUpperCase()}`;

describeEachDatabase("the owner's orders", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  describe('the list', () => {
    it("lists only the owner's own business's orders, newest first, with the customer and the last stage done", async () => {
      const tag = number('OWN');
      const older = await productOrder(ctx, cast.customerA, { orderNumber: `${tag}-1`, createdAt: new Date(Date.now() - 60_000) });
      const newer = await productOrder(ctx, cast.customerB, { orderNumber: `${tag}-2` });
      const theirs = await productOrder(ctx, cast.sunriseCustomer, { orderNumber: `${tag}-3` });
      await moveStage(ctx, cast.owner, { orderId: newer.orderId, stageId: newer.stage.Confirmed, status: 'Completed' });

      const mine = await listOrders(ctx, cast.owner, { search: tag });
      expect(mine.status).toBe(200);
      expect(mine.body.data.orders.map((o) => [o._id, o.stage])).toEqual([
        [newer.orderId, 'Confirmed'],
        [older.orderId, null],
      ]);
      expect(mine.body.data).toMatchObject({ total: 2, page: 1 });
      expect(mine.body.data.orders[0]).toMatchObject({ customer: { _id: cast.customerB.id }, itemCount: 1, finalAmount: 500, awaitingConfirmation: false });

      const other = await listOrders(ctx, cast.otherOwner, { search: tag });
      expect(other.body.data.orders.map((o) => o._id)).toEqual([theirs.orderId]);
      // another business's order is not found by id either
      expect((await orderPage(ctx, cast.owner, theirs.orderId)).status).toBe(404);
    });

    it('filters by order status, stage, payment status and days, and searches the customer', async () => {
      const tag = number('FLT');
      const name = `Meera ${tag}`;
      const paid = await productOrder(ctx, cast.customerA, { orderNumber: `${tag}-P`, paymentStatus: 'Paid', createdAt: new Date('2030-03-10T20:00:00Z') });
      const packed = await productOrder(ctx, cast.customerB, { orderNumber: `${tag}-K`, createdAt: new Date('2030-03-11T05:00:00Z') });
      const cancelled = await productOrder(ctx, cast.customerA, { orderNumber: `${tag}-C`, status: 'Cancelled', createdAt: new Date('2030-03-12T05:00:00Z') });
      for (const stage of ['Confirmed', 'Packed'] as const) await moveStage(ctx, cast.owner, { orderId: packed.orderId, stageId: packed.stage[stage], status: 'Completed' });

      const ids = async (query: Record<string, string>) => (await listOrders(ctx, cast.owner, { search: tag, ...query })).body.data.orders.map((o) => o._id);
      expect(await ids({ status: 'Cancelled' })).toEqual([cancelled.orderId]);
      expect(await ids({ stage: 'Packed' })).toEqual([packed.orderId]);
      expect(await ids({ stage: 'packed' })).toEqual([packed.orderId]);
      expect(await ids({ paymentStatus: 'Paid' })).toEqual([paid.orderId]);
      // 2030-03-10T20:00Z is 11 March in India: the days are India's
      expect(await ids({ from: '2030-03-11', to: '2030-03-11' })).toEqual([packed.orderId, paid.orderId]);
      expect(await ids({ from: '2030-03-12' })).toEqual([cancelled.orderId]);
      expect(await ids({ to: '2030-03-10' })).toEqual([]);

      await ctx.db.update(customers).set({ name }).where(eq(customers.id, cast.customerB.id));

      const byName = await listOrders(ctx, cast.owner, { search: name, from: '2030-03-01' });
      expect(byName.body.data.orders.map((o) => o._id)).toEqual([packed.orderId]);
      const [phone] = await ctx.db.select({ phone: customers.phoneNumber }).from(customers).where(eq(customers.id, cast.customerB.id));
      const byPhone = await listOrders(ctx, cast.owner, { search: phone!.phone });
      expect(byPhone.body.data.orders.map((o) => o._id)).toContain(packed.orderId);
    });

    it('pages the list and refuses a backwards date range', async () => {
      const tag = number('PAG');
      for (let i = 0; i < 22; i += 1) await productOrder(ctx, cast.customerA, { orderNumber: `${tag}-${i}`, createdAt: new Date(Date.now() - i * 1000) });
      const first = await listOrders(ctx, cast.owner, { search: tag });
      const second = await listOrders(ctx, cast.owner, { search: tag, page: 2 });
      expect(first.body.data.orders).toHaveLength(20);
      expect(second.body.data.orders.map((o) => o.orderId)).toEqual([`${tag}-20`, `${tag}-21`]);
      expect(second.body.data.total).toBe(22);
      expect((await listOrders(ctx, cast.owner, { from: '2030-03-12', to: '2030-03-11' })).status).toBe(400);
      expect((await listOrders(ctx, cast.owner, { from: '2030-02-30' })).status).toBe(400);
    });

    it("refuses a customer's token and no token", async () => {
      expect((await listOrders(ctx, cast.customerA)).status).toBe(403);
      expect((await listOrders(ctx, undefined)).status).toBe(401);
    });
  });

  describe("an order's page", () => {
    it('shows lines, totals with GST lines, address, customer, payments awaiting confirmation, and stages with who and when', async () => {
      const { orderId, stage } = await productOrder(ctx, cast.customerA, { orderNumber: number('PG'), title: 'Page order' });
      const reported = await call(ctx, 'POST', PAYMENT_PATHS.manualReference, { token: cast.customerA.token, body: { orderId, utr: '412345678901' } });
      expect(reported.status).toBe(200);
      await moveStage(ctx, cast.owner, { orderId, stageId: stage.Confirmed, status: 'Completed' });

      const { status, body } = await orderPage(ctx, cast.owner, orderId);
      expect(status).toBe(200);
      const order = body.data;
      expect(order).toMatchObject({ _id: orderId, title: 'Page order', customer: { _id: cast.customerA.id }, shipment: null });
      expect(order.lines).toEqual([expect.objectContaining({ quantity: 1, unitPrice: 500, amount: 500 })]);
      expect(order.totals).toMatchObject({ total: 500, gst: expect.any(Object) });
      expect(order.attempts).toEqual([expect.objectContaining({ kind: 'manual', status: 'created', utr: '412345678901', amount: 500, decision: null })]);
      expect(order.paymentMilestones[0]?.submission).toMatchObject({ utr: '412345678901' });
      expect(order.stages.map((s) => [s.name, s.status, s.completedBy?._id ?? null])).toEqual([
        ['Confirmed', 'Completed', cast.owner.id],
        ['Packed', 'Pending', null],
        ['Shipped', 'Pending', null],
        ['Delivered', 'Pending', null],
      ]);
      expect(order.stages[0]?.completedAt).toEqual(expect.any(String));
      expect((await listOrders(ctx, cast.owner, { search: order.orderId })).body.data.orders[0]?.awaitingConfirmation).toBe(true);

      // the page's Confirm payment is the inbox's confirmation route
      const milestoneId = order.paymentMilestones[0]!._id;
      const confirmed = await call<ManualConfirmationAnswer>(ctx, 'POST', PAYMENT_PATHS.manualConfirmation, {
        token: cast.owner.token,
        body: { orderId, milestoneId, action: 'confirm' },
      });
      expect(confirmed.status).toBe(200);
      const after = (await orderPage(ctx, cast.owner, orderId)).body.data;
      expect(after.paymentStatus).toBe('Paid');
      expect(after.attempts[0]).toMatchObject({ status: 'paid', decision: { action: 'confirm' } });
    });

    it('keeps the ship-to address the order was placed with', async () => {
      const shipToAddress = { fullName: 'Asha Rao', countryCode: '+91', phone: '9876543210', addressLine1: '12 MG Road', addressLine2: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
      const { orderId } = await productOrder(ctx, cast.customerA);
      await ctx.db.update(orders).set({ shipToAddress }).where(eq(orders.id, orderId));
      expect((await orderPage(ctx, cast.owner, orderId)).body.data.shipTo).toEqual(shipToAddress);
    });
  });

  describe('stages', () => {
    it('marks Packed, refuses Shipped without courier and tracking number, then Shipped with them, and tells the customer each', async () => {
      const { orderId, stage } = await productOrder(ctx, cast.customerA);
      await moveStage(ctx, cast.owner, { orderId, stageId: stage.Confirmed, status: 'Completed' });
      expect((await moveStage(ctx, cast.owner, { orderId, stageId: stage.Packed, status: 'Completed' })).status).toBe(200);

      const bare = await moveStage(ctx, cast.owner, { orderId, stageId: stage.Shipped, status: 'Completed' });
      expect(bare.status).toBe(409);
      expect(bare.body.message).toBe(OWNER_ORDERS_MESSAGES.shipmentRequired);
      const half = await moveStage(ctx, cast.owner, { orderId, stageId: stage.Shipped, status: 'Completed', courier: 'Delhivery' });
      expect(half.status).toBe(409);
      // nor can the inbox, which has no courier form, slip past it
      const inbox = await call(ctx, 'POST', INBOX_PATHS.orderStage, { token: cast.owner.token, body: { orderId, stageId: stage.Shipped, status: 'Completed' } });
      expect(inbox.status).toBe(409);

      const shipped = await moveStage(ctx, cast.owner, { orderId, stageId: stage.Shipped, status: 'Completed', courier: ' Delhivery ', trackingNumber: 'DL1234567890' });
      expect(shipped.status).toBe(200);
      expect(shipped.body.data.shipment).toMatchObject({ courier: 'Delhivery', trackingNumber: 'DL1234567890' });
      const [row] = await ctx.db.select({ details: orders.shippingDetails }).from(orders).where(eq(orders.id, orderId));
      expect(row?.details).toMatchObject({ courier: 'Delhivery', trackingNumber: 'DL1234567890' });

      const delivered = await moveStage(ctx, cast.owner, { orderId, stageId: stage.Delivered, status: 'Completed' });
      expect(delivered.body.data.status).toBe('Completed');

      const cards = await cardsOf(ctx, cast.customerA.id, orderId);
      expect(cards.map((c) => c.message)).toEqual([
        ORDER_UPDATE_LINES.stageCompleted('Confirmed'),
        ORDER_UPDATE_LINES.stageCompleted('Packed'),
        shippedLine('Delhivery', 'DL1234567890'),
        ORDER_UPDATE_LINES.orderCompleted,
      ]);
      expect(cards.every((c) => c.senderId === cast.owner.id)).toBe(true);
    });

    it('drops the shipment when Shipped is set back, and refuses another business and a bad tracking number', async () => {
      const { orderId, stage } = await productOrder(ctx, cast.customerA);
      for (const s of [stage.Confirmed, stage.Packed]) await moveStage(ctx, cast.owner, { orderId, stageId: s, status: 'Completed' });
      await moveStage(ctx, cast.owner, { orderId, stageId: stage.Shipped, status: 'Completed', courier: 'India Post', trackingNumber: 'EE123456789IN' });
      const undone = await moveStage(ctx, cast.owner, { orderId, stageId: stage.Shipped, status: 'Pending' });
      expect(undone.status).toBe(200);
      expect(undone.body.data.shipment).toBeNull();
      expect((await cardsOf(ctx, cast.customerA.id, orderId)).at(-1)?.message).toBe(ORDER_UPDATE_LINES.stageReopened('Shipped'));

      const foreign = await moveStage(ctx, cast.otherOwner, { orderId, stageId: stage.Shipped, status: 'Completed', courier: 'X', trackingNumber: 'Y1' });
      expect(foreign.status).toBe(404);
      const formula = await moveStage(ctx, cast.owner, { orderId, stageId: stage.Shipped, status: 'Completed', courier: 'X', trackingNumber: '=HYPERLINK(1)' });
      expect(formula.status).toBe(400);
    });
  });

  describe('CSV export', () => {
    it('exports the filtered list with a header, and writes a formula-like name as text', async () => {
      const tag = number('CSV');
      await ctx.db.update(customers).set({ name: '=HYPERLINK("http://evil.test")' }).where(eq(customers.id, cast.customerB.id));
      const { orderId, stage } = await productOrder(ctx, cast.customerB, { orderNumber: `${tag}-1` });
      await productOrder(ctx, cast.customerA, { orderNumber: `${tag}-2`, status: 'Cancelled' });
      await productOrder(ctx, cast.sunriseCustomer, { orderNumber: `${tag}-3` });
      for (const s of [stage.Confirmed, stage.Packed]) await moveStage(ctx, cast.owner, { orderId, stageId: s, status: 'Completed' });
      await moveStage(ctx, cast.owner, { orderId, stageId: stage.Shipped, status: 'Completed', courier: 'Blue Dart', trackingNumber: 'BD-99' });

      const all = await exportCsv(ctx, cast.owner, { search: tag });
      expect(all.status).toBe(200);
      expect(all.type).toMatch(/^text\/csv/);
      expect(all.disposition).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = all.text.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe(OWNER_ORDERS_CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(3);
      const shipped = lines.find((l) => l.startsWith(`${tag}-1`));
      expect(shipped).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
      expect(shipped).toContain(',Shipped,');
      expect(shipped).toMatch(/,Blue Dart,BD-99$/);

      const cancelled = await exportCsv(ctx, cast.owner, { search: tag, status: 'Cancelled' });
      expect(cancelled.text.trim().split('\r\n').slice(1).map((l) => l.split(',')[0])).toEqual([`${tag}-2`]);
      expect((await exportCsv(ctx, cast.owner, { from: 'yesterday' })).status).toBe(400);
    });
  });
});
