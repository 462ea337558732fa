/** Test helpers for the checkout routes: a shop with priced items, addresses, and the calls. */
import { randomBytes } from 'node:crypto';
import { CHECKOUT_PATHS, type CartLine } from '../../contracts';
import { newId } from '../../db/ids';
import { addresses } from '../../db/schema';
import { SiteBuilder } from '../../db/seed/site-builder';
import type { TestContext } from '../../test/databases';
import { call, type Person } from '../../test/people-and-orders';

export interface CheckoutShop {
  dp1: string;
  /** Shippable from dp1; variant Red at 1000, sale 800, stock 100; 5 % tax; shipping 50. */
  saree: { id: string; red: string };
  /** Shippable, no dispatch point ("default"); 250, 18 % tax; free shipping; untracked stock. */
  diya: string;
  /** Not shippable; 100, no tax. */
  pickup: string;
  /** A service; package at 500 less 10 %; 18 % tax. */
  draping: { id: string; single: string };
  /** Not shippable; one variant with exactly one unit. */
  lastUnit: { id: string; only: string };
}

export async function createCheckoutShop(ctx: TestContext, businessId: string): Promise<CheckoutShop> {
  const site = new SiteBuilder(() => newId(), new Date());
  const tag = randomBytes(4).toString('hex');
  const catalogueId = site.catalogue(businessId, { name: 'Checkout', slug: `checkout-${tag}`, description: '' });
  const dp1 = site.dispatchPoint(businessId, { name: 'Kanchipuram', city: 'Kanchipuram', state: 'Tamil Nadu', pincode: '631501' });
  const product = (name: string, input: Omit<Parameters<SiteBuilder['product']>[1], 'catalogueId' | 'name' | 'description' | 'slug'>) =>
    site.product(businessId, { catalogueId, name, slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${tag}`, description: '', ...input });
  const saree = product('Checkout saree', {
    basePrice: 1000,
    taxRate: 5,
    shipping: { available: true, cost: 50 },
    variants: [{ name: 'Red', basePrice: 1000, salePrice: 800, stock: 100 }],
    dispatchPointIds: [dp1],
  });
  const diya = product('Checkout diya', { basePrice: 250, taxRate: 18, shipping: { available: true, cost: 0 }, totalQuantity: null });
  const pickup = product('Checkout pickup', { basePrice: 100, totalQuantity: null });
  const draping = product('Checkout draping', { itemType: 'service', basePrice: 500, taxRate: 18, packages: [{ name: 'Single', description: '', price: 500, discountPercentage: 10 }] });
  const lastUnit = product('Checkout last unit', { basePrice: 300, variants: [{ name: 'Only', basePrice: 300, stock: 1 }] });
  const variantOf = (productId: string) => site.rows.productVariants.find((v) => v.productId === productId)!.id;
  const packageOf = (productId: string) => site.rows.servicePackages.find((p) => p.productId === productId)!.id;
  const shop: CheckoutShop = {
    dp1,
    saree: { id: saree, red: variantOf(saree) },
    diya,
    pickup,
    draping: { id: draping, single: packageOf(draping) },
    lastUnit: { id: lastUnit, only: variantOf(lastUnit) },
  };
  await site.insert(ctx.db);
  return shop;
}

/** Adds an address of `customer` (in Karnataka unless told) and answers its id. */
export async function addAddress(ctx: TestContext, customer: Person, pincode = '560001', state = 'Karnataka'): Promise<string> {
  const id = newId();
  await ctx.db.insert(addresses).values({
    id,
    businessId: customer.businessId,
    customerId: customer.id,
    fullName: 'Test Shopper',
    phone: '9876543210',
    addressLine1: '12 MG Road',
    city: 'Bengaluru',
    state,
    pincode,
  });
  return id;
}

/** The spec's mixed cart: 2 sarees (Red), 1 diya, 1 pickup item, 1 draping (Single). */
export function mixedCart(shop: CheckoutShop): CartLine[] {
  return [
    { productId: shop.saree.id, selectedVariant: shop.saree.red, quantity: 2, itemType: 'product' },
    { productId: shop.diya, quantity: 1, itemType: 'product' },
    { productId: shop.pickup, quantity: 1, itemType: 'product' },
    { productId: shop.draping.id, selectedPackage: shop.draping.single, quantity: 1, itemType: 'service' },
  ];
}

export const newKey = () => `key-${randomBytes(8).toString('hex')}`;

export function createOrderCall(ctx: TestContext, who: Person | undefined, body: Record<string, unknown>) {
  return call<{ data: { orderId: string; orderIds: string[] } }>(ctx, 'POST', CHECKOUT_PATHS.createOrder, { token: who?.token, body });
}

export function totalsCall(ctx: TestContext, who: Person | undefined, body: Record<string, unknown>) {
  return call<{ data: Record<string, unknown> }>(ctx, 'POST', CHECKOUT_PATHS.totals, { token: who?.token, body });
}
