import { and, eq, inArray } from 'drizzle-orm';
import { API_PATHS, CART_PATHS, CHAT_PATHS, INBOX_PATHS, type Product } from '../contracts';
import { catalogues, products, productVariants, servicePackages } from '../db/schema';
import { toRupees } from '../db/money';
import { call, castOf, type Cast } from '../test/people-and-orders';
import { describeEachDatabase } from '../test/databases';
import { get } from '../test/fixtures';

interface HiddenItem {
  id: string;
  slug: string;
  catalogueId: string;
  /** Every price of the item in rupees, as the database keeps them: none may appear in an answer. */
  prices: number[];
}

/** Every number in a JSON value, deep. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

describeEachDatabase('prices a business hides never leave the server', (ctx) => {
  let cast: Cast;
  let hidden: HiddenItem[];

  beforeAll(async () => {
    cast = await castOf(ctx);
    const rows = await ctx.db
      .select({ id: products.id, slug: products.slug, catalogueId: products.catalogueId, base: products.basePricePaise, sale: products.salePricePaise, effective: products.effectivePricePaise })
      .from(products)
      .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
      .where(and(eq(products.businessId, cast.demoId), eq(products.priceVisible, false), eq(products.status, 'Published'), eq(catalogues.status, 'Published')));
    const ids = rows.map((row) => row.id);
    const variants = await ctx.db.select().from(productVariants).where(inArray(productVariants.productId, ids));
    const packages = await ctx.db.select().from(servicePackages).where(inArray(servicePackages.productId, ids));
    hidden = rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      catalogueId: row.catalogueId,
      prices: [
        row.base,
        row.sale,
        row.effective,
        ...variants.filter((v) => v.productId === row.id).flatMap((v) => [v.basePricePaise, v.salePricePaise]),
        ...packages.filter((p) => p.productId === row.id).map((p) => p.pricePaise),
      ]
        .filter((paise): paise is number => typeof paise === 'number' && paise > 0)
        .map(toRupees),
    }));
  });

  /** The item in an answer carries none of its real prices, and says the price is hidden. */
  function expectNoPrices(item: Product | undefined, secret: HiddenItem) {
    expect(item).toBeDefined();
    expect(item?.pricing.priceVisible).toBe(false);
    expect(numbersIn(item).filter((n) => secret.prices.includes(n))).toEqual([]);
    expect(item).toMatchObject({ price: 0, pricing: { basePrice: 0, salePrice: null, discountPercentage: null } });
  }

  it('the demo seeds items with hidden prices (the rest of this suite checks them)', () => {
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    for (const item of hidden) expect(item.prices.length).toBeGreaterThan(0);
  });

  it.each([
    ['the whole listing', {}],
    ['the listing sorted by price', { sortBy: 'price-high' }],
    ['the listing sorted by price, low first', { sortBy: 'price-low' }],
    ['the featured listing', { featured: true }],
  ])('leaves them out of %s', async (_title, query) => {
    const { body } = await get<{ data: Product[] }>(ctx, API_PATHS.products, { accountTypeId: cast.demoId, limit: 100, ...query });
    for (const secret of hidden) {
      const item = body.data.find((p) => p._id === secret.id);
      if (item) expectNoPrices(item, secret);
    }
  });

  it('lists every hidden-price item somewhere, so the listing checks above are not empty', async () => {
    const { body } = await get<{ data: Product[] }>(ctx, API_PATHS.products, { accountTypeId: cast.demoId, limit: 100 });
    expect(hidden.every((secret) => body.data.some((p) => p._id === secret.id))).toBe(true);
  });

  it('never brackets a hidden price with a price range, nor bounds the slider by one', async () => {
    for (const secret of hidden) {
      const price = Math.max(...secret.prices);
      const { body } = await get<{ data: Product[]; maxSalePrice: number }>(ctx, API_PATHS.products, {
        accountTypeId: cast.demoId,
        limit: 100,
        priceRange: `${Math.max(1, price - 1)},${price + 1}`,
      });
      expect(body.data.map((p) => p._id)).not.toContain(secret.id);
      expect(secret.prices).not.toContain(body.maxSalePrice);
    }
  });

  it('leaves them out of the product details', async () => {
    for (const secret of hidden) {
      const { body } = await get<{ data: Product }>(ctx, API_PATHS.productDetails, { accountTypeId: cast.demoId, slug: secret.slug });
      expectNoPrices(body.data, secret);
    }
  });

  it("leaves them out of the chat's catalogue items", async () => {
    for (const secret of hidden) {
      const [catalogue] = await ctx.db.select({ type: catalogues.type }).from(catalogues).where(eq(catalogues.id, secret.catalogueId));
      const { body } = await call<{ data: Product[] }>(ctx, 'GET', CHAT_PATHS.catalogueItems, {
        token: cast.customerA.token,
        query: { catalogueId: secret.catalogueId, type: catalogue!.type, limit: 20 },
      });
      const item = body.data.find((p) => p._id === secret.id);
      if (item) expectNoPrices(item, secret);
    }
  });

  it("leaves them out of the cart's answers and the inbox's cart lines", async () => {
    const customer = cast.customerB;
    for (const secret of hidden) {
      const added = await call<{ data: Product[] }>(ctx, 'POST', CART_PATHS.add, { token: customer.token, body: { customerId: customer.id, item: { productId: secret.id } } });
      expect(added.status).toBe(200);
      expectNoPrices(added.body.data.find((p) => p._id === secret.id), secret);
    }
    const { body } = await call<{ data: Product[] }>(ctx, 'GET', CART_PATHS.get, { token: customer.token, query: { customerId: customer.id } });
    for (const secret of hidden) expectNoPrices(body.data.find((p) => p._id === secret.id), secret);

    const inbox = await call<{ data: { cart: { productId: string; unitPrice: number | null }[] } }>(ctx, 'GET', INBOX_PATHS.customer, {
      token: cast.owner.token,
      query: { customerId: customer.id },
    });
    expect(inbox.status).toBe(200);
    for (const secret of hidden) expect(inbox.body.data.cart.find((line) => line.productId === secret.id)).toMatchObject({ unitPrice: null });
  });
});
