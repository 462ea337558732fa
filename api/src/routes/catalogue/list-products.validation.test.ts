import { API_PATHS, type ErrorAnswer, type ProductListAnswer } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { get, listAll, seededSite } from '../../test/fixtures';

describeEachDatabase('product listing input and tenancy', (ctx) => {
  let demoId = '';
  beforeAll(async () => {
    demoId = (await seededSite(ctx.db, 'demo')).id;
  });
  const list = (query: Record<string, string>) => get<ProductListAnswer & ErrorAnswer>(ctx, API_PATHS.products, query);

  it.each([
    ['a non-hex accountTypeId', { accountTypeId: 'not-an-id' }, 'accountTypeId'],
    ['an empty accountTypeId', { accountTypeId: '' }, 'accountTypeId'],
    ['limit 0', { limit: '0' }, 'limit'],
    ['limit 1000', { limit: '1000' }, 'limit'],
    ['a fractional limit', { limit: '2.5' }, 'limit'],
    ['page -1', { page: '-1' }, 'page'],
    ['page 0', { page: '0' }, 'page'],
    ['a non-numeric page', { page: 'two' }, 'page'],
    ["priceRange 'a,b'", { priceRange: 'a,b' }, 'priceRange'],
    ["priceRange '500,100'", { priceRange: '500,100' }, 'priceRange'],
    ["priceRange '-5,10'", { priceRange: '-5,10' }, 'priceRange'],
    ["sortBy 'bogus'", { sortBy: 'bogus' }, 'sortBy'],
    ['minRating 5', { minRating: '5' }, 'minRating'],
    ["inStockOnly 'yes'", { inStockOnly: 'yes' }, 'inStockOnly'],
    ["status 'Draft'", { status: 'Draft' }, 'status'],
    ['a non-hex catalogId', { catalogId: 'home-decor' }, 'catalogId'],
    ['an unknown extra parameter', { colour: 'red' }, 'colour'],
    ['a repeated parameter', { limit: ['1', '2'] as unknown as string }, 'limit'],
  ])('refuses %s with 400 VALIDATION_ERROR naming the field', async (_what, query, field) => {
    const { status, body } = await list({ accountTypeId: demoId, ...query });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(field);
  });

  it('refuses a listing without accountTypeId: every query is scoped to one business', async () => {
    const { status, body } = await list({ limit: '5' });
    expect(status).toBe(400);
    expect(body.message).toContain('accountTypeId');
  });

  it.each(['search', 'slug', 'category'])('refuses a NUL character in %s with 400, not a database error', async (field) => {
    const { status, body } = await list({ accountTypeId: demoId, [field]: 'silk\u0000saree' });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
  });

  it('answers odd but valid text (emoji, lone surrogates, tsquery syntax) with 200', async () => {
    for (const search of ['🧵', '\ud800', 'a:* | b & !c', "o'brien", '((']) {
      expect((await list({ accountTypeId: demoId, search })).status).toBe(200);
    }
  });

  it('accepts status=Published, the value the storefront sends', async () => {
    expect((await list({ accountTypeId: demoId, status: 'Published', limit: '1' })).status).toBe(200);
  });

  it('clamps an absurdly large price bound instead of failing', async () => {
    const { status, body } = await list({ accountTypeId: demoId, priceRange: '0,99999999999999999999', limit: '1' });
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(60);
  });

  it('answers a very long search without error', async () => {
    const { status } = await list({ accountTypeId: demoId, search: 'silk '.repeat(39) });
    expect(status).toBe(200);
    expect((await list({ accountTypeId: demoId, search: 'x'.repeat(201) })).status).toBe(400);
  });

  it("never lists one business's items for another's accountTypeId", async () => {
    const sunrise = await seededSite(ctx.db, 'sunrise');
    const demoItems = await listAll(ctx, { accountTypeId: demoId });
    const sunriseItems = await listAll(ctx, { accountTypeId: sunrise.id });
    expect(sunriseItems.total).toBe(10);
    const demoIds = new Set(demoItems.data.map((p) => p._id));
    expect(sunriseItems.data.some((p) => demoIds.has(p._id))).toBe(false);
    expect(sunriseItems.data.every((p) => p.catalogueId.slug === 'cakes-bakes')).toBe(true);
    // Another business's catalogue and category, by slug or id, give nothing.
    expect((await listAll(ctx, { accountTypeId: demoId, slug: 'cakes-bakes' })).total).toBe(0);
    expect((await listAll(ctx, { accountTypeId: demoId, catalogId: sunrise.catalogue('cakes-bakes').id })).total).toBe(0);
    expect((await listAll(ctx, { accountTypeId: demoId, category: sunrise.category('cakes').id })).total).toBe(0);
  });

  it('answers an empty list for a business that does not exist', async () => {
    const { status, body } = await list({ accountTypeId: 'abcdefabcdefabcdefabcdef' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: [], size: 0, total: 0, maxSalePrice: 0 });
  });

  it('speaks rupees: prices with at most 2 decimals, sale price null when there is none', async () => {
    const { data } = await listAll(ctx, { accountTypeId: demoId });
    for (const p of data) {
      expect(Math.round(p.price * 100) / 100).toBe(p.price);
      expect(p.price).toBe(p.pricing.salePrice ?? p.pricing.basePrice);
      expect(p.pricing.salePrice === null || p.pricing.salePrice > 0).toBe(true);
    }
  });
});
