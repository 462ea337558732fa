/** Test helpers for the owner's orders routes: the calls, and an order with the product pipeline. */
import { asc, eq } from 'drizzle-orm';
import { OWNER_ORDERS_PATHS as PATHS, type OwnerOrderAnswer, type OwnerOrdersAnswer } from '../../contracts';
import { orderPipelineStages } from '../../db/schema';
import type { TestContext } from '../../test/databases';
import { call, createOrder, type Person, type TestOrder } from '../../test/people-and-orders';
import { PRODUCT_PIPELINE } from '../../workflows/create-order/write-orders';

export const listOrders = (ctx: TestContext, who: Person | undefined, query: Record<string, string | number | undefined> = {}) =>
  call<OwnerOrdersAnswer>(ctx, 'GET', PATHS.list, { token: who?.token, query });

export const orderPage = (ctx: TestContext, who: Person, orderId: string) => call<OwnerOrderAnswer>(ctx, 'GET', PATHS.order, { token: who.token, query: { orderId } });

export const moveStage = (ctx: TestContext, who: Person, body: Record<string, unknown>) => call<OwnerOrderAnswer>(ctx, 'POST', PATHS.stage, { token: who.token, body });

/** The CSV export as text, with its status and headers. */
export async function exportCsv(ctx: TestContext, who: Person, query: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: PATHS.exportCsv, query, headers: { authorization: `Bearer ${who.token}` } });
  return { status: res.statusCode, type: res.headers['content-type'], disposition: res.headers['content-disposition'], text: res.body };
}

/** An order of `customer` with the stages Create Order gives a product order; answers its id and stage ids by name. */
export async function productOrder(ctx: TestContext, customer: Person, input: TestOrder = {}) {
  const orderId = await createOrder(ctx, customer, { stages: PRODUCT_PIPELINE.map((name) => ({ name })), ...input });
  const rows = await ctx.db
    .select({ id: orderPipelineStages.id, name: orderPipelineStages.name })
    .from(orderPipelineStages)
    .where(eq(orderPipelineStages.orderId, orderId))
    .orderBy(asc(orderPipelineStages.position));
  const stage = Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<(typeof PRODUCT_PIPELINE)[number], string>;
  return { orderId, stage };
}
