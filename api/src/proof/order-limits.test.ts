/**
 * Create Order within a small shop's limits: a line of more units than ORDER_LIMITS.maxUnitsPerLine is
 * refused with a 400 naming the item and the limit (from a Buy Now line and from the server cart alike),
 * and a customer holding ORDER_LIMITS.maxOpenUnpaidOrders open unpaid orders is refused a new one with a
 * 409 that says what to do, until one is paid or cancelled. A refusal writes nothing and takes no stock.
 * The suite prints what it tried.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { CART_PATHS, ORDER_HISTORY_PATHS, ORDER_LIMIT_MESSAGES, ORDER_LIMITS } from '../contracts';
import { orders, paymentMilestones } from '../db/schema';
import { describeEachDatabase } from '../test/databases';
import { seededSite } from '../test/fixtures';
import { createOrderCall, newKey } from '../routes/checkout/checkout-test-kit';
import { call, type Person } from '../routes/chat/chat-test-kit';
import { buyers } from './stock-concurrency-kit';
import { createReturnShop, stockCounts, type ReturnShop } from './stock-return-kit';

describeEachDatabase('order limits', (ctx) => {
  const figures: string[] = [];
  let businessId: string;
  let shop: ReturnShop;
  beforeAll(async () => {
    businessId = (await seededSite(ctx.db, 'demo')).id;
    shop = await createReturnShop(ctx.db, businessId, 1_000);
  });
  afterAll(() => console.log(`[proof] order limits [${ctx.kind}]:\n  ${figures.join('\n  ')}`));

  const max = ORDER_LIMITS.maxUnitsPerLine;
  const pots = (quantity: number) => [{ productId: shop.pickup.id, quantity, itemType: 'product' }];
  const lamps = (quantity: number) => [{ productId: shop.lamp.id, quantity, itemType: 'product' }];
  const ordersOf = async (who: Person) => ctx.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.customerId, who.id));
  const buy = (who: Person, products: unknown[], idempotencyKey = newKey()) => createOrderCall(ctx, who, { customerId: who.id, products, idempotencyKey });

  it(`refuses a line of more than ${max} units with a 400 naming the item and the limit, and takes nothing`, async () => {
    const [shopper] = await buyers(ctx, businessId, 1);
    const before = await stockCounts(ctx.db, shop);
    const over = await buy(shopper!, lamps(max + 1));
    const untracked = await buy(shopper!, pots(10_000));
    const many = await buy(shopper!, Array.from({ length: 100 }, () => pots(10_000)[0]));
    figures.push(`${max + 1} lamps: ${over.status}; 10,000 untracked pots: ${untracked.status}; 100 lines of 10,000: ${many.status}`);
    expect(over).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', message: ORDER_LIMIT_MESSAGES.tooManyUnits('Brass lamp', max) } });
    expect(untracked).toMatchObject({ status: 400, body: { message: ORDER_LIMIT_MESSAGES.tooManyUnits('Clay pot', max) } });
    expect(many.status).toBe(400);
    expect(await ordersOf(shopper!)).toEqual([]);
    expect(await stockCounts(ctx.db, shop)).toEqual(before);
    const atLimit = await buy(shopper!, lamps(max));
    expect(atLimit.status).toBe(200);
  });

  it(`refuses the server cart's line of more than ${max} units the same way`, async () => {
    const [shopper] = await buyers(ctx, businessId, 1);
    const added = await call(ctx, 'POST', CART_PATHS.add, { token: shopper!.token, body: { customerId: shopper!.id, item: { ...pots(1)[0], quantity: 5_000 } } });
    expect(added.status).toBe(200);
    const { status, body } = await createOrderCall(ctx, shopper!, { customerId: shopper!.id, idempotencyKey: newKey() });
    figures.push(`server cart of 5,000 untracked pots: ${status}`);
    expect({ status, body }).toMatchObject({ status: 400, body: { message: ORDER_LIMIT_MESSAGES.tooManyUnits('Clay pot', max) } });
    expect(await ordersOf(shopper!)).toEqual([]);
  });

  it(`refuses a new order to a customer holding ${ORDER_LIMITS.maxOpenUnpaidOrders} open unpaid orders, until one is paid or cancelled`, async () => {
    const [shopper, other] = await buyers(ctx, businessId, 2);
    const keys: string[] = [];
    for (let i = 0; i < ORDER_LIMITS.maxOpenUnpaidOrders; i += 1) {
      keys.push(newKey());
      expect((await buy(shopper!, lamps(1), keys[i])).status).toBe(200);
    }
    const before = await stockCounts(ctx.db, shop);
    const refused = await buy(shopper!, lamps(1));
    expect(refused).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: ORDER_LIMIT_MESSAGES.tooManyUnpaid(ORDER_LIMITS.maxOpenUnpaidOrders) } });
    expect(await ordersOf(shopper!)).toHaveLength(ORDER_LIMITS.maxOpenUnpaidOrders);
    expect(await stockCounts(ctx.db, shop)).toEqual(before);
    // a retried press of an earlier order still answers its order; another customer is not held back
    expect((await buy(shopper!, lamps(1), keys[0])).status).toBe(200);
    expect((await buy(other!, lamps(1))).status).toBe(200);

    // cancelling one makes room for one
    const [first] = await ordersOf(shopper!);
    const cancelled = await call(ctx, 'POST', ORDER_HISTORY_PATHS.cancelOrder, { token: shopper!.token, body: { mode: 'product', orderId: first!.id, customerId: shopper!.id } });
    expect(cancelled.status).toBe(200);
    expect((await buy(shopper!, lamps(1))).status).toBe(200);
    expect((await buy(shopper!, lamps(1))).status).toBe(409);

    // a paid order is no longer open and unpaid
    const open = (await ordersOf(shopper!)).filter((o) => o.status === 'Active').map((o) => o.id);
    await ctx.db.update(orders).set({ paymentStatus: 'Paid' }).where(inArray(orders.id, open.slice(0, 1)));
    await ctx.db.update(paymentMilestones).set({ status: 'Paid' }).where(and(inArray(paymentMilestones.orderId, open.slice(0, 1))));
    const afterPaid = await buy(shopper!, lamps(1));
    figures.push(
      `${ORDER_LIMITS.maxOpenUnpaidOrders} unpaid orders held: next ${refused.status}; after a cancel 200 then 409; after a payment ${afterPaid.status}`,
    );
    expect(afterPaid.status).toBe(200);
  });
});
