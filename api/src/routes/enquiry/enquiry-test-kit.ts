/** Test helpers for the enquiry request: a shop with visible and hidden prices, and the call. */
import { randomBytes } from 'node:crypto';
import { ENQUIRY_PATHS } from '../../contracts';
import { newId } from '../../db/ids';
import { SiteBuilder } from '../../db/seed/site-builder';
import type { TestContext } from '../../test/databases';
import { call, clientMessageId, type Person } from '../../test/people-and-orders';

export interface EnquiryShop {
  /** Variants Small (1000, sale 800, stock 5) and Large (1200, stock 3); 5 % tax. */
  kurta: { id: string; small: string; large: string };
  /** Its business hides its price (4321, no tax). */
  secret: string;
  /** A service; package Single at 500 less 10 %; 18 % tax. */
  draping: { id: string; single: string };
  /** Not published. */
  draft: string;
}

export async function createEnquiryShop(ctx: TestContext, businessId: string): Promise<EnquiryShop> {
  const site = new SiteBuilder(() => newId(), new Date());
  const tag = randomBytes(4).toString('hex');
  const catalogueId = site.catalogue(businessId, { name: 'Enquiries', slug: `enquiries-${tag}`, description: '' });
  const product = (name: string, input: Omit<Parameters<SiteBuilder['product']>[1], 'catalogueId' | 'name' | 'description' | 'slug'>) =>
    site.product(businessId, { catalogueId, name, slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${tag}`, description: '', ...input });
  const kurta = product('Enquiry kurta', {
    basePrice: 1000,
    taxRate: 5,
    images: ['/uploads/demo/catalogue/kurta.jpg'],
    variants: [
      { name: 'Small', basePrice: 1000, salePrice: 800, stock: 5 },
      { name: 'Large', basePrice: 1200, stock: 3 },
    ],
  });
  const secret = product('Enquiry secret', { basePrice: 4321, priceVisible: false, totalQuantity: null });
  const draping = product('Enquiry draping', { itemType: 'service', basePrice: 500, taxRate: 18, packages: [{ name: 'Single', description: '', price: 500, discountPercentage: 10 }] });
  const draft = product('Enquiry draft', { basePrice: 100, status: 'Draft' });
  const variants = site.rows.productVariants.filter((v) => v.productId === kurta);
  const shop: EnquiryShop = {
    kurta: { id: kurta, small: variants.find((v) => v.name === 'Small')!.id, large: variants.find((v) => v.name === 'Large')!.id },
    secret,
    draping: { id: draping, single: site.rows.servicePackages.find((p) => p.productId === draping)!.id },
    draft,
  };
  await site.insert(ctx.db);
  return shop;
}

/** Sends an enquiry as `who` (a guest when undefined); `body` overrides the defaults. */
export function enquiryCall(ctx: TestContext, who: Person | undefined, body: Record<string, unknown>) {
  return call<{ newMessage: Record<string, unknown> & { _id: string; payload: Record<string, unknown> } }>(ctx, 'POST', ENQUIRY_PATHS.send, {
    token: who?.token,
    body: { customerId: who?.id, withPrice: true, clientMessageId: clientMessageId(), ...body },
  });
}
