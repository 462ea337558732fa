import { eq, sql } from 'drizzle-orm';
import { businesses, catalogues, categories, dispatchPoints, productDispatchPoints, products, productVariants, servicePackages } from '../db/schema';
import { describeEachDatabase } from '../test/databases';
import { createBusiness } from '../test/fixtures';
import { CATALOGUE_CHANGED_CHANNEL } from './change-feed';

describeEachDatabase('catalogue_changed triggers', (ctx) => {
  let business: string;
  let heard: string[];
  let waiting: (() => void) | undefined;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ id: business } = await createBusiness(ctx.db, (site, businessId) => {
      const catalogueId = site.catalogue(businessId, { name: 'Triggers', description: '' });
      site.category(businessId, catalogueId, { name: 'Range', slug: 'range' });
      const point = site.dispatchPoint(businessId, { name: 'Depot', city: 'Pune', state: 'Maharashtra', pincode: '411001' });
      site.product(businessId, { catalogueId, name: 'Lamp', slug: 'lamp', description: '', basePrice: 10, variants: [{ name: 'Small', basePrice: 10, stock: 3 }], dispatchPointIds: [point] });
      site.product(businessId, { catalogueId, itemType: 'service', name: 'Fitting', slug: 'fitting', description: '', basePrice: 5, packages: [{ name: 'One', description: '', price: 5, discountPercentage: 0 }] });
    }));
    heard = [];
    stop = await ctx.handle.listen(
      CATALOGUE_CHANGED_CHANNEL,
      (payload) => {
        heard.push(payload);
        waiting?.();
      },
      () => undefined,
    );
  });
  afterAll(async () => stop());

  /** Runs `write` (one statement, its own transaction) and answers what the channel said at its commit. */
  async function announced(write: () => Promise<unknown>): Promise<string[]> {
    heard = [];
    const arrived = new Promise<void>((resolve) => (waiting = resolve));
    await write();
    await arrived;
    return heard;
  }

  const byBusiness = { businesses: businesses.id } as const;
  const tables = [
    ['businesses', () => ctx.db.update(businesses).set({ name: 'Renamed' }).where(eq(byBusiness.businesses, business))],
    ['catalogues', () => ctx.db.update(catalogues).set({ position: 1 }).where(eq(catalogues.businessId, business))],
    ['categories', () => ctx.db.update(categories).set({ position: 1 }).where(eq(categories.businessId, business))],
    ['products', () => ctx.db.update(products).set({ priceVisible: false }).where(eq(products.businessId, business))],
    ['product_variants', () => ctx.db.update(productVariants).set({ stock: sql`${productVariants.stock} - 1` }).where(eq(productVariants.businessId, business))],
    ['service_packages', () => ctx.db.update(servicePackages).set({ stock: 2 }).where(eq(servicePackages.businessId, business))],
    ['dispatch_points', () => ctx.db.update(dispatchPoints).set({ city: 'Mumbai' }).where(eq(dispatchPoints.businessId, business))],
    ['product_dispatch_points', () => ctx.db.delete(productDispatchPoints).where(eq(productDispatchPoints.businessId, business))],
  ] as const;

  it.each(tables)('a write to %s announces its business', async (_table, write) => {
    expect(await announced(write)).toEqual([business]);
  });
});
