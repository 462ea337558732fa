/**
 * The kept listing totals (listing_totals, 0020): after every kind of write to the items, the count of
 * published items and the highest listed price of each cell (catalogue, category, the yes/no filters,
 * whole rating) are what counting the items says, and the listing's `total` and `maxSalePrice` follow.
 */
import { and, eq, sql } from 'drizzle-orm';
import { API_PATHS, type ProductListAnswer } from '../contracts';
import { queryRows } from '../db/client';
import { catalogues, categories, products } from '../db/schema';
import { listPublicCatalogues } from './catalogue-repository';
import { describeEachDatabase, type TestContext } from '../test/databases';
import { createBusiness, get } from '../test/fixtures';

type Totals = { catalogue_id: string; category_id: string | null; cell: string; published_count: number; highest_listed_paise: number };

const CELL_ORDER = sql`catalogue_id, category_id NULLS FIRST, cell`;

async function keptTotals(ctx: TestContext, businessId: string): Promise<Totals[]> {
  return queryRows(ctx.db, sql`
    SELECT catalogue_id, category_id, concat_ws(',', in_stock, free_shipping, on_sale, featured, flash_sale, rating_floor) AS cell,
      published_count, highest_listed_paise
    FROM listing_totals WHERE business_id = ${businessId} AND published_count > 0 ORDER BY ${CELL_ORDER}`);
}

async function countedTotals(ctx: TestContext, businessId: string): Promise<Totals[]> {
  return queryRows(ctx.db, sql`
    SELECT catalogue_id, category_id, concat_ws(',', in_stock, free_shipping, on_sale, featured, flash_sale, rating_floor) AS cell,
      count(*)::int AS published_count, max(listed)::int AS highest_listed_paise
    FROM (SELECT catalogue_id, category_id, CASE WHEN price_visible THEN effective_price_paise ELSE 0 END AS listed,
      stock_status <> 'Out of Stock' AND (total_quantity IS NULL OR total_quantity > 0) AS in_stock,
      shipping_available AND shipping_cost_paise = 0 AS free_shipping,
      price_visible AND coalesce(sale_price_paise > 0 AND sale_price_paise < base_price_paise, false) AS on_sale,
      featured, flash_sale, floor(rating)::int AS rating_floor
      FROM products WHERE business_id = ${businessId} AND status = 'Published') items
    GROUP BY catalogue_id, category_id, cell ORDER BY ${CELL_ORDER}`);
}

