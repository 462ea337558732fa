import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API_PATHS, type ProductListAnswer } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { businesses, catalogues, categories } from '../db/schema';
import { SiteBuilder } from '../db/seed/site-builder';
import type { TestContext } from './databases';

/** Ids of the seeded sites, looked up rather than hard-coded. */
export async function seededSite(db: Database, subdomain: 'demo' | 'sunrise') {
  const [business] = await db.select().from(businesses).where(eq(businesses.subdomain, subdomain));
  if (!business) throw new Error(`seeded site ${subdomain} is missing`);
  const catalogueRows = await db.select().from(catalogues).where(eq(catalogues.businessId, business.id));
  const categoryRows = await db.select().from(categories).where(eq(categories.businessId, business.id));
  return {
    id: business.id,
    catalogue: (slug: string) => requireRow(catalogueRows.find((c) => c.slug === slug), `catalogue ${slug}`),
    category: (slug: string) => requireRow(categoryRows.find((c) => c.slug === slug), `category ${slug}`),
  };
}

function requireRow<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`seeded ${what} is missing`);
  return row;
}

/**
 * A fresh business for tests that need exact data: `build` adds pages, catalogues and products with
 * the seed's SiteBuilder; the rows are written on return.
 */
export async function createBusiness(
  db: Database,
  build: (site: SiteBuilder, businessId: string) => void,
): Promise<{ id: string; subdomain: string }> {
  const site = new SiteBuilder(() => newId(), new Date());
  const subdomain = `t-${randomBytes(5).toString('hex')}`;
  const id = site.business({ subdomain, name: `Test ${subdomain}`, templateSlug: 'e-commerce-catalogue' });
  build(site, id);
  await site.insert(db);
  return { id, subdomain };
}

/** The whole (at most 100 items) answer of the product listing for a query, for oracle comparisons. */
export async function listAll(ctx: TestContext, query: Query) {
  const { status, body } = await get<ProductListAnswer>(ctx, API_PATHS.products, { limit: 100, ...query });
  if (status !== 200) throw new Error(`listing answered ${status}: ${JSON.stringify(body)}`);
  if (body.total > 100) throw new Error('listAll is for lists of at most 100 items');
  return body;
}

/** GET a path with a query through `inject`; answers the status and parsed JSON. */
export type Query = Record<string, string | number | boolean | undefined>;

export async function get<T = Record<string, unknown>>(ctx: TestContext, url: string, query: Query = {}) {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
  });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}
