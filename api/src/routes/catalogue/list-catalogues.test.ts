import { API_PATHS, type CatalogueListAnswer, type CategoriesAnswer, type ErrorAnswer } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { get, type Query, listAll, seededSite } from '../../test/fixtures';

const UNKNOWN_BUSINESS = '0123456789abcdef01234567';

describeEachDatabase('catalogue lists: get_catalogue_by_account_type_id, get_catalogue', (ctx) => {
  it.each([API_PATHS.cataloguesByAccount, API_PATHS.catalogues])('%s lists the published catalogues in order, drafts left out', async (path) => {
    const demo = await seededSite(ctx.db, 'demo');
    const { status, body } = await get<CatalogueListAnswer>(ctx, path, { accountTypeId: demo.id });
    expect(status).toBe(200);
    expect(body.message).toBe('success');
    expect(body.data.map((c) => c.slug)).toEqual(['sarees-apparel', 'home-decor', 'kitchen-spices', 'services']);
    expect(body.data.every((c) => c.accountTypeId === demo.id)).toBe(true);
    expect(body.data.find((c) => c.slug === 'services')?.type).toBe('service');
  });

  it('answers the same data on both paths', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const a = await get(ctx, API_PATHS.cataloguesByAccount, { accountTypeId: demo.id });
    const b = await get(ctx, API_PATHS.catalogues, { accountTypeId: demo.id });
    expect(a.body).toEqual(b.body);
  });

  it('counts published items per catalogue and category as the product listing does', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const { body } = await get<CatalogueListAnswer>(ctx, API_PATHS.catalogues, { accountTypeId: demo.id });
    for (const catalogue of body.data) {
      expect(catalogue.totalItems).toBe((await listAll(ctx, { accountTypeId: demo.id, slug: catalogue.slug })).total);
      for (const category of catalogue.subcategories) {
        expect(category.totalItems).toBe((await listAll(ctx, { accountTypeId: demo.id, category: category.slug })).total);
      }
    }
    // The draft Paithani saree is not counted among the silk sarees.
    const silk = body.data[0]?.subcategories.find((c) => c.slug === 'silk-sarees');
    expect(silk?.totalItems).toBe(6);
  });

  it("lists only the business's own catalogues", async () => {
    const sunrise = await seededSite(ctx.db, 'sunrise');
    const { body } = await get<CatalogueListAnswer>(ctx, API_PATHS.catalogues, { accountTypeId: sunrise.id });
    expect(body.data.map((c) => c.slug)).toEqual(['cakes-bakes']);
  });

  it('answers an empty list for a business that does not exist', async () => {
    const { status, body } = await get<CatalogueListAnswer>(ctx, API_PATHS.cataloguesByAccount, { accountTypeId: UNKNOWN_BUSINESS });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it.each([{}, { accountTypeId: 'demo' }, { accountTypeId: UNKNOWN_BUSINESS, extra: '1' }])('refuses %j with 400', async (query) => {
    const { status, body } = await get<ErrorAnswer>(ctx, API_PATHS.catalogues, query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
  });
});

describeEachDatabase('GET get_product_categories_by_account_type_id', (ctx) => {
  const categories = (query: Query) => get<CategoriesAnswer & ErrorAnswer>(ctx, API_PATHS.categories, query);

  it('answers the categories of a catalogue named by slug, with the catalogue as meta', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const { status, body } = await categories({ accountTypeId: demo.id, slug: 'home-decor' });
    expect(status).toBe(200);
    expect(body.meta).toEqual({ _id: demo.catalogue('home-decor').id, slug: 'home-decor', name: 'Home Decor' });
    expect(body.data.map((c) => c.slug)).toEqual(['brass-metal', 'lamps-diyas', 'cushions-throws', 'wall-art']);
    expect(body.data.every((c) => c.totalItems > 0)).toBe(true);
  });

  it('answers the same for the catalogue named by its 24-hex id', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const bySlug = await categories({ accountTypeId: demo.id, slug: 'kitchen-spices' });
    const byId = await categories({ accountTypeId: demo.id, slug: demo.catalogue('kitchen-spices').id });
    const byUpperId = await categories({ accountTypeId: demo.id.toUpperCase(), slug: demo.catalogue('kitchen-spices').id.toUpperCase() });
    expect(byId.body).toEqual(bySlug.body);
    expect(byUpperId.body).toEqual(bySlug.body);
  });

  it.each([
    ['an unknown slug', 'no-such-catalogue'],
    ['a draft catalogue', 'festive-preview'],
    ["another business's catalogue", 'cakes-bakes'],
  ])("answers 404 'Catalogue not found' for %s", async (_what, slug) => {
    const demo = await seededSite(ctx.db, 'demo');
    const { status, body } = await categories({ accountTypeId: demo.id, slug });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Catalogue not found', code: 'CATALOGUE_NOT_FOUND' });
  });

  it("does not find another business's catalogue by its id either", async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const sunrise = await seededSite(ctx.db, 'sunrise');
    expect((await categories({ accountTypeId: demo.id, slug: sunrise.catalogue('cakes-bakes').id })).status).toBe(404);
  });

  it.each([{ accountTypeId: '0123456789abcdef01234567' }, { slug: 'home-decor' }, { accountTypeId: 'x', slug: 'home-decor' }, { accountTypeId: '0123456789abcdef01234567', slug: ' ' }])(
    'refuses %j with 400',
    async (query) => {
      const { status, body } = await categories(query);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
    },
  );
});
