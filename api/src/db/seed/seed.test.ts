import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { responsiveImage } from '../../contracts';
import { verifyPassword } from '../../auth/password';
import { describeEachDatabase } from '../../test/databases';
import { testUploadsDir } from '../../test/test-env';
import { seededSite } from '../../test/fixtures';
import * as t from '../schema';
import { DEMO_OWNER } from './demo';
import { DEMO_CUSTOMER } from './demo/customers';
import { buildSeed } from './index';

describe('seed data', () => {
  it('is the same on every run: rows and ids', async () => {
    const a = await buildSeed(null);
    const b = await buildSeed(null);
    expect(JSON.stringify(a.site.rows)).toEqual(JSON.stringify(b.site.rows));
  });
});

describeEachDatabase('seeded demo sites', (ctx) => {
  it('gives the demo business at least 3 product catalogues, a service catalogue and 60+ published items', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const catalogues = await ctx.db.select().from(t.catalogues).where(and(eq(t.catalogues.businessId, demo.id), eq(t.catalogues.status, 'Published')));
    expect(catalogues.filter((c) => c.type === 'product').length).toBeGreaterThanOrEqual(3);
    expect(catalogues.filter((c) => c.type === 'service')).toHaveLength(1);
    const products = await ctx.db.select().from(t.products).where(and(eq(t.products.businessId, demo.id), eq(t.products.status, 'Published')));
    expect(products.filter((p) => p.itemType === 'product').length).toBeGreaterThanOrEqual(60);
  });

  it('covers every case the storefront renders: GST rates, stock states, buttons, hidden prices, shipping', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const products = await ctx.db.select().from(t.products).where(eq(t.products.businessId, demo.id));
    const variants = await ctx.db.select().from(t.productVariants).where(eq(t.productVariants.businessId, demo.id));
    const taxed = products.filter((p) => p.taxApplicable);
    expect(new Set(taxed.map((p) => p.taxRate))).toEqual(new Set([5, 12, 18]));
    expect(products.every((p) => p.taxApplicable === p.taxRate > 0)).toBe(true);
    expect(new Set(products.map((p) => p.stockStatus))).toEqual(new Set(['In Stock', 'Low Stock', 'Out of Stock']));
    expect(new Set(products.map((p) => p.button))).toEqual(new Set(['Buy', 'Book', 'Chat', 'Contact']));
    expect(products.some((p) => !p.priceVisible)).toBe(true);
    expect(products.some((p) => p.featured) && products.some((p) => p.flashSale)).toBe(true);
    expect(products.some((p) => p.salePricePaise !== null && p.salePricePaise < p.basePricePaise)).toBe(true);
    expect(products.some((p) => p.shippingAvailable) && products.some((p) => !p.shippingAvailable)).toBe(true);
    expect(products.some((p) => p.shippingCostPaise > 0)).toBe(true);
    expect(variants.some((v) => v.stock > 0 && v.stock <= 3)).toBe(true);
    expect(variants.some((v) => v.stock === 0)).toBe(true);
    expect(products.every((p) => p.tags.length > 0 && p.images.length > 0)).toBe(true);
    expect(products.every((p) => p.rating >= 0 && p.rating <= 5)).toBe(true);
    const points = await ctx.db.select().from(t.dispatchPoints).where(eq(t.dispatchPoints.businessId, demo.id));
    expect(points.length).toBeGreaterThanOrEqual(3);
  });

  it('writes an image file for every image URL it stores', async () => {
    const uploads = testUploadsDir();
    const products = await ctx.db.select({ images: t.products.images }).from(t.products);
    const businesses = await ctx.db.select({ logo: t.businesses.logo }).from(t.businesses);
    const urls = [...products.flatMap((p) => p.images), ...businesses.map((b) => b.logo ?? '')];
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/(demo|sunrise)\//);
      expect(fs.existsSync(path.join(uploads, url.replace(/^\/uploads\//, '')))).toBe(true);
    }
  });

  it('stores raster images with WebP and JPEG/PNG variants at widths up to their own, never wider', async () => {
    const uploads = testUploadsDir();
    const fileOf = (url: string) => path.join(uploads, url.replace(/^\/uploads\//, ''));
    const [product] = await ctx.db.select({ images: t.products.images }).from(t.products).limit(1);
    const [business] = await ctx.db.select({ logo: t.businesses.logo }).from(t.businesses).where(eq(t.businesses.subdomain, 'demo'));
    const photo = responsiveImage(product?.images[0]);
    const logo = responsiveImage(business?.logo);
    expect(photo).toMatchObject({ width: 800, height: 800, format: 'jpg' });
    expect(logo).toMatchObject({ width: 256, height: 256, format: 'png' });

    const described = async (srcSet: string) =>
      Promise.all(
        srcSet.split(', ').map(async (candidate) => {
          const [url = '', descriptor] = candidate.split(' ');
          const meta = await sharp(fileOf(url)).metadata();
          return `${descriptor} ${meta.format} ${meta.width}x${meta.height}`;
        }),
      );
    expect(await described(photo?.webpSrcSet ?? '')).toEqual(['320w webp 320x320', '640w webp 640x640', '800w webp 800x800']);
    expect(await described(photo?.fallbackSrcSet ?? '')).toEqual(['320w jpeg 320x320', '640w jpeg 640x640', '800w jpeg 800x800']);
    expect(await described(logo?.fallbackSrcSet ?? '')).toEqual(['256w png 256x256']);
    // the generated original is kept beside its renditions
    expect(fs.existsSync(path.join(uploads, 'demo/brand/logo.svg'))).toBe(true);
  });

  it('stores the demo owner with an scrypt hash of the printed password', async () => {
    const [owner] = await ctx.db.select().from(t.owners).where(eq(t.owners.email, DEMO_OWNER.email));
    expect(owner?.passwordHash.startsWith('scrypt$')).toBe(true);
    await expect(verifyPassword(DEMO_OWNER.password, owner?.passwordHash ?? '')).resolves.toBe(true);
  });

  it('stores manual payment details (QR code, UPI, phone) and an online sandbox gateway', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const integrations = await ctx.db.select().from(t.paymentIntegrations).where(eq(t.paymentIntegrations.businessId, demo.id));
    const manual = integrations.find((i) => i.type === 'manual');
    expect((manual?.config as { options: { key: string }[] }).options.map((o) => o.key)).toEqual(['qrCode', 'upi', 'phone']);
    expect(manual?.config).toMatchObject({ details: { upiId: expect.stringContaining('@'), qrCode: expect.stringMatching(/^\/uploads\//) } });
    expect(integrations.find((i) => i.type === 'online')?.provider).toBe('razorpay-sandbox');
  });

  it('seeds the demo shopper with an Active and a Completed order (paid, so with its tax invoice), a conversation and a cart', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const [shopper] = await ctx.db
      .select()
      .from(t.customers)
      .where(and(eq(t.customers.businessId, demo.id), eq(t.customers.phoneNumber, DEMO_CUSTOMER.phoneNumber)));
    expect(shopper).toMatchObject({ name: 'Asha Rao', countryCode: '+91', status: 'active' });
    const orders = await ctx.db.select().from(t.orders).where(eq(t.orders.customerId, shopper!.id));
    const active = orders.find((o) => o.status === 'Active');
    const completed = orders.find((o) => o.status === 'Completed');
    expect(orders).toHaveLength(2);

    const milestones = await ctx.db.select().from(t.paymentMilestones).where(eq(t.paymentMilestones.orderId, active!.id));
    expect(milestones.map((m) => m.status)).toContain('Pending');
    expect(milestones.reduce((sum, m) => sum + m.amountPaise, 0)).toBe(active!.finalAmountPaise);
    const stages = await ctx.db.select().from(t.orderPipelineStages).where(eq(t.orderPipelineStages.orderId, active!.id));
    const done = stages.filter((s) => s.status === 'Completed').length;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(stages.length);

    expect(completed?.paymentStatus).toBe('Paid');
    const paid = await ctx.db.select().from(t.paymentMilestones).where(eq(t.paymentMilestones.orderId, completed!.id));
    expect(paid.every((m) => m.status === 'Paid')).toBe(true);
    const [invoice] = await ctx.db.select().from(t.taxInvoices).where(eq(t.taxInvoices.orderId, completed!.id));
    expect(invoice?.invoiceNumber).toMatch(/^[A-Z]+\/\d{4}-\d{2}\/0001$/);
    expect(await ctx.db.select().from(t.taxInvoices).where(eq(t.taxInvoices.orderId, active!.id))).toHaveLength(0);

    const lines = await ctx.db.select().from(t.messages).where(eq(t.messages.customerId, shopper!.id));
    expect(new Set(lines.map((m) => m.sender))).toEqual(new Set(['user', 'business']));
    const cart = await ctx.db.select().from(t.carts).where(eq(t.carts.customerId, shopper!.id));
    expect(cart).toHaveLength(1);
  });
});
