/**
 * Stock comes back when an order ends unpaid: the customer's cancel gives every line's units back (the
 * variant's and the product's total, a package's, the product's own count) in the cancel's own
 * transaction, exactly once, and leaves untracked items uncounted. The suite prints what it checked.
 */
import { ORDER_HISTORY_PATHS, type CancelOrderAnswer } from '../contracts';
import { orders } from '../db/schema';
import { inArray } from 'drizzle-orm';
import { describeEachDatabase } from '../test/databases';
import { seededSite } from '../test/fixtures';
import { createOrderCall, newKey } from '../routes/checkout/checkout-test-kit';
import { call, type Person } from '../routes/chat/chat-test-kit';
import { buyers } from './stock-concurrency-kit';
import { createReturnShop, everyItem, fullCounts, stockCounts, type ReturnShop } from './stock-return-kit';

describeEachDatabase('stock returned by a cancel', (ctx) => {
  const figures: string[] = [];
  let shopper: Person;
  let businessId: string;
  beforeAll(async () => {
    businessId = (await seededSite(ctx.db, 'demo')).id;
    shopper = (await buyers(ctx, businessId, 1))[0]!;
  });
  afterAll(() => console.log(`[proof] stock returned by a cancel [${ctx.kind}]:\n  ${figures.join('\n  ')}`));

  const orderAll = async (shop: ReturnShop, quantity = 1) => {
    const { status, body } = await createOrderCall(ctx, shopper, { customerId: shopper.id, products: everyItem(shop, quantity), idempotencyKey: newKey() });
    expect(status).toBe(200);
    return ctx.db.select({ id: orders.id, mode: orders.mode }).from(orders).where(inArray(orders.orderNumber, body.data.orderIds));
  };
  const cancel = (order: { id: string; mode: 'product' | 'service' }) =>
    call<CancelOrderAnswer>(ctx, 'POST', ORDER_HISTORY_PATHS.cancelOrder, { token: shopper.token, body: { mode: order.mode, orderId: order.id, customerId: shopper.id } });

  it('gives the last unit of each item back when its order is cancelled: stock 1, order, cancel, stock 1', async () => {
    const shop = await createReturnShop(ctx.db, businessId, 1);
    const placed = await orderAll(shop);
    const taken = await stockCounts(ctx.db, shop);
    expect(taken).toEqual({ lamp: 0, saree: 0, maroon: 0, bridal: 0, pickup: null });
    for (const order of placed) expect((await cancel(order)).status).toBe(200);
    const after = await stockCounts(ctx.db, shop);
    figures.push(`stock 1 of each, ${placed.length} orders, all cancelled: ${JSON.stringify(taken)} -> ${JSON.stringify(after)}`);
    expect(after).toEqual(fullCounts(1));
  });

  it('gives back exactly what was ordered, once: a second cancel of the same order returns nothing more', async () => {
    const shop = await createReturnShop(ctx.db, businessId, 10);
    const placed = await orderAll(shop, 3);
    expect(await stockCounts(ctx.db, shop)).toEqual({ lamp: 7, saree: 7, maroon: 7, bridal: 7, pickup: null });
    for (const order of placed) expect((await cancel(order)).status).toBe(200);
    const again = await Promise.all(placed.map(cancel));
    const after = await stockCounts(ctx.db, shop);
    figures.push(`stock 10, 3 of each ordered, cancelled, cancelled again (${again.map((a) => a.status).join(',')}): ${JSON.stringify(after)}`);
    expect(again.every((a) => a.status === 409)).toBe(true);
    expect(after).toEqual(fullCounts(10));
  });

  it('lets the next shopper buy the unit a cancel gave back', async () => {
    const shop = await createReturnShop(ctx.db, businessId, 1);
    const [next] = await buyers(ctx, businessId, 1);
    const line = [{ productId: shop.lamp.id, quantity: 1, itemType: 'product' }];
    const held = await createOrderCall(ctx, shopper, { customerId: shopper.id, products: line, idempotencyKey: newKey() });
    const refused = await createOrderCall(ctx, next!, { customerId: next!.id, products: line, idempotencyKey: newKey() });
    const [order] = await ctx.db.select({ id: orders.id, mode: orders.mode }).from(orders).where(inArray(orders.orderNumber, held.body.data.orderIds));
    expect((await cancel(order!)).status).toBe(200);
    const bought = await createOrderCall(ctx, next!, { customerId: next!.id, products: line, idempotencyKey: newKey() });
    figures.push(`last lamp: refused ${refused.status} while held, ${bought.status} once its order was cancelled`);
    expect(refused.status).toBe(409);
    expect(bought.status).toBe(200);
  });
});
