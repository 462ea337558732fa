/**
 * While a search word is given the listing is ranked by relevance, best first: a word in the name above
 * the same word in the tags or category, above one in the description; partial words and close spellings
 * by their similarity to the name. Relevance is the default while searching; any of the five sorts still
 * applies when chosen, and without a search relevance means name.
 */
import { API_PATHS, type ProductListAnswer } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { createBusiness, get } from '../../test/fixtures';

describeEachDatabase('product listing by relevance', (ctx) => {
  let businessId = '';
  beforeAll(async () => {
    ({ id: businessId } = await createBusiness(ctx.db, (site, business) => {
      const textiles = site.catalogue(business, { name: 'Textiles', description: '' });
      const home = site.catalogue(business, { name: 'Home', description: '' });
      const silkCategory = site.category(business, textiles, { name: 'Silk weaves', slug: 'silk-weaves' });
      const item = (catalogueId: string, name: string, extra: { description?: string; tags?: string[]; categoryId?: string; basePrice?: number; rating?: number } = {}) =>
        site.product(business, { catalogueId, name, slug: name.toLowerCase().replace(/ /g, '-'), description: extra.description ?? 'Made by hand.', basePrice: extra.basePrice ?? 1000, ...extra });
      item(home, 'Brass lamp', { description: 'Packed in a silk pouch for gifting.', basePrice: 500, rating: 5 });
      item(textiles, 'Cotton kurta', { tags: ['silk'], basePrice: 1500, rating: 4 });
      item(textiles, 'Tussar Silk Saree', { basePrice: 8000, rating: 3 });
      item(textiles, 'Kanjivaram saree', { categoryId: silkCategory, basePrice: 12000, rating: 2 });
      item(home, 'Silk cushion', { basePrice: 900, rating: 1 });
      item(home, 'Jute basket', { basePrice: 300 });
    }));
  });

  const slugs = async (query: Record<string, string | number>) => {
    const { status, body } = await get<ProductListAnswer>(ctx, API_PATHS.products, { accountTypeId: businessId, limit: 100, ...query });
    expect(status).toBe(200);
    return body.data.map((p) => p.slug);
  };

  it('ranks a word in the name first, then in the tags or category, then in the description', async () => {
    const ranked = await slugs({ search: 'silk' });
    expect(ranked.slice(0, 2).sort()).toEqual(['silk-cushion', 'tussar-silk-saree']);
    expect(ranked.slice(2, 4).sort()).toEqual(['cotton-kurta', 'kanjivaram-saree']);
    expect(ranked[4]).toBe('brass-lamp');
    expect(ranked).toHaveLength(5);
  });

  it('is the default while searching, and the same when asked for', async () => {
    expect(await slugs({ search: 'silk', sortBy: 'relevance' })).toEqual(await slugs({ search: 'silk' }));
  });

  it('ranks an item matching every word above one matching them apart', async () => {
    const ranked = await slugs({ search: 'silk saree' });
    expect(ranked[0]).toBe('tussar-silk-saree');
    expect(ranked).toContain('kanjivaram-saree');
  });

  it('keeps the five sorts when one is chosen with a search', async () => {
    expect(await slugs({ search: 'silk', sortBy: 'name' })).toEqual(['brass-lamp', 'cotton-kurta', 'kanjivaram-saree', 'silk-cushion', 'tussar-silk-saree']);
    expect(await slugs({ search: 'silk', sortBy: 'price-high' })).toEqual(['kanjivaram-saree', 'tussar-silk-saree', 'cotton-kurta', 'silk-cushion', 'brass-lamp']);
    expect(await slugs({ search: 'silk', sortBy: 'rating' })).toEqual(['brass-lamp', 'cotton-kurta', 'tussar-silk-saree', 'kanjivaram-saree', 'silk-cushion']);
  });

  it('means name without a search', async () => {
    const byName = await slugs({ sortBy: 'name' });
    expect(await slugs({ sortBy: 'relevance' })).toEqual(byName);
    expect(await slugs({})).toEqual(byName);
  });

  it('finds and ranks a partial word and a close spelling ("kanjeevaram" finds Kanjivaram)', async () => {
    expect(await slugs({ search: 'kanjeevaram' })).toEqual(['kanjivaram-saree']);
    expect(await slugs({ search: 'ivaram' })).toEqual(['kanjivaram-saree']);
    expect((await slugs({ search: 'tussar silkk' }))[0]).toBe('tussar-silk-saree');
  });

  it('pages a ranked list without repeating or skipping an item', async () => {
    const whole = await slugs({ search: 'silk' });
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(...(await slugs({ search: 'silk', limit: 2, page })));
    expect(pages).toEqual(whole);
  });

  it('refuses a sort that is not one of the listing\'s', async () => {
    const { status } = await get(ctx, API_PATHS.products, { accountTypeId: businessId, search: 'silk', sortBy: 'popularity' });
    expect(status).toBe(400);
  });
});
