/** Test helpers for the business profile: a fresh signed-up-like site with its owner, and the storefront's view of it. */
import { eq } from 'drizzle-orm';
import { API_PATHS, type PageAnswer, type Section } from '../../contracts';
import { owners } from '../../db/schema';
import { buildTemplateSite } from '../../db/seed/template-site';
import type { TestContext } from '../../test/databases';
import { createBusiness, get } from '../../test/fixtures';
import type { Person } from '../../test/people-and-orders';
import { signAs } from '../auth/auth-test-kit';

/** A site built from the sign-up's template (header name 'Asha Crafts'), and its owner. */
export async function templateSite(ctx: TestContext): Promise<{ id: string; subdomain: string; owner: Person }> {
  const site = await createBusiness(ctx.db, (builder, businessId) => {
    builder.owner(businessId, { email: `${businessId}@example.in`, name: 'Asha', passwordHash: 'scrypt$unused' });
    buildTemplateSite(builder, businessId, { template: 'e-commerce-catalogue', businessName: 'Asha Crafts', year: 2026 });
  });
  const [row] = await ctx.db.select({ id: owners.id }).from(owners).where(eq(owners.businessId, site.id));
  return { ...site, owner: { token: signAs(row!.id, 'user', site.id), id: row!.id, businessId: site.id } };
}

/** The home page as the storefront loads it. */
export const storefrontPage = (ctx: TestContext, subdomain: string) => get<PageAnswer>(ctx, API_PATHS.page, { subdomain, customRoute: '/' });

export const entryOf = (section: Section | null | undefined, key: string) => section?.values.find((v) => v.key === key)?.value;

/** A whole profile to save, valid, overridable field by field. */
export const aProfile = (extra: Record<string, unknown> = {}) => ({
  businessName: 'Asha Crafts',
  logo: null,
  contactPhone: '+91 98450 12345',
  contactEmail: 'Hello@AshaCrafts.in',
  address: { addressLine: '12, Chickpet Main Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560053' },
  gstin: '29aagcb7383j1z4',
  template: 'e-commerce-catalogue',
  ...extra,
});
