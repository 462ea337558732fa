import { and, eq } from 'drizzle-orm';
import { OWNER_CATALOGUE_MESSAGES, OWNER_CATALOGUE_PATHS as PATHS, ORDER_HISTORY_PATHS, type OwnerProductAnswer, type OwnerProductListAnswer } from '../../contracts';
import { orders, stockMovements } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { castOf, call, type Cast } from '../../test/people-and-orders';
import { expireUnpaidOrders } from '../../jobs/expire-unpaid-orders';
import { createOrderCall, newKey } from '../checkout/checkout-test-kit';
import { movementsOf, newCatalogue, newProduct, ownerCall, ownerGet, storefrontDetails, storefrontSlugs } from './owner-catalogue-test-kit';

/** A kurta in two sizes, each with its own price and stock. */
const kurta = (catalogueId: string, extra: Record<string, unknown> = {}) => ({
  catalogueId,
  name: 'Block Print Kurta',
  description: 'Hand block printed cotton',
  basePricePaise: 120_000,
  salePricePaise: 99_900,
  gstRate: 5,
  hsnCode: '6211',
  variantTitle: 'Size',
  variants: [
    { name: 'M', basePricePaise: 120_000, salePricePaise: 99_900, stock: 4 },
    { name: 'L', basePricePaise: 130_000, stock: 2 },
  ],
  ...extra,
});

