/** The crash suite's data: a database the API process owns, its customers, and the stream of requests. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { TokenSigner } from '../auth/tokens';
import { CHAT_PATHS, CHECKOUT_PATHS } from '../contracts';
import { openPglite, openPostgres, type DatabaseHandle, type DatabaseKind } from '../db/client';
import { newId } from '../db/ids';
import { customers, productVariants } from '../db/schema';
import { SiteBuilder } from '../db/seed/site-builder';
import { adminQuery } from '../test/databases';
import { seededSite } from '../test/fixtures';
import { databaseUrl, TEST_ENV } from '../test/test-env';

/** The key the API process signs tokens with; the suite signs its customers' tokens with it too. */
const AUTH_SECRET = 'crash-safety-proof-secret-of-at-least-32-characters';

export interface CrashDatabase {
  kind: DatabaseKind;
  /** The API process's environment for this database. */
  env: Record<string, string>;
  /** Opens the database in this process; for PGlite only while no API process has it open. */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through jest`);
  return value;
};

/** A fresh copy of the seeded database under a data directory of its own. */
export async function prepareDatabase(kind: DatabaseKind): Promise<CrashDatabase> {
  const dataDir = path.join(env(TEST_ENV.root), `crash_${process.pid}_${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const base = { DATA_DIR: dataDir, UPLOADS_DIR: path.join(dataDir, 'uploads'), AUTH_SECRET };
  if (kind === 'pglite') {
    const pgliteDir = path.join(dataDir, 'pglite');
    fs.cpSync(env(TEST_ENV.pgliteTemplate), pgliteDir, { recursive: true });
    return {
      kind,
      env: base,
      open: () => openPglite(pgliteDir),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = env('DATABASE_URL');
  const name = `api_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${env(TEST_ENV.postgresTemplate)}"`);
  const url = databaseUrl(adminUrl, name);
  return {
    kind,
    env: { ...base, DATABASE_URL: url },
    open: () => openPostgres(url, 2),
    dispose: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Shopper {
  id: string;
  token: string;
}

/**
 * A shopper of the stream: sends its chat messages itself and places its orders in turn for its
 * `buyers`, so no customer comes near ORDER_LIMITS.maxOpenUnpaidOrders however long the stream runs.
 */
export interface StreamShopper extends Shopper {
  buyers: Shopper[];
}

/** Customers a stream shopper orders for in turn (the stream sends at most ~25 orders per shopper). */
const BUYERS_PER_SHOPPER = 8;

/** Every customer of the shop: the shoppers and the buyers they order for. */
export const everyCustomer = (shop: CrashShop): Shopper[] => shop.shoppers.flatMap((s) => [s, ...s.buyers]);

export interface CrashShop {
  businessId: string;
  productId: string;
  variantId: string;
  stock: number;
  shoppers: StreamShopper[];
}

/** Customers of the demo site with signed tokens, and a product with plenty of stock they order from. */
export async function prepareShop(handle: DatabaseHandle, shopperCount: number): Promise<CrashShop> {
  const { db } = handle;
  const demo = await seededSite(db, 'demo');
  const site = new SiteBuilder(() => newId(), new Date());
  const catalogueId = site.catalogue(demo.id, { name: 'Crash proof', slug: `crash-${randomBytes(4).toString('hex')}`, description: '' });
  const stock = 10_000;
  const productId = site.product(demo.id, { catalogueId, name: 'Crash-proof diya', description: '', basePrice: 120, variants: [{ name: 'Clay', basePrice: 120, stock }] });
  const variantId = site.rows.productVariants.find((v) => v.productId === productId)!.id;
  await site.insert(db);
  const signer = new TokenSigner(AUTH_SECRET);
  let made = 0;
  const customer = async (): Promise<Shopper> => {
    const id = newId();
    const i = made++;
    await db.insert(customers).values({ id, businessId: demo.id, phoneNumber: `97${String(1_000_000 + i).padStart(8, '0')}`, name: `Shopper ${i}`, status: 'active' });
    return { id, token: signer.sign({ sub: id, role: 'customer', bid: demo.id }) };
  };
  const shoppers: StreamShopper[] = [];
  for (let i = 0; i < shopperCount; i += 1) {
    const shopper = await customer();
    const buyers: Shopper[] = [];
    for (let b = 0; b < BUYERS_PER_SHOPPER; b += 1) buyers.push(await customer());
    shoppers.push({ ...shopper, buyers });
  }
  return { businessId: demo.id, productId, variantId, stock, shoppers };
}

export const variantStock = async (handle: DatabaseHandle, variantId: string) =>
  (await handle.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

export interface Sent {
  kind: 'order' | 'message';
  shopper: Shopper;
  /** The idempotency key of an order, the clientMessageId of a message. */
  key: string;
  /** success: answered 2xx; refused: answered otherwise; unanswered: the connection broke (the kill). */
  outcome: 'success' | 'refused' | 'unanswered';
  status?: number;
  /** The order numbers a successful Create Order answered. */
  orderIds?: string[];
}

/** Sends one request of the stream (or sends it again: same kind, shopper and key). */
export async function send(url: string, shop: CrashShop, request: Pick<Sent, 'kind' | 'shopper' | 'key'>): Promise<Sent> {
  const { kind, shopper, key } = request;
  const body =
    kind === 'order'
      ? { customerId: shopper.id, products: [{ productId: shop.productId, selectedVariant: shop.variantId, quantity: 1, itemType: 'product' }], idempotencyKey: key }
      : { senderId: shopper.id, customerId: shopper.id, type: 'text', message: `Is it ready? (${key})`, clientMessageId: key };
  try {
    const res = await fetch(`${url}${kind === 'order' ? CHECKOUT_PATHS.createOrder : CHAT_PATHS.sendMessage}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const answer = (await res.json()) as { data?: { orderIds?: string[] } };
    if (!res.ok) return { ...request, outcome: 'refused', status: res.status };
    return { ...request, outcome: 'success', status: res.status, ...(kind === 'order' ? { orderIds: answer.data?.orderIds ?? [] } : {}) };
  } catch {
    return { ...request, outcome: 'unanswered' };
  }
}

/**
 * Every shopper sends orders and chat messages in turn, one request at a time, all shoppers at once, until
 * `stop()` says so, the connection breaks, or `perShopper` requests were sent; `progress` counts the
 * successes as they come. Answers every request sent.
 */
export async function stream(url: string, shop: CrashShop, perShopper: number, stop: () => boolean, progress = { successes: 0 }): Promise<Sent[]> {
  const sent: Sent[] = [];
  await Promise.all(
    shop.shoppers.map(async (shopper, n) => {
      let orders = 0;
      for (let i = 0; i < perShopper && !stop(); i += 1) {
        const kind = (i + n) % 2 === 0 ? 'order' : 'message';
        const from = kind === 'order' ? shopper.buyers[orders++ % shopper.buyers.length]! : shopper;
        const result = await send(url, shop, { kind, shopper: from, key: `crash-${kind}-${randomBytes(6).toString('hex')}` });
        sent.push(result);
        if (result.outcome === 'success') progress.successes += 1;
        if (result.outcome === 'unanswered') return;
      }
    }),
  );
  return sent;
}