describeEachDatabase('kept listing totals', (ctx) => {
  let businessId = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ id: businessId } = await createBusiness(ctx.db, (site, business) => {
      ids.sarees = site.catalogue(business, { name: 'Sarees', description: '' });
      ids.lamps = site.catalogue(business, { name: 'Lamps', description: '' });
      ids.silk = site.category(business, ids.sarees, { name: 'Silk', slug: 'silk' });
      ids.cotton = site.category(business, ids.sarees, { name: 'Cotton', slug: 'cotton' });
      ids.brass = site.category(business, ids.lamps, { name: 'Brass', slug: 'brass' });
      ids.kanjivaram = site.product(business, { catalogueId: ids.sarees, categoryId: ids.silk, name: 'Kanjivaram saree', slug: 'kanjivaram', basePrice: 9000, description: '', rating: 4.2, featured: true, totalQuantity: 4, shipping: { available: true, cost: 0 } });
      ids.banarasi = site.product(business, { catalogueId: ids.sarees, categoryId: ids.silk, name: 'Banarasi saree', slug: 'banarasi', basePrice: 7000, salePrice: 6500, description: '', rating: 3.5 });
      ids.tant = site.product(business, { catalogueId: ids.sarees, categoryId: ids.cotton, name: 'Tant saree', slug: 'tant', basePrice: 1500, description: '', rating: 4.8, totalQuantity: 5 });
      ids.diya = site.product(business, { catalogueId: ids.lamps, categoryId: ids.brass, name: 'Brass diya', slug: 'diya', basePrice: 400, description: '', flashSale: true, shipping: { available: true, cost: 49 } });
      ids.vilakku = site.product(business, { catalogueId: ids.lamps, name: 'Kuthu vilakku', slug: 'vilakku', basePrice: 3200, description: '' });
    }));
  });

  const listing = async (query: Record<string, string> = {}) => {
    ctx.app.catalogueCache.invalidate(businessId);
    const { status, body } = await get<ProductListAnswer>(ctx, API_PATHS.products, { accountTypeId: businessId, limit: 100, ...query });
    expect(status).toBe(200);
    return body;
  };

  /** The kept totals equal a count of the items, and the listing's unfiltered figures follow them. */
  async function expectTotalsRight() {
    const counted = await countedTotals(ctx, businessId);
    expect(await keptTotals(ctx, businessId)).toEqual(counted);
    const whole = await listing();
    expect(whole.total).toBe(whole.data.length);
    expect(whole.maxSalePrice).toBe(Math.max(0, ...whole.data.map((p) => p.price)));
    const sarees = await listing({ slug: 'sarees' });
    expect(sarees.total).toBe(counted.filter((row) => row.catalogue_id === ids.sarees).reduce((sum, row) => sum + row.published_count, 0));
    // the catalogues' and categories' item counts (the catalogue strip, the category chips) are the kept ones too
    const strip = await listPublicCatalogues(ctx.db, businessId);
    const countOf = (match: (row: Totals) => boolean) => counted.filter(match).reduce((sum, row) => sum + row.published_count, 0);
    for (const catalogue of strip) {
      expect(catalogue.totalItems).toBe(countOf((row) => row.catalogue_id === catalogue._id));
      for (const category of catalogue.subcategories) expect(category.totalItems).toBe(countOf((row) => row.category_id === category._id));
    }
    // each filter's count (but a price range's) is read from the kept totals: the same as the items counted
    const filters: Record<string, string>[] = [{ inStockOnly: 'true' }, { freeShipping: 'true' }, { onSale: 'true' }, { minRating: '3' }, { featured: 'true', inStockOnly: 'true' }];
    for (const filter of filters) {
      const filtered = await listing(filter);
      expect(filtered.total).toBe(filtered.data.length);
    }
    const silk = await listing({ category: 'silk' });
    expect(silk.total).toBe(silk.data.length);
    // a category's slider bound is its scope's: here the whole business
    expect(silk.maxSalePrice).toBe(whole.maxSalePrice);
  }

  const update = (id: string, set: Partial<typeof products.$inferInsert>) => ctx.db.update(products).set(set).where(eq(products.id, id as string));

  it('start as the items are', async () => {
    await expectTotalsRight();
    expect((await listing()).maxSalePrice).toBe(9000);
  });

  it('follow a created item, published or draft', async () => {
    await ctx.db.insert(products).values([
      { id: 'a1b2c3d4e5f6a7b8c9d0e1f2', businessId, catalogueId: ids.sarees as string, categoryId: ids.silk, slug: 'paithani', name: 'Paithani saree', basePricePaise: 1_250_000 },
      { id: 'a1b2c3d4e5f6a7b8c9d0e1f3', businessId, catalogueId: ids.lamps as string, slug: 'draft-lamp', name: 'Draft lamp', basePricePaise: 9_999_900, status: 'Draft' },
    ]);
    await expectTotalsRight();
    expect((await listing()).maxSalePrice).toBe(12_500);
    expect((await listing({ slug: 'lamps' })).maxSalePrice).toBe(3200);
  });

  it("follow a price lowered below the next item's, a sale, a hidden price and a price raised", async () => {
    await update('a1b2c3d4e5f6a7b8c9d0e1f2', { basePricePaise: 100_000 });
    await expectTotalsRight();
    expect((await listing()).maxSalePrice).toBe(9000);
    await update(ids.kanjivaram as string, { salePricePaise: 500_000 });
    await expectTotalsRight();
    expect((await listing({ slug: 'sarees' })).maxSalePrice).toBe(6500);
    await update(ids.banarasi as string, { priceVisible: false });
    await expectTotalsRight();
    expect((await listing({ slug: 'sarees' })).maxSalePrice).toBe(5000);
    await update(ids.tant as string, { basePricePaise: 2_000_000 });
    await expectTotalsRight();
    expect((await listing()).maxSalePrice).toBe(20_000);
  });

  it('follow an item unpublished, published again, moved to another category and catalogue', async () => {
    await update(ids.tant as string, { status: 'Draft' });
    await expectTotalsRight();
    expect((await listing()).maxSalePrice).toBe(5000);
    await update(ids.tant as string, { status: 'Published' });
    await update(ids.diya as string, { categoryId: null });
    await expectTotalsRight();
    await update(ids.diya as string, { catalogueId: ids.sarees, categoryId: ids.cotton });
    await expectTotalsRight();
    expect((await listing({ category: 'cotton' })).total).toBe(2);
    // one statement changing many items: a catalogue's items unpublished together, then published again dearer
    await ctx.db.update(products).set({ status: 'Draft' }).where(eq(products.catalogueId, ids.sarees as string));
    await expectTotalsRight();
    expect((await listing()).maxSalePrice).toBe(3200);
    await ctx.db.execute(sql`UPDATE products SET status = 'Published', base_price_paise = base_price_paise + 100 WHERE catalogue_id = ${ids.sarees}`);
    await expectTotalsRight();
    expect((await listing()).maxSalePrice).toBe(20_001);
  });

  it('are left alone by stock that stays above 0, a name or a rating within its star, and follow stock running out', async () => {
    const before = await keptTotals(ctx, businessId);
    await update(ids.kanjivaram as string, { totalQuantity: 1, name: 'Kanjivaram silk saree', rating: 4.5 });
    await ctx.db.execute(sql`UPDATE products SET total_quantity = total_quantity + 3 WHERE business_id = ${businessId} AND total_quantity IS NOT NULL`);
    expect(await keptTotals(ctx, businessId)).toEqual(before);
    await expectTotalsRight();
    const inStock = (await listing({ inStockOnly: 'true' })).total;
    await update(ids.kanjivaram as string, { totalQuantity: 0 });
    await expectTotalsRight();
    expect((await listing({ inStockOnly: 'true' })).total).toBe(inStock - 1);
    await update(ids.kanjivaram as string, { rating: 3.9, featured: false });
    await expectTotalsRight();
  });

  it("follow a deleted item, a deleted category (its items keep their catalogue) and a deleted catalogue", async () => {
    await ctx.db.delete(products).where(eq(products.id, ids.tant as string));
    await expectTotalsRight();
    expect((await listing()).maxSalePrice).toBe(5000);
    await ctx.db.delete(categories).where(and(eq(categories.businessId, businessId), eq(categories.id, ids.silk as string)));
    await expectTotalsRight();
    await ctx.db.delete(catalogues).where(eq(catalogues.id, ids.sarees as string));
    await expectTotalsRight();
    expect(await listing()).toMatchObject({ total: 1, maxSalePrice: 3200 });
  });

  it('leave out a catalogue while it is unpublished', async () => {
    await ctx.db.update(catalogues).set({ status: 'Draft' }).where(eq(catalogues.id, ids.lamps as string));
    expect(await listing()).toMatchObject({ total: 0, size: 0, maxSalePrice: 0, data: [] });
    await ctx.db.update(catalogues).set({ status: 'Published' }).where(eq(catalogues.id, ids.lamps as string));
    expect(await listing()).toMatchObject({ total: 1, maxSalePrice: 3200 });
  });
});
