import { eq, sql } from 'drizzle-orm';
import { API_PATHS, type Product, type ProductListAnswer } from '../contracts';
import { products } from '../db/schema';
import { addAddress, createCheckoutShop, createOrderCall, newKey, type CheckoutShop } from '../routes/checkout/checkout-test-kit';
import { castOf, type Cast } from '../test/people-and-orders';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { RecordingSmsSender } from '../sms';
import { borrowedDatabase, describeEachDatabase } from '../test/databases';
import { TEST_ENV, testUploadsDir } from '../test/test-env';
import { CATALOGUE_CHANGED_CHANNEL } from './change-feed';
import { createBusiness, get } from '../test/fixtures';

describeEachDatabase('catalogue answer cache', (ctx) => {
  let cast: Cast;
  let shop: CheckoutShop;
  let address: string;
  beforeAll(async () => {
    cast = await castOf(ctx);
    shop = await createCheckoutShop(ctx, cast.demoId);
    address = await addAddress(ctx, cast.customerA);
  });

  const details = (businessId: string, slug: string) => get<{ data: Product }>(ctx, API_PATHS.productDetails, { accountTypeId: businessId, slug });
  const slugOf = async (id: string) => (await ctx.db.select({ slug: products.slug }).from(products).where(eq(products.id, id)))[0]!.slug;
  const hits = () => ctx.app.catalogueCache.answers.stats().hits;
  /** Resolves when the app hears a notification for `wanted` (a listener that stays, so none slips by). */
  const notified = (wanted: string) =>
    new Promise<void>((resolve) => {
      const events = ctx.app.catalogueCache.answers.events;
      const listener = (businessId: string, source: string) => {
        if (businessId !== wanted || source !== 'notification') return;
        events.off('invalidated', listener);
        resolve();
      };
      events.on('invalidated', listener);
    });
  /**
   * Waits until the app has heard every change announced so far: notifications arrive in commit order,
   * so once a marker sent now is heard, the setup's own (which would drop answers mid-test) are too.
   */
  async function caughtUp(): Promise<void> {
    const marker = `marker-${Math.random().toString(16).slice(2)}`;
    const heard = notified(marker);
    await ctx.db.execute(sql`select pg_notify(${CATALOGUE_CHANGED_CHANNEL}, ${marker})`);
    await heard;
  }

  it('answers a repeated listing from the cache with the same bytes', async () => {
    await caughtUp();
    const query = { url: API_PATHS.products, query: { accountTypeId: cast.demoId, limit: '5', sortBy: 'price-low' } };
    const first = await ctx.app.inject({ method: 'GET', ...query });
    const before = hits();
    const second = await ctx.app.inject({ method: 'GET', ...query });
    expect(hits()).toBe(before + 1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('shows the stock an order took on the buyer’s very next details and listing, before any notification', async () => {
    // An app that never hears the change feed: only the order route's own invalidation can refresh it.
    const deaf = await buildApp({
      config: loadConfig({ DATA_DIR: process.env[TEST_ENV.root]!, UPLOADS_DIR: testUploadsDir(), LOG_LEVEL: 'silent' }),
      database: { ...borrowedDatabase(ctx), listen: async () => async () => undefined },
      logger: false,
      sms: new RecordingSmsSender(),
    });
    try {
      const viaDeaf = { ...ctx, app: deaf };
      const slug = await slugOf(shop.lastUnit.id);
      const listing = { accountTypeId: cast.demoId, search: 'Checkout last unit', inStockOnly: 'true' };
      const stock = async () => (await get<{ data: Product }>(viaDeaf, API_PATHS.productDetails, { accountTypeId: cast.demoId, slug })).body.data.variants[0]!.stock;
      const listed = async () => (await get<ProductListAnswer>(viaDeaf, API_PATHS.products, listing)).body.total;
      expect([await stock(), await listed()]).toEqual([1, 1]);
      const before = deaf.catalogueCache.answers.stats().hits;
      expect([await stock(), await listed()]).toEqual([1, 1]);
      expect(deaf.catalogueCache.answers.stats().hits).toBe(before + 2);

      const lines = [{ productId: shop.lastUnit.id, selectedVariant: shop.lastUnit.only, quantity: 1, itemType: 'product' }];
      const order = await createOrderCall(viaDeaf, cast.customerA, { customerId: cast.customerA.id, products: lines, deliveryAddress: address, idempotencyKey: newKey() });
      expect(order.status).toBe(200);
      expect([await stock(), await listed()]).toEqual([0, 0]);
    } finally {
      await deaf.close();
    }
  });

  it('drops a business’s answers when another connection announces a write to its products', async () => {
    const slug = await slugOf(shop.pickup);
    expect((await details(cast.demoId, slug)).body.data.name).toBe('Checkout pickup');
    const announced = notified(cast.demoId);
    // Written beside the API (another process, a seed, a console): only the trigger's NOTIFY tells the cache.
    await ctx.db.update(products).set({ name: 'Checkout pickup, renamed' }).where(eq(products.id, shop.pickup));
    await announced;
    expect((await details(cast.demoId, slug)).body.data.name).toBe('Checkout pickup, renamed');
  });

  it("keeps each business's answers apart for the same query", async () => {
    const other = await createBusiness(ctx.db, (site, businessId) => {
      const catalogueId = site.catalogue(businessId, { name: 'Only', description: '' });
      site.product(businessId, { catalogueId, name: 'Other shop item', slug: 'item', description: '', basePrice: 10 });
    });
    const mine = await createBusiness(ctx.db, (site, businessId) => {
      const catalogueId = site.catalogue(businessId, { name: 'Only', description: '' });
      site.product(businessId, { catalogueId, name: 'My shop item', slug: 'item', description: '', basePrice: 20 });
    });
    expect((await details(other.id, 'item')).body.data.name).toBe('Other shop item');
    expect((await details(mine.id, 'item')).body.data.name).toBe('My shop item');
    expect((await details(other.id, 'item')).body.data.name).toBe('Other shop item');
  });

  it('keeps a hidden price hidden in the cached answer', async () => {
    const business = await createBusiness(ctx.db, (site, businessId) => {
      const catalogueId = site.catalogue(businessId, { name: 'Only', description: '' });
      site.product(businessId, { catalogueId, name: 'Ask us', slug: 'ask-us', description: '', basePrice: 4200, salePrice: 4000, priceVisible: false });
    });
    await caughtUp();
    const first = await details(business.id, 'ask-us');
    const before = hits();
    const second = await details(business.id, 'ask-us');
    expect(hits()).toBe(before + 1);
    expect(second.body.data).toEqual(first.body.data);
    expect(second.body.data).toMatchObject({ price: 0, pricing: { basePrice: 0, salePrice: null, priceVisible: false } });
  });

  it('does not keep a not-found answer', async () => {
    const stored = ctx.app.catalogueCache.answers.stats().stored;
    expect((await details(cast.demoId, 'no-such-item')).status).toBe(404);
    expect((await details(cast.demoId, 'no-such-item')).status).toBe(404);
    expect(ctx.app.catalogueCache.answers.stats().stored).toBe(stored);
  });
});
