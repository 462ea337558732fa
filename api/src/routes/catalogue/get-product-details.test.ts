import { API_PATHS, type ErrorAnswer, type ProductDetailsAnswer } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { get, type Query, seededSite } from '../../test/fixtures';

describeEachDatabase('GET get_catalogue_product_details_for_public', (ctx) => {
  const details = (query: Query) => get<ProductDetailsAnswer & ErrorAnswer>(ctx, API_PATHS.productDetails, query);

  it('answers a product by slug with its variants, dispatch points, catalogue and category', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const { status, body } = await details({ accountTypeId: demo.id, slug: 'kanjivaram-silk-saree-temple-border' });
    expect(status).toBe(200);
    expect(body.message).toBe('success');
    const product = body.data;
    expect(product).toMatchObject({
      name: 'Kanjivaram Silk Saree – Temple Border',
      itemType: 'product',
      featured: true,
      variantTitle: 'Colour',
      price: 15900,
      pricing: { basePrice: 18500, salePrice: 15900, taxApplicable: true, taxRate: 12, discountPercentage: 14, priceVisible: true },
      catalogueId: { _id: demo.catalogue('sarees-apparel').id, slug: 'sarees-apparel', name: 'Sarees & Apparel' },
      categoryId: { _id: demo.category('silk-sarees').id, slug: 'silk-sarees', name: 'Silk Sarees' },
      inventory: { totalQuantity: 8, stockStatus: 'In Stock' },
    });
    expect(product.variants.map((v) => [v.name, v.stock])).toEqual([
      ['Maroon', 3],
      ['Bottle Green', 5],
      ['Mustard', 0],
    ]);
    expect(product.dispatchPoints.map((d) => d.name)).toEqual(["Kanchipuram Weavers' Hub", 'Bengaluru Warehouse']);
    expect(product.images.length).toBe(3);
    expect(product.shipping).toMatchObject({ available: true, cost: 0 });
  });

  it('answers a service with its packages', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const { body } = await details({ accountTypeId: demo.id, slug: 'designer-blouse-stitching' });
    expect(body.data).toMatchObject({ itemType: 'service', button: 'Book', shipping: { available: false } });
    expect(body.data.packages.map((p) => [p.name, p.price, p.discountPercentage])).toEqual([
      ['Simple', 650, 0],
      ['Princess cut', 950, 0],
      ['Bridal with embroidery', 2500, 10],
    ]);
  });

  it('finds a product by its id as well as its slug', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const bySlug = await details({ accountTypeId: demo.id, slug: 'brass-kadai' });
    const byId = await details({ accountTypeId: demo.id, slug: bySlug.body.data._id });
    expect(byId.body).toEqual(bySlug.body);
  });

  it("answers each business its own product for a slug both use", async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const sunrise = await seededSite(ctx.db, 'sunrise');
    const mine = await details({ accountTypeId: demo.id, slug: 'festive-gift-box' });
    const theirs = await details({ accountTypeId: sunrise.id, slug: 'festive-gift-box' });
    expect(mine.body.data.catalogueId.slug).toBe('kitchen-spices');
    expect(mine.body.data.categoryId).toBeNull();
    expect(theirs.body.data.catalogueId.slug).toBe('cakes-bakes');
    expect(theirs.body.data._id).not.toBe(mine.body.data._id);
  });

  it.each([
    ['an unknown slug', 'no-such-product'],
    ["another business's slug", 'sourdough-country-loaf'],
    ['a draft product', 'upcoming-paithani-silk-saree'],
    ['a product of a draft catalogue', 'preview-diwali-hamper'],
  ])("answers 404 'Product not found' for %s", async (_what, slug) => {
    const demo = await seededSite(ctx.db, 'demo');
    const { status, body } = await details({ accountTypeId: demo.id, slug });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
  });

  it("does not answer another business's product by its id", async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const sunrise = await seededSite(ctx.db, 'sunrise');
    const loaf = await details({ accountTypeId: sunrise.id, slug: 'sourdough-country-loaf' });
    expect((await details({ accountTypeId: demo.id, slug: loaf.body.data._id })).status).toBe(404);
  });

  it.each([{ accountTypeId: 'abcdefabcdefabcdefabcdef', slug: 'brass\u0000kadai' }, { slug: 'brass-kadai' }, { accountTypeId: 'nope', slug: 'brass-kadai' }, { accountTypeId: 'abcdefabcdefabcdefabcdef' }, { accountTypeId: 'abcdefabcdefabcdefabcdef', slug: 'x', name: 'x' }])(
    'refuses %j with 400',
    async (query) => {
      const { status, body } = await details(query);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
    },
  );
});
