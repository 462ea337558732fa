/** The stock-return suites' shop: items whose stock is counted each way an order can take it, and their counts. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { products, productVariants, servicePackages } from '../db/schema';
import { SiteBuilder } from '../db/seed/site-builder';

export interface ReturnShop {
  /** No variants: its units counted on the product itself. */
  lamp: { id: string };
  /** Variants: the variant's units, and the product's total of them. */
  saree: { id: string; maroon: string };
  /** A service whose package counts its slots. */
  mehendi: { id: string; bridal: string };
  /** Untracked stock (no count at all): ordering and cancelling it must leave it uncounted. */
  pickup: { id: string };
}

/** A fresh catalogue of `businessId` with `units` of each counted item, none shippable (no address needed). */
export async function createReturnShop(db: Database, businessId: string, units: number): Promise<ReturnShop> {
  const site = new SiteBuilder(() => newId(), new Date());
  const tag = randomBytes(4).toString('hex');
  const catalogueId = site.catalogue(businessId, { name: 'Stock return', slug: `stock-return-${tag}`, description: '' });
  const product = (name: string, input: Omit<Parameters<SiteBuilder['product']>[1], 'catalogueId' | 'name' | 'description' | 'slug'>) =>
    site.product(businessId, { catalogueId, name, slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${tag}`, description: '', ...input });
  const lamp = product('Brass lamp', { basePrice: 900, totalQuantity: units });
  const saree = product('Silk saree', { basePrice: 4_000, variants: [{ name: 'Maroon', basePrice: 4_000, stock: units }] });
  const mehendi = product('Mehendi', { itemType: 'service', basePrice: 1_500, packages: [{ name: 'Bridal', description: '', price: 1_500, discountPercentage: 0, stock: units }] });
  const pickup = product('Clay pot', { basePrice: 120, totalQuantity: null });
  const shop: ReturnShop = {
    lamp: { id: lamp },
    saree: { id: saree, maroon: site.rows.productVariants.find((v) => v.productId === saree)!.id },
    mehendi: { id: mehendi, bridal: site.rows.servicePackages.find((p) => p.productId === mehendi)!.id },
    pickup: { id: pickup },
  };
  await site.insert(db);
  return shop;
}

/** The cart lines that take one unit of every item of the shop (`quantity` of each). */
export function everyItem(shop: ReturnShop, quantity = 1) {
  return [
    { productId: shop.lamp.id, quantity, itemType: 'product' },
    { productId: shop.saree.id, selectedVariant: shop.saree.maroon, quantity, itemType: 'product' },
    { productId: shop.mehendi.id, selectedPackage: shop.mehendi.bridal, quantity, itemType: 'service' },
    { productId: shop.pickup.id, quantity, itemType: 'product' },
  ];
}

export interface StockCounts {
  lamp: number | null;
  saree: number | null;
  maroon: number;
  bridal: number | null;
  pickup: number | null;
}

/** Every count of the shop as the database holds it now. */
export async function stockCounts(db: Database, shop: ReturnShop): Promise<StockCounts> {
  const total = async (id: string) => (await db.select({ n: products.totalQuantity }).from(products).where(eq(products.id, id)))[0]!.n;
  const [variant] = await db.select({ n: productVariants.stock }).from(productVariants).where(eq(productVariants.id, shop.saree.maroon));
  const [pkg] = await db.select({ n: servicePackages.stock }).from(servicePackages).where(eq(servicePackages.id, shop.mehendi.bridal));
  return { lamp: await total(shop.lamp.id), saree: await total(shop.saree.id), maroon: variant!.n, bridal: pkg!.n, pickup: await total(shop.pickup.id) };
}

/** The counts of a shop of `units` each, untouched. */
export const fullCounts = (units: number): StockCounts => ({ lamp: units, saree: units, maroon: units, bridal: units, pickup: null });
