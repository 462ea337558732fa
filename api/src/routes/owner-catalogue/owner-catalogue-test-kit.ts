/** Test helpers for the owner's catalogue routes: the calls, a fresh catalogue, the storefront's view. */
import { and, asc, eq } from 'drizzle-orm';
import { API_PATHS, OWNER_CATALOGUE_PATHS as PATHS, type OwnerProductAnswer, type ProductDetailsAnswer, type ProductListAnswer } from '../../contracts';
import { stockMovements } from '../../db/schema';
import type { TestContext } from '../../test/databases';
import { get } from '../../test/fixtures';
import { call, type Person } from '../../test/people-and-orders';

export const ownerCall = <T = Record<string, unknown>>(ctx: TestContext, who: Person, path: string, body: Record<string, unknown>) =>
  call<T>(ctx, 'POST', path, { token: who.token, body });

export const ownerGet = <T = Record<string, unknown>>(ctx: TestContext, who: Person, path: string, query: Record<string, string | number | undefined>) =>
  call<T>(ctx, 'GET', path, { token: who.token, query });

/** A new catalogue of `owner`'s business, answering its id. */
export async function newCatalogue(ctx: TestContext, owner: Person, name = 'Handloom') {
  const { status, body } = await ownerCall<{ data: { id: string } }>(ctx, owner, PATHS.createCatalogue, { name });
  if (status !== 200) throw new Error(`catalogue: ${status} ${JSON.stringify(body)}`);
  return body.data.id;
}

/** Creates an item through the route; throws unless it answers 200. */
export async function newProduct(ctx: TestContext, owner: Person, body: Record<string, unknown>) {
  const { status, body: answer } = await ownerCall<OwnerProductAnswer>(ctx, owner, PATHS.createProduct, body);
  if (status !== 200) throw new Error(`product: ${status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The storefront's details of an item, by slug (status 404 when it is not public). */
export const storefrontDetails = (ctx: TestContext, businessId: string, slug: string) =>
  get<ProductDetailsAnswer>(ctx, API_PATHS.productDetails, { accountTypeId: businessId, slug });

/** The storefront's listing of a catalogue's items, by slug. */
export async function storefrontSlugs(ctx: TestContext, businessId: string, search: string) {
  const { body } = await get<ProductListAnswer>(ctx, API_PATHS.products, { accountTypeId: businessId, search, limit: 50 });
  return body.data.map((p) => p.slug);
}

/** An item's stock movements, oldest first, as [reason, delta, resulting stock, by an owner]. */
export async function movementsOf(ctx: TestContext, businessId: string, productId: string) {
  const rows = await ctx.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.businessId, businessId), eq(stockMovements.productId, productId)))
    .orderBy(asc(stockMovements.at), asc(stockMovements.id));
  return rows.map((m) => [m.reason, m.delta, m.resultingStock, m.actorId !== null] as const);
}
