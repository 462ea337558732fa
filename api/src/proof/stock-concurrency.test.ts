/**
 * Stock under concurrency, over real HTTP: 50 customers buy the last unit at the same moment, and one
 * customer's Create Order is retried with one idempotency key, at once and one after another. On
 * PostgreSQL the requests run side by side on a pool as wide as the burst, which proves the row locks;
 * on PGlite (one connection) they are serialised by nature. The suite prints what it tried.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../contracts';
import { orderLines, orderRequests, orders, products, productVariants } from '../db/schema';
import { describeEachDatabase } from '../test/databases';
import { seededSite } from '../test/fixtures';
import { newKey } from '../routes/checkout/checkout-test-kit';
import type { Person } from '../test/people-and-orders';
import { buyers, countStatuses, createOrderOverHttp, createStockShop, listenOnHttp, type HttpApi, type StockShop } from './stock-concurrency-kit';

const BUYERS = 50;
/** Ports of this suite's servers, one per database kind (the suite's range is 127.0.0.1:5400-5449). */
const PORTS = { pglite: 5410, postgres: 5411 } as const;

describeEachDatabase('stock under concurrency', (ctx) => {
  let api: HttpApi;
  let shop: StockShop;
  let crowd: Person[];
  const figures: string[] = [];
  let failures = 0;

  beforeAll(async () => {
    const demo = await seededSite(ctx.db, 'demo');
    shop = await createStockShop(ctx, demo.id);
    crowd = await buyers(ctx, demo.id, BUYERS);
    api = await listenOnHttp(ctx, PORTS[ctx.kind], BUYERS);
  });
  afterAll(async () => {
    await api?.close();
    console.log(`[proof] stock under concurrency [${ctx.kind}]: ${figures.length} cases, ${failures} failures\n  ${figures.join('\n  ')}`);
  });

  const variantStock = async (id: string) => (await ctx.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]!.stock;
  const productStock = async (id: string) =>
    (await ctx.db.select({ totalQuantity: products.totalQuantity }).from(products).where(eq(products.id, id)))[0]!.totalQuantity;
  const linesSold = async (productId: string) => ctx.db.select().from(orderLines).where(eq(orderLines.itemId, productId));
  /** Every buyer at once, each with a key of their own. */
  const rush = (lines: unknown[]) => Promise.all(crowd.map((buyer) => createOrderOverHttp(api, buyer, lines, newKey())));

  it(`sells the last unit of a variant to exactly one of ${BUYERS} buyers at once; the others get Out of stock`, async () => {
    const answers = await rush([{ productId: shop.lastSaree.id, selectedVariant: shop.lastSaree.variant, quantity: 1, itemType: 'product' }]);
    const sold = await linesSold(shop.lastSaree.id);
    const statuses = countStatuses(answers);
    failures += Math.max(0, sold.length - 1);
    figures.push(`${BUYERS} buyers of 1 variant unit: ${JSON.stringify(statuses)}, ${sold.length} sold, stock now ${await variantStock(shop.lastSaree.variant)}`);

    expect(statuses).toEqual({ 200: 1, 409: BUYERS - 1 });
    const refused = answers.filter((a) => a.status === 409);
    expect(new Set(refused.map((a) => JSON.stringify(a.body)))).toEqual(
      new Set([JSON.stringify({ message: `${CHECKOUT_MESSAGES.outOfStock}: ${shop.lastSaree.name}`, code: 'CONFLICT' })]),
    );
    expect(sold).toHaveLength(1);
    expect(await variantStock(shop.lastSaree.variant)).toBe(0);
    // the product's own count follows its variants: the listing's in-stock filter must not offer it any more
    expect(await productStock(shop.lastSaree.id)).toBe(0);
    const winner = answers.find((a) => a.status === 200)!;
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, winner.body.data!.orderId));
    expect(order?.id).toBe(sold[0]!.orderId);
  });

  it(`sells the last ${3} units of a product without variants to exactly ${3} of ${BUYERS} buyers at once`, async () => {
    const { units } = shop.lastLamps;
    const answers = await rush([{ productId: shop.lastLamps.id, quantity: 1, itemType: 'product' }]);
    const sold = await linesSold(shop.lastLamps.id);
    const statuses = countStatuses(answers);
    failures += Math.max(0, sold.length - units);
    figures.push(`${BUYERS} buyers of ${units} product units: ${JSON.stringify(statuses)}, ${sold.length} sold, stock now ${await productStock(shop.lastLamps.id)}`);

    expect(statuses).toEqual({ 200: units, 409: BUYERS - units });
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === `${CHECKOUT_MESSAGES.outOfStock}: ${shop.lastLamps.name}`)).toBe(true);
    expect(sold).toHaveLength(units);
    expect(new Set(sold.map((line) => line.orderId)).size).toBe(units);
    expect(await productStock(shop.lastLamps.id)).toBe(0);
  });

  it('makes one order for a Create Order retried with one idempotency key, at once and one after another', async () => {
    const buyer = crowd[0]!;
    const key = newKey();
    const lines = [{ productId: shop.bangles.id, selectedVariant: shop.bangles.variant, quantity: 2, itemType: 'product' }];
    const before = await variantStock(shop.bangles.variant);
    const together = await Promise.all(Array.from({ length: 20 }, () => createOrderOverHttp(api, buyer, lines, key)));
    const after: typeof together = [];
    for (let i = 0; i < 5; i += 1) after.push(await createOrderOverHttp(api, buyer, lines, key));
    const answers = [...together, ...after];

    const made = await ctx.db.select().from(orders).where(and(eq(orders.customerId, buyer.id), inArray(orders.id, (await linesSold(shop.bangles.id)).map((l) => l.orderId))));
    const requests = await ctx.db.select().from(orderRequests).where(and(eq(orderRequests.customerId, buyer.id), eq(orderRequests.idempotencyKey, key)));
    failures += Math.max(0, made.length - 1);
    figures.push(`1 order retried ${answers.length} times with one key (20 at once, 5 after): ${JSON.stringify(countStatuses(answers))}, ${made.length} order made`);

    expect(countStatuses(answers)).toEqual({ 200: answers.length });
    expect(new Set(answers.map((a) => a.body.data?.orderId)).size).toBe(1);
    expect(made).toHaveLength(1);
    expect(made[0]!.orderNumber).toBe(answers[0]!.body.data!.orderId);
    expect(requests).toHaveLength(1);
    expect(await variantStock(shop.bangles.variant)).toBe(before - 2);
  });
});