describeEachDatabase("the owner's catalogue", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  it('keeps a draft off the storefront, and shows it with its variants once published', async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner);
    const draft = await newProduct(ctx, cast.owner, kurta(catalogueId));
    expect(draft).toMatchObject({ status: 'Draft', gstRate: 5, hsnCode: '6211', stock: 6, salePricePaise: 99_900 });
    expect((await storefrontDetails(ctx, cast.demoId, draft.slug)).status).toBe(404);
    expect(await storefrontSlugs(ctx, cast.demoId, 'Block Print Kurta')).not.toContain(draft.slug);

    const published = await ownerCall<OwnerProductAnswer>(ctx, cast.owner, PATHS.updateProduct, { productId: draft.id, status: 'Published' });
    expect(published.status).toBe(200);
    expect(await storefrontSlugs(ctx, cast.demoId, 'Block Print Kurta')).toContain(draft.slug);
    const { status, body } = await storefrontDetails(ctx, cast.demoId, draft.slug);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Block Print Kurta', price: 999 });
    expect(body.data.variants.map((v) => [v.name, v.basePrice, v.salePrice, v.stock])).toEqual([
      ['M', 1200, 999, 4],
      ['L', 1300, null, 2],
    ]);
  });

  it('shows a changed price and stock on the storefront at once', async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Pottery');
    const pot = await newProduct(ctx, cast.owner, { catalogueId, name: 'Terracotta Pot', basePricePaise: 50_000, stock: 10, status: 'Published' });
    // read first, so a cached answer would be what comes back if the change did not drop it
    expect((await storefrontDetails(ctx, cast.demoId, pot.slug)).body.data).toMatchObject({ price: 500, inventory: { totalQuantity: 10 } });
    // the route itself drops the business's answers (source 'write'), not only the change feed later
    const dropped: string[] = [];
    const events = ctx.app.catalogueCache.answers.events;
    const listener = (businessId: string, source: string) => void (source === 'write' && dropped.push(businessId));
    events.on('invalidated', listener);
    const changed = await ownerCall<OwnerProductAnswer>(ctx, cast.owner, PATHS.updateProduct, { productId: pot.id, basePricePaise: 45_000, stock: 3 });
    events.off('invalidated', listener);
    expect(dropped).toContain(cast.demoId);
    expect(changed.body.data).toMatchObject({ basePricePaise: 45_000, stock: 3 });
    expect((await storefrontDetails(ctx, cast.demoId, pot.slug)).body.data).toMatchObject({ price: 450, inventory: { totalQuantity: 3 } });
  });

  it('records who changed the stock and why: by hand, by an order, by its cancel', async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Lamps');
    const lamp = await newProduct(ctx, cast.owner, { catalogueId, name: 'Brass Lamp', basePricePaise: 80_000, stock: 5, status: 'Published' });
    await ownerCall(ctx, cast.owner, PATHS.updateProduct, { productId: lamp.id, stock: 7 });

    const a = cast.customerA;
    const ordered = await createOrderCall(ctx, a, { customerId: a.id, products: [{ productId: lamp.id, quantity: 2, itemType: 'product' }], idempotencyKey: newKey() });
    expect(ordered.status).toBe(200);
    const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, ordered.body.data.orderId));
    const cancelled = await call(ctx, 'POST', ORDER_HISTORY_PATHS.cancelOrder, { token: a.token, body: { mode: 'product', orderId: order!.id, customerId: a.id } });
    expect(cancelled.status).toBe(200);

    expect(await movementsOf(ctx, cast.demoId, lamp.id)).toEqual([
      ['manual', 5, 5, true],
      ['manual', 2, 7, true],
      ['order', -2, 5, false],
      ['cancel', 2, 7, false],
    ]);
  });

  it("records each variant's opening stock and an order's take of a variant", async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Kurtas');
    const item = await newProduct(ctx, cast.owner, kurta(catalogueId, { status: 'Published' }));
    const m = item.variants[0]!;
    const a = cast.customerA;
    const ordered = await createOrderCall(ctx, a, { customerId: a.id, products: [{ productId: item.id, selectedVariant: m.id, quantity: 1, itemType: 'product' }], idempotencyKey: newKey() });
    expect(ordered.status).toBe(200);
    // the two opening movements share their transaction's time: their order between them is not kept
    const movements = await movementsOf(ctx, cast.demoId, item.id);
    expect(movements).toHaveLength(3);
    expect(movements).toEqual(expect.arrayContaining([['manual', 4, 4, true], ['manual', 2, 2, true]]));
    expect(movements[2]).toEqual(['order', -1, 3, false]);
    // the order's take names the order
    const [orderNumber] = ordered.body.data.orderIds;
    const [taken] = await ctx.db.select().from(stockMovements).where(and(eq(stockMovements.productId, item.id), eq(stockMovements.reason, 'order')));
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, taken!.orderId!));
    expect(order?.orderNumber).toBe(orderNumber);
  });

  it('archives an ordered item on delete (hidden, no longer orderable) and deletes one never ordered', async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Baskets');
    const basket = await newProduct(ctx, cast.owner, { catalogueId, name: 'Cane Basket', basePricePaise: 30_000, stock: 5, status: 'Published' });
    const a = cast.customerA;
    expect((await createOrderCall(ctx, a, { customerId: a.id, products: [{ productId: basket.id, quantity: 1, itemType: 'product' }], idempotencyKey: newKey() })).status).toBe(200);

    const deleted = await ownerCall<{ data: { outcome: string } }>(ctx, cast.owner, PATHS.deleteProduct, { productId: basket.id });
    expect(deleted.body.data.outcome).toBe('archived');
    expect((await ownerGet<OwnerProductAnswer>(ctx, cast.owner, PATHS.product, { productId: basket.id })).body.data.status).toBe('Archived');
    expect((await storefrontDetails(ctx, cast.demoId, basket.slug)).status).toBe(404);
    const again = await createOrderCall(ctx, a, { customerId: a.id, products: [{ productId: basket.id, quantity: 1, itemType: 'product' }], idempotencyKey: newKey() });
    expect(again.status).toBeGreaterThanOrEqual(400);

    const spare = await newProduct(ctx, cast.owner, { catalogueId, name: 'Spare Basket', basePricePaise: 30_000 });
    expect((await ownerCall<{ data: { outcome: string } }>(ctx, cast.owner, PATHS.deleteProduct, { productId: spare.id })).body.data.outcome).toBe('deleted');
    expect((await ownerGet(ctx, cast.owner, PATHS.product, { productId: spare.id })).status).toBe(404);
  });

  it("answers another business's owner 404 for this business's item, and lists only its own", async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Private');
    const item = await newProduct(ctx, cast.owner, { catalogueId, name: 'Secret Shawl', basePricePaise: 10_000 });
    const other = cast.otherOwner;
    expect((await ownerGet(ctx, other, PATHS.product, { productId: item.id })).status).toBe(404);
    expect((await ownerCall(ctx, other, PATHS.updateProduct, { productId: item.id, name: 'Taken' })).status).toBe(404);
    expect((await ownerCall(ctx, other, PATHS.deleteProduct, { productId: item.id })).status).toBe(404);
    expect((await ownerCall(ctx, other, PATHS.createProduct, { catalogueId, name: 'Intruder', basePricePaise: 100 })).status).toBe(404);
    const theirs = await ownerGet<OwnerProductListAnswer>(ctx, other, PATHS.listProducts, { search: 'Secret Shawl' });
    expect(theirs.body.data.total).toBe(0);
    const mine = await ownerGet<OwnerProductListAnswer>(ctx, cast.owner, PATHS.listProducts, { search: 'secret shawl', status: 'Draft' });
    expect(mine.body.data.items.map((p) => p.id)).toEqual([item.id]);
  });

  it('refuses to delete a category that still has items, with the reason, and deletes it once empty', async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Textiles');
    const category = await ownerCall<{ data: { id: string } }>(ctx, cast.owner, PATHS.createCategory, { catalogueId, name: 'Stoles' });
    const categoryId = category.body.data.id;
    const stole = await newProduct(ctx, cast.owner, { catalogueId, categoryId, name: 'Silk Stole', basePricePaise: 20_000 });
    const refused = await ownerCall(ctx, cast.owner, PATHS.deleteCategory, { categoryId });
    expect(refused).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: OWNER_CATALOGUE_MESSAGES.categoryHasProducts } });
    await ownerCall(ctx, cast.owner, PATHS.deleteProduct, { productId: stole.id });
    expect((await ownerCall(ctx, cast.owner, PATHS.deleteCategory, { categoryId })).status).toBe(200);
  });

  it('refuses a GST rate off the slabs, a short HSN code and a sale price above the base price', async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Rules');
    const base = { catalogueId, name: 'Rule Tester', basePricePaise: 10_000 };
    for (const wrong of [{ gstRate: 10 }, { hsnCode: '12' }, { salePricePaise: 20_000 }, { basePricePaise: 10.5 }]) {
      expect((await ownerCall(ctx, cast.owner, PATHS.createProduct, { ...base, ...wrong })).status).toBe(400);
    }
  });

  it("records an expired order's stock coming back as an expiry", async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Candles');
    const candle = await newProduct(ctx, cast.owner, { catalogueId, name: 'Beeswax Candle', basePricePaise: 15_000, stock: 4, status: 'Published' });
    const b = cast.customerB;
    expect((await createOrderCall(ctx, b, { customerId: b.id, products: [{ productId: candle.id, quantity: 3, itemType: 'product' }], idempotencyKey: newKey() })).status).toBe(200);
    // past the longest hold an owner may set: the order has expired whatever the business's setting
    await expireUnpaidOrders(ctx.app, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    expect(await movementsOf(ctx, cast.demoId, candle.id)).toEqual([
      ['manual', 4, 4, true],
      ['order', -3, 1, false],
      ['expiry', 3, 4, false],
    ]);
  });
});
