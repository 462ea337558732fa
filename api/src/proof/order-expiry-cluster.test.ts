/**
 * Order expiry with two real API processes (`src/server.ts`) on one PostgreSQL database, both running the
 * scheduled jobs every second: many orders placed through both, then made older than the business's
 * window; every order is expired exactly once (one process's sweep under the advisory lock), its stock
 * comes back exactly once, and each has exactly one 'Order Expired' card. PostgreSQL only: PGlite is one
 * process's database, so without DATABASE_URL the suite says it skipped.
 */
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_UPDATE_LINES } from '../contracts';
import { messages, orders } from '../db/schema';
import { TEST_ENV } from '../test/test-env';
import { everyCustomer, prepareDatabase, prepareShop, send, variantStock, type CrashDatabase, type CrashShop, type Sent } from './crash-safety-kit';
import { startApi, troubleIn, type ApiProcess } from './crash-safety-process';

/** Ports of the two API processes (the proof suites' range is 127.0.0.1:5400-5449). */
const PORTS = [5430, 5431] as const;
const ORDERS_PER_CUSTOMER = 2;
const PLACED_AT_ONCE = 6;

const postgres = Boolean(process.env.DATABASE_URL && process.env[TEST_ENV.postgresTemplate]);
if (!postgres) {
  describe.skip('order expiry with two API processes [postgres: skipped, DATABASE_URL not set]', () => {
    it('runs against PostgreSQL when DATABASE_URL is set', () => undefined);
  });
}

(postgres ? describe : describe.skip)('order expiry with two API processes [postgres]', () => {
  let database: CrashDatabase;
  let shop: CrashShop;
  let apis: ApiProcess[] = [];
  const logOf = (n: number) => path.join(database.env.DATA_DIR!, `api-expiry-${n}.log`);

  beforeAll(async () => {
    database = await prepareDatabase('postgres');
    const handle = await database.open();
    try {
      shop = await prepareShop(handle, 3);
    } finally {
      await handle.close();
    }
    apis = await Promise.all(PORTS.map((port, n) => startApi({ ...database.env, SCHEDULED_JOBS_INTERVAL_SECONDS: '1' }, port, logOf(n))));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop('SIGTERM')));
    await database?.dispose();
  });

  it('expires every order exactly once, returns its stock once and writes one card, with both processes sweeping', async () => {
    const customers = everyCustomer(shop);
    // placed a few at a time through both processes: this suite is about the expiry, not about a burst of checkouts
    const requests = customers.flatMap((customer, c) =>
      Array.from({ length: ORDERS_PER_CUSTOMER }, (_, i) => ({ url: apis[(c + i) % 2]!.url, customer, key: `expiry-${c}-${i}-${Date.now()}` })),
    );
    const placed: Sent[] = [];
    for (let at = 0; at < requests.length; at += PLACED_AT_ONCE) {
      const batch = requests.slice(at, at + PLACED_AT_ONCE);
      placed.push(...(await Promise.all(batch.map(({ url, customer, key }) => send(url, shop, { kind: 'order', shopper: customer, key })))));
    }
    expect(placed.filter((p) => p.outcome !== 'success')).toEqual([]);
    const numbers = placed.flatMap((p) => p.orderIds ?? []);
    const handle = await database.open();
    try {
      const { db } = handle;
      expect(await variantStock(handle, shop.variantId)).toBe(shop.stock - numbers.length);
      const ids = (await db.select({ id: orders.id }).from(orders).where(inArray(orders.orderNumber, numbers))).map((o) => o.id);
      // three days old: past the 48-hour window of a business taking UPI (the demo's)
      await db.execute(sql`UPDATE "orders" SET "created_at" = "created_at" - interval '3 days' WHERE "id" IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);

      const deadline = Date.now() + 30_000;
      let open = ids.length;
      while (open > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        open = (await db.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, ids), eq(orders.status, 'Active')))).length;
      }
      // both processes have had several ticks since: anything doubled would show now
      await new Promise((resolve) => setTimeout(resolve, 2_500));

      const rows = await db.select().from(orders).where(inArray(orders.id, ids));
      const cards = await db
        .select({ orderId: sql<string>`${messages.payload}->>'orderId'` })
        .from(messages)
        .where(and(eq(messages.message, ORDER_UPDATE_LINES.orderExpired), inArray(messages.customerId, customers.map((c) => c.id))));
      const cardsPerOrder = new Map<string, number>();
      for (const card of cards) cardsPerOrder.set(card.orderId, (cardsPerOrder.get(card.orderId) ?? 0) + 1);
      const stock = await variantStock(handle, shop.variantId);
      const reported = apis.map((api) =>
        api
          .log()
          .split('\n')
          .flatMap((line) => {
            try {
              const entry = JSON.parse(line) as { task?: string; summary?: { done?: number } };
              return entry.task === 'expireUnpaidOrders' ? [entry.summary?.done ?? 0] : [];
            } catch {
              return [];
            }
          })
          .reduce((sum, done) => sum + done, 0),
      );
      console.log(
        `[proof] order expiry with two API processes [postgres]: ${ids.length} orders of ${customers.length} customers placed through both; ` +
          `${rows.filter((r) => r.cancelReason === 'expired').length} expired (process A ${reported[0]}, process B ${reported[1]}), ` +
          `${cards.length} 'Order Expired' cards, stock ${shop.stock - ids.length} -> ${stock} of ${shop.stock}`,
      );

      expect(rows.map((r) => [r.status, r.cancelReason, r.stockReserved])).toEqual(ids.map(() => ['Cancelled', 'expired', false]));
      expect([...cardsPerOrder.values()]).toEqual(ids.map(() => 1));
      expect(new Set(cardsPerOrder.keys())).toEqual(new Set(ids));
      expect(stock).toBe(shop.stock);
      expect(reported[0]! + reported[1]!).toBe(ids.length);
      for (const api of apis) expect(troubleIn(api.log())).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
