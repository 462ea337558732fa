/** Test helpers for the chat, order-history and inbox routes and the socket: people, orders, calls. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { owners, products } from '../db/schema';
import { SiteBuilder } from '../db/seed/site-builder';
import type { OrderInput } from '../db/seed/site-inputs';
import type { TestContext } from './databases';
import { seededSite } from './fixtures';
import { claimsOf, customerToken, signAs } from '../routes/auth/auth-test-kit';

export interface Person {
  token: string;
  /** The customer id (customers) or the owner id (owners). */
  id: string;
  businessId: string;
}

/** Everyone a permission matrix needs: two customers of demo, one of sunrise, and both owners. */
export interface Cast {
  demoId: string;
  sunriseId: string;
  customerA: Person;
  customerB: Person;
  sunriseCustomer: Person;
  owner: Person;
  otherOwner: Person;
}

async function newCustomer(ctx: TestContext, businessId: string): Promise<Person> {
  const token = await customerToken(ctx, businessId);
  return { token, id: claimsOf(token).sub, businessId };
}

async function seededOwner(db: Database, businessId: string): Promise<Person> {
  const [owner] = await db.select({ id: owners.id }).from(owners).where(eq(owners.businessId, businessId)).limit(1);
  if (!owner) throw new Error('seeded owner missing');
  return { token: signAs(owner.id, 'user', businessId), id: owner.id, businessId };
}

export async function castOf(ctx: TestContext): Promise<Cast> {
  const demo = await seededSite(ctx.db, 'demo');
  const sunrise = await seededSite(ctx.db, 'sunrise');
  return {
    demoId: demo.id,
    sunriseId: sunrise.id,
    customerA: await newCustomer(ctx, demo.id),
    customerB: await newCustomer(ctx, demo.id),
    sunriseCustomer: await newCustomer(ctx, sunrise.id),
    owner: await seededOwner(ctx.db, demo.id),
    otherOwner: await seededOwner(ctx.db, sunrise.id),
  };
}

/** A new client message id in the contract's shape. */
export const clientMessageId = () => `t-${randomBytes(8).toString('hex')}`;

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
}

/** One call through inject; answers the status and the parsed JSON. */
export async function call<T = Record<string, unknown>>(ctx: TestContext, method: 'GET' | 'POST', url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const query = Object.fromEntries(Object.entries(options.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  const res = await ctx.app.inject({
    method,
    url,
    headers,
    query,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: res.statusCode, body: res.json() as T & { message: string; code?: string } };
}

/** A product of a business, for order lines. */
async function someProduct(db: Database, businessId: string) {
  const [product] = await db.select().from(products).where(eq(products.businessId, businessId)).limit(1);
  if (!product) throw new Error('no product to order');
  return product;
}

export type TestOrder = Partial<Omit<OrderInput, 'customerId' | 'lines'>> & { lineDescription?: string; unitPrice?: number };

/** Writes an order of `customer` (one line of a seeded product) and answers its id. */
export async function createOrder(ctx: TestContext, customer: Person, input: TestOrder = {}): Promise<string> {
  const product = await someProduct(ctx.db, customer.businessId);
  const site = new SiteBuilder(() => newId(), new Date());
  const unitPrice = input.unitPrice ?? 500;
  const id = site.order(customer.businessId, {
    customerId: customer.id,
    // never a business's own pattern (letters, hyphen, digits: an invoice series takes its letters), even when the hex is all digits
    orderNumber: input.orderNumber ?? `T-x${randomBytes(4).toString('hex')}`,
    title: input.title ?? 'Test order',
    status: input.status ?? 'Active',
    mode: input.mode ?? 'product',
    paymentStatus: input.paymentStatus ?? 'Pending',
    lines: [
      {
        productId: product.id,
        type: 'catalog-product',
        description: input.lineDescription ?? input.title ?? product.name,
        quantity: 1,
        basePrice: unitPrice,
        unitPrice,
      },
    ],
    milestones: input.milestones ?? [{ label: 'Full payment', share: 1, dueDate: '2030-01-02' }],
    stages: input.stages ?? [{ name: 'Confirmed' }, { name: 'Delivered' }],
    createdAt: input.createdAt ?? new Date(),
  });
  await site.insert(ctx.db);
  return id;
}
