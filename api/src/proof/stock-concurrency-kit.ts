/** The stock suite's shop, buyers and HTTP server: the app listening on 127.0.0.1, called with fetch. */
import { randomBytes } from 'node:crypto';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { CHECKOUT_PATHS } from '../contracts';
import { openPostgres, queryRows, sql, type DatabaseHandle } from '../db/client';
import { newId } from '../db/ids';
import { SiteBuilder } from '../db/seed/site-builder';
import { RecordingSmsSender } from '../sms';
import { borrowedDatabase, type TestContext } from '../test/databases';
import { databaseUrl, TEST_ENV, testUploadsDir } from '../test/test-env';
import { claimsOf, customerToken } from '../routes/auth/auth-test-kit';
import type { Person } from '../test/people-and-orders';

export interface StockShop {
  /** One variant with exactly one unit. */
  lastSaree: { id: string; variant: string; name: string };
  /** No variants: three units counted on the product itself. */
  lastLamps: { id: string; name: string; units: number };
  /** One variant with plenty of stock, for the retried orders. */
  bangles: { id: string; variant: string };
}

/** Products of a fresh catalogue of `businessId`, none of them shippable (no address needed). */
export async function createStockShop(ctx: TestContext, businessId: string): Promise<StockShop> {
  const site = new SiteBuilder(() => newId(), new Date());
  const tag = randomBytes(4).toString('hex');
  const catalogueId = site.catalogue(businessId, { name: 'Stock proof', slug: `stock-${tag}`, description: '' });
  const product = (name: string, input: Omit<Parameters<SiteBuilder['product']>[1], 'catalogueId' | 'name' | 'description' | 'slug'>) =>
    site.product(businessId, { catalogueId, name, slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${tag}`, description: '', ...input });
  const lastSaree = product('Last silk saree', { basePrice: 4_000, variants: [{ name: 'Maroon', basePrice: 4_000, stock: 1 }] });
  const lastLamps = product('Last brass lamps', { basePrice: 900, totalQuantity: 3 });
  const bangles = product('Glass bangles', { basePrice: 150, variants: [{ name: 'Green', basePrice: 150, stock: 500 }] });
  const variantOf = (productId: string) => site.rows.productVariants.find((v) => v.productId === productId)!.id;
  const shop: StockShop = {
    lastSaree: { id: lastSaree, variant: variantOf(lastSaree), name: 'Last silk saree' },
    lastLamps: { id: lastLamps, name: 'Last brass lamps', units: 3 },
    bangles: { id: bangles, variant: variantOf(bangles) },
  };
  await site.insert(ctx.db);
  return shop;
}

/** `count` customers of the business, each with a token of their own. */
export async function buyers(ctx: TestContext, businessId: string, count: number): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < count; i += 1) {
    const token = await customerToken(ctx, businessId);
    people.push({ token, id: claimsOf(token).sub, businessId });
  }
  return people;
}

export interface HttpApi {
  url: string;
  close(): Promise<void>;
}

/**
 * The app listening on 127.0.0.1:`port` over the suite's database. On PostgreSQL it gets a pool of its
 * own, as wide as the burst, so the requests really run side by side in the database (the suite's own
 * pool has 4 connections); PGlite has one connection and serialises them whatever the pool.
 */
export async function listenOnHttp(ctx: TestContext, port: number, connections: number): Promise<HttpApi> {
  const root = process.env[TEST_ENV.root];
  const uploads = testUploadsDir();
  if (!root || !uploads) throw new Error('run through jest');
  const config = loadConfig({ DATA_DIR: root, UPLOADS_DIR: uploads, LOG_LEVEL: 'silent' });
  let database: DatabaseHandle;
  if (ctx.kind === 'postgres') {
    const [row] = await queryRows<{ name: string }>(ctx.db, sql`select current_database() as name`);
    database = await openPostgres(databaseUrl(process.env.DATABASE_URL!, row!.name), connections);
  } else {
    database = borrowedDatabase(ctx);
  }
  const app: App = await buildApp({ config, database, logger: false, sms: new RecordingSmsSender() });
  await app.listen({ host: '127.0.0.1', port });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface OrderAnswer {
  status: number;
  body: { message: string; code?: string; data?: { orderId: string; orderIds: string[] } };
}

/** Create Order over HTTP for `buyer`. */
export async function createOrderOverHttp(api: HttpApi, buyer: Person, lines: unknown[], idempotencyKey: string): Promise<OrderAnswer> {
  const res = await fetch(`${api.url}${CHECKOUT_PATHS.createOrder}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
    body: JSON.stringify({ customerId: buyer.id, products: lines, idempotencyKey }),
  });
  return { status: res.status, body: (await res.json()) as OrderAnswer['body'] };
}

/** How many answers had each status, e.g. { 200: 1, 409: 49 }. */
export const countStatuses = (answers: readonly OrderAnswer[]) =>
  answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});
