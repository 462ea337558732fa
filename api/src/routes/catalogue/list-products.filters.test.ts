import type { Product } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { listAll, seededSite } from '../../test/fixtures';

const ids = (items: Product[]) => items.map((p) => p._id).sort();
const onSale = (p: Product) => (p.pricing.salePrice ?? 0) > 0 && (p.pricing.salePrice ?? 0) < p.pricing.basePrice;
const inStock = (p: Product) => p.inventory.stockStatus !== 'Out of Stock' && (p.totalQuantity === null || p.totalQuantity > 0);
const freeShipping = (p: Product) => p.shipping.available && p.shipping.cost === 0;

describeEachDatabase('product listing filters', (ctx) => {
  let demoId = '';
  let everything: Product[] = [];
  beforeAll(async () => {
    demoId = (await seededSite(ctx.db, 'demo')).id;
    everything = (await listAll(ctx, { accountTypeId: demoId })).data;
  });
  const list = (query: Record<string, string | number | boolean>) => listAll(ctx, { accountTypeId: demoId, ...query });

  it('lists every published item of the business when no catalogue is named', async () => {
    expect(everything.length).toBeGreaterThanOrEqual(60);
    expect(everything.every((p) => p.status === 'Published')).toBe(true);
    expect(everything.map((p) => p.slug)).not.toContain('upcoming-paithani-silk-saree');
    expect(everything.map((p) => p.slug)).not.toContain('preview-diwali-hamper');
  });

  it.each<[string, Record<string, string | number | boolean>, (p: Product) => boolean]>([
    ['inStockOnly', { inStockOnly: true }, inStock],
    ['freeShipping', { freeShipping: true }, freeShipping],
    ['onSale', { onSale: true }, onSale],
    ['featured', { featured: true }, (p) => p.featured],
    ['flashSale', { flashSale: true }, (p) => p.flashSale],
    ['minRating=4', { minRating: 4 }, (p) => p.rating >= 4],
    ['minRating=2', { minRating: 2 }, (p) => p.rating >= 2],
    ['priceRange=500,2000', { priceRange: '500,2000' }, (p) => p.price >= 500 && p.price <= 2000],
    ['priceRange=199.5,299', { priceRange: '199.5,299' }, (p) => p.price >= 199.5 && p.price <= 299],
  ])('%s keeps exactly the matching items', async (_name, query, predicate) => {
    const expected = everything.filter(predicate);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everything.length);
    const { data, total } = await list(query);
    expect(ids(data)).toEqual(ids(expected));
    expect(total).toBe(expected.length);
  });

  it.each([
    ['inStockOnly', { inStockOnly: 'false' }],
    ['featured', { featured: '0' }],
    ['minRating', { minRating: 0 }],
  ])('ignores %s when it is off', async (_name, query) => {
    expect((await list(query)).total).toBe(everything.length);
  });

  it('combines filters with AND', async () => {
    const query = { slug: 'sarees-apparel', onSale: true, inStockOnly: true, freeShipping: true, minRating: 3, priceRange: '500,5000' };
    const expected = everything.filter(
      (p) => p.catalogueId.slug === 'sarees-apparel' && onSale(p) && inStock(p) && freeShipping(p) && p.rating >= 3 && p.price >= 500 && p.price <= 5000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids((await list(query)).data)).toEqual(ids(expected));
  });

  it('drops out-of-stock items and items whose stock status says so', async () => {
    const slugs = (await list({ inStockOnly: true })).data.map((p) => p.slug);
    expect(slugs).not.toContain('bengal-tant-cotton-saree');
    expect(slugs).not.toContain('soapstone-kalchatti-pot');
    expect(slugs).toContain('kashmiri-saffron-kesar-1-g');
  });

  it('counts shipping cost and non-shippable items out of free shipping', async () => {
    const slugs = (await list({ freeShipping: true })).data.map((p) => p.slug);
    expect(slugs).not.toContain('jute-floor-rug-4x6-ft');
    expect(slugs).not.toContain('clay-cooking-pot-handi');
    expect(slugs).not.toContain('saree-fall-and-pico');
  });

  it('filters on the price before tax, using the sale price when there is one', async () => {
    // Kanjivaram: base 18,500, sale 15,900 -> inside 15,000-16,000 only by its sale price.
    const slugs = (await list({ priceRange: '15000,16000' })).data.map((p) => p.slug);
    expect(slugs).toContain('kanjivaram-silk-saree-temple-border');
  });

  it.each([
    ['slug', (c: { slug: string }) => ({ slug: c.slug })],
    ['catalogId', (c: { id: string }) => ({ catalogId: c.id })],
    ['24-hex id given as slug', (c: { id: string }) => ({ slug: c.id })],
  ])('names a catalogue by %s', async (_how, query) => {
    const demo = await seededSite(ctx.db, 'demo');
    const decor = demo.catalogue('home-decor');
    const { data, total } = await list(query(decor));
    expect(total).toBe(everything.filter((p) => p.catalogueId._id === decor.id).length);
    expect(data.every((p) => p.catalogueId.slug === 'home-decor')).toBe(true);
  });

  it('names a category by slug or by id', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const bySlug = await list({ category: 'whole-spices' });
    const byId = await list({ category: demo.category('whole-spices').id });
    const within = await list({ slug: 'kitchen-spices', category: 'whole-spices' });
    expect(bySlug.total).toBeGreaterThan(0);
    expect(ids(byId.data)).toEqual(ids(bySlug.data));
    expect(ids(within.data)).toEqual(ids(bySlug.data));
    expect(bySlug.data.every((p) => p.categoryId?.slug === 'whole-spices')).toBe(true);
  });

  it.each([
    ['an unknown catalogue slug', { slug: 'no-such-catalogue' }],
    ['an unknown catalogue id', { catalogId: 'ffffffffffffffffffffffff' }],
    ['a draft catalogue', { slug: 'festive-preview' }],
    ['an unknown category', { category: 'no-such-category' }],
    ['a category of another catalogue', { slug: 'home-decor', category: 'whole-spices' }],
  ])('answers an empty list, not an error, for %s', async (_what, query) => {
    expect(await list(query)).toMatchObject({ message: 'success', data: [], size: 0, total: 0 });
  });

  it('answers an empty list when slug and catalogId name different catalogues', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const body = await list({ slug: 'home-decor', catalogId: demo.catalogue('kitchen-spices').id });
    expect(body).toMatchObject({ data: [], size: 0, total: 0 });
  });

  it('reports the highest effective price of the catalogue whatever the other filters', async () => {
    const sarees = everything.filter((p) => p.catalogueId.slug === 'sarees-apparel');
    const highest = Math.max(...sarees.map((p) => p.price));
    // the Patola (42,000) hides its price, so it does not bound the slider: the Kanjivaram's sale price does
    expect(highest).toBe(15900);
    expect((await list({ slug: 'sarees-apparel' })).maxSalePrice).toBe(highest);
    expect((await list({ slug: 'sarees-apparel', priceRange: '0,100', onSale: true })).maxSalePrice).toBe(highest);
    expect((await list({ slug: 'sarees-apparel', category: 'no-such-category' })).maxSalePrice).toBe(highest);
    expect((await list({})).maxSalePrice).toBe(Math.max(...everything.map((p) => p.price)));
    expect((await list({ slug: 'no-such-catalogue' })).maxSalePrice).toBe(0);
  });
});
