/** Test helpers of the cart routes: a business with exact stock, its customers, cart calls. */
import { asc, eq } from 'drizzle-orm';
import { CART_PATHS, type CartAnswer } from '../../contracts';
import { productVariants, servicePackages } from '../../db/schema';
import type { TestContext } from '../../test/databases';
import { createBusiness } from '../../test/fixtures';
import { claimsOf, customerToken } from '../auth/auth-test-kit';
import { call, type Person } from '../../test/people-and-orders';

/** A shop whose stock the tests know: every clamping rule of the specification has an item here. */
export interface CartShop {
  businessId: string;
  /** Variants S (stock 3), M (stock 0), L (stock 5). */
  kurta: { id: string; s: string; m: string; l: string };
  /** No variants, 4 on hand. */
  bangle: string;
  /** No variants, stock not tracked (unlimited). */
  diya: string;
  /** Price hidden by the business; 2 on hand. */
  patola: string;
  /** A service: packages Basic (stock not tracked) and Premium (none left). */
  tailoring: { id: string; basic: string; premium: string };
  /** Out of stock by its inventory status. */
  soldOut: string;
  /** A draft: not on sale. */
  draft: string;
}

export async function createCartShop(ctx: TestContext): Promise<CartShop> {
  const ids: Record<string, string> = {};
  const business = await createBusiness(ctx.db, (site, id) => {
    const catalogueId = site.catalogue(id, { name: 'Cart shop', description: '' });
    const services = site.catalogue(id, { name: 'Cart services', description: '', type: 'service' });
    ids.kurta = site.product(id, {
      catalogueId,
      name: 'Kurta',
      description: '',
      basePrice: 1200,
      variants: [
        { name: 'S', basePrice: 1200, stock: 3 },
        { name: 'M', basePrice: 1250, stock: 0 },
        { name: 'L', basePrice: 1300, stock: 5 },
      ],
    });
    ids.bangle = site.product(id, { catalogueId, name: 'Bangle', description: '', basePrice: 300, totalQuantity: 4 });
    ids.diya = site.product(id, { catalogueId, name: 'Diya', description: '', basePrice: 90, totalQuantity: null });
    ids.patola = site.product(id, { catalogueId, name: 'Patola', description: '', basePrice: 42000, salePrice: 40000, priceVisible: false, totalQuantity: 2 });
    ids.tailoring = site.product(id, {
      catalogueId: services,
      itemType: 'service',
      name: 'Tailoring',
      description: '',
      basePrice: 800,
      packages: [
        { name: 'Basic', description: '', price: 800, stock: null },
        { name: 'Premium', description: '', price: 1500, stock: 0 },
      ],
    });
    ids.soldOut = site.product(id, { catalogueId, name: 'Sold out', description: '', basePrice: 50, totalQuantity: 0, stockStatus: 'Out of Stock' });
    ids.draft = site.product(id, { catalogueId, name: 'Draft', description: '', basePrice: 50, totalQuantity: 9, status: 'Draft' });
  });
  const variants = await ctx.db.select().from(productVariants).where(eq(productVariants.productId, ids.kurta!)).orderBy(asc(productVariants.position));
  const packages = await ctx.db.select().from(servicePackages).where(eq(servicePackages.productId, ids.tailoring!)).orderBy(asc(servicePackages.position));
  const [s, m, l] = variants.map((v) => v.id);
  const [basic, premium] = packages.map((p) => p.id);
  return {
    businessId: business.id,
    kurta: { id: ids.kurta!, s: s!, m: m!, l: l! },
    bangle: ids.bangle!,
    diya: ids.diya!,
    patola: ids.patola!,
    tailoring: { id: ids.tailoring!, basic: basic!, premium: premium! },
    soldOut: ids.soldOut!,
    draft: ids.draft!,
  };
}

/** A new customer of a business, with a token. */
export async function shopper(ctx: TestContext, businessId: string): Promise<Person> {
  const token = await customerToken(ctx, businessId);
  return { token, id: claimsOf(token).sub, businessId };
}

/** One cart call as `who`, naming `who` as the customer. */
export async function cartCall(ctx: TestContext, who: Person, path: keyof typeof CART_PATHS, body: Record<string, unknown> = {}) {
  if (path === 'get') return call<CartAnswer>(ctx, 'GET', CART_PATHS.get, { token: who.token, query: { customerId: who.id } });
  return call<CartAnswer>(ctx, 'POST', CART_PATHS[path], { token: who.token, body: { customerId: who.id, ...body } });
}

/** The cart's lines as (name, variant, package, quantity), for readable expectations. */
export const linesOf = (answer: CartAnswer) => answer.data.map((item) => [item.name, item.selectedVariant, item.selectedPackage, item.quantity]);
