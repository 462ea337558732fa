import { API_PATHS, type Product, type ProductListAnswer } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { createBusiness, get, listAll, seededSite } from '../../test/fixtures';

type Compare = (a: Product, b: Product) => number;
const byId: Compare = (a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
const codePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const then = (...compares: Compare[]): Compare => (a, b) => {
  for (const compare of compares) {
    const c = compare(a, b);
    if (c !== 0) return c;
  }
  return 0;
};

/** The orders the API promises, written independently of its SQL. */
const EXPECTED_ORDER: Record<string, Compare> = {
  name: then((a, b) => codePoint(a.name.toLowerCase(), b.name.toLowerCase()), byId),
  'price-low': then((a, b) => a.price - b.price, byId),
  'price-high': then((a, b) => b.price - a.price, byId),
  rating: then((a, b) => b.rating - a.rating, (a, b) => b.reviewCount - a.reviewCount, byId),
  newest: then((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt), byId),
};

describeEachDatabase('product listing sort and paging', (ctx) => {
  let demoId = '';
  beforeAll(async () => {
    demoId = (await seededSite(ctx.db, 'demo')).id;
  });
  const page = (query: Record<string, string | number | boolean>) =>
    get<ProductListAnswer>(ctx, API_PATHS.products, { accountTypeId: demoId, ...query }).then((r) => r.body);

  it.each(Object.keys(EXPECTED_ORDER))('sorts by %s with a stable tie-break on id', async (sortBy) => {
    const { data } = await listAll(ctx, { accountTypeId: demoId, sortBy });
    expect(data.map((p) => p.slug)).toEqual([...data].sort(EXPECTED_ORDER[sortBy]).map((p) => p.slug));
  });

  it('sorts by name A-Z when no sortBy is given', async () => {
    const { data } = await listAll(ctx, { accountTypeId: demoId });
    const { data: byName } = await listAll(ctx, { accountTypeId: demoId, sortBy: 'name' });
    expect(data.map((p) => p._id)).toEqual(byName.map((p) => p._id));
  });

  it('breaks ties of equal names and prices by id', async () => {
    const business = await createBusiness(ctx.db, (site, id) => {
      const catalogueId = site.catalogue(id, { name: 'Twins', description: '' });
      for (const slug of ['twin-a', 'twin-b', 'twin-c', 'twin-d'])
        site.product(id, { catalogueId, name: 'Same Name', slug, description: '', basePrice: 100, rating: 4, reviewCount: 1, totalQuantity: 5, createdAt: new Date('2025-01-01') });
    });
    const byIdOrder = (await listAll(ctx, { accountTypeId: business.id })).data.map((p) => p._id);
    expect(byIdOrder).toEqual([...byIdOrder].sort());
    for (const sortBy of ['price-low', 'price-high', 'rating', 'newest']) {
      expect((await listAll(ctx, { accountTypeId: business.id, sortBy })).data.map((p) => p._id)).toEqual(byIdOrder);
    }
  });

  it('splits a list into pages that join back into the whole list, in order', async () => {
    const whole = await listAll(ctx, { accountTypeId: demoId, sortBy: 'price-high' });
    const limit = 7;
    const pages = Math.ceil(whole.total / limit);
    const joined: string[] = [];
    for (let n = 1; n <= pages; n += 1) {
      const body = await page({ sortBy: 'price-high', limit, page: n });
      expect(body.size).toBe(pages);
      expect(body.total).toBe(whole.total);
      expect(body.data.length).toBe(n < pages ? limit : whole.total - limit * (pages - 1));
      joined.push(...body.data.map((p) => p._id));
    }
    expect(joined).toEqual(whole.data.map((p) => p._id));
  });

  it('uses 8 items per page by default', async () => {
    const body = await page({});
    expect(body.data).toHaveLength(8);
    expect(body.size).toBe(Math.ceil(body.total / 8));
  });

  it('answers an empty page, with size and total unchanged, past the last page', async () => {
    const first = await page({ limit: 10 });
    const beyond = await page({ limit: 10, page: first.size + 1 });
    const farBeyond = await page({ limit: 10, page: 10_000 });
    for (const body of [beyond, farBeyond]) {
      expect(body).toMatchObject({ message: 'success', data: [], size: first.size, total: first.total, maxSalePrice: first.maxSalePrice });
    }
  });

  it('answers one item per page at limit 1 and the largest page at limit 100', async () => {
    const one = await page({ limit: 1, page: 2 });
    expect(one.data).toHaveLength(1);
    expect(one.size).toBe(one.total);
    const big = await page({ limit: 100 });
    expect(big.size).toBe(1);
    expect(big.data).toHaveLength(big.total);
  });

  it('pages within filters: size counts the filtered items', async () => {
    const body = await page({ slug: 'kitchen-spices', limit: 5, onSale: true });
    const all = await listAll(ctx, { accountTypeId: demoId, slug: 'kitchen-spices', onSale: true });
    expect(body.total).toBe(all.total);
    expect(body.size).toBe(Math.ceil(all.total / 5));
  });
});
