import { and, asc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ID_PATTERN, type Catalogue, type Category } from '../contracts';
import type { Database } from '../db/client';
import { catalogues, categories, listingTotals } from '../db/schema';

export type CatalogueRow = typeof catalogues.$inferSelect;

/** Catalogues a visitor may see: the business's own, published. */
const publicCatalogues = (businessId: string) => and(eq(catalogues.businessId, businessId), eq(catalogues.status, 'Published'));

/**
 * The catalogue or category a visitor names: by its slug, or, for an id-shaped name, by its id or its
 * slug (an id-shaped slug still matches). `id` and `slug` are the name's values, or placeholders of a
 * prepared statement, whose shape says whether the name is id-shaped.
 */
export function namedRow(
  table: typeof catalogues | typeof categories,
  idShaped: boolean,
  id: string | Placeholder,
  slug: string | Placeholder,
): SQL {
  const bySlug = eq(table.slug, slug);
  return idShaped ? (or(eq(table.id, id), bySlug) as SQL) : bySlug;
}

/** Spec: a value of 24 hex characters is an id, anything else a slug. */
export const slugOrId = (table: typeof catalogues | typeof categories, value: string): SQL =>
  namedRow(table, ID_PATTERN.test(value), value.toLowerCase(), value);

export async function findPublicCatalogue(db: Database, businessId: string, slugOrIdValue: string): Promise<CatalogueRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogues)
    .where(and(publicCatalogues(businessId), slugOrId(catalogues, slugOrIdValue)))
    .limit(1);
  return row;
}

/** Categories of a business (or of one catalogue) with their published item counts, as kept on write (listing_totals). */
export async function listCategoriesWithCounts(
  db: Database,
  businessId: string,
  catalogueId?: string,
): Promise<(Category & { catalogueId: string })[]> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      image: categories.image,
      catalogueId: categories.catalogueId,
      totalItems: sql<number>`coalesce(sum(${listingTotals.publishedCount}), 0)::int`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(listingTotals, and(eq(listingTotals.categoryId, categories.id), eq(listingTotals.businessId, businessId)))
    .where(and(eq(categories.businessId, businessId), catalogueId ? eq(categories.catalogueId, catalogueId) : undefined))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  return rows.map((r) => ({ _id: r.id, slug: r.slug, name: r.name, image: r.image, totalItems: r.totalItems, catalogueId: r.catalogueId }));
}

/** Published catalogues of a business with their categories and published item counts (kept on write, listing_totals). */
export async function listPublicCatalogues(db: Database, businessId: string): Promise<Catalogue[]> {
  const rows = await db
    .select({
      id: catalogues.id,
      slug: catalogues.slug,
      name: catalogues.name,
      description: catalogues.description,
      image: catalogues.image,
      type: catalogues.type,
      totalItems: sql<number>`coalesce(sum(${listingTotals.publishedCount}), 0)::int`.mapWith(Number),
    })
    .from(catalogues)
    .leftJoin(listingTotals, and(eq(listingTotals.catalogueId, catalogues.id), eq(listingTotals.businessId, businessId)))
    .where(publicCatalogues(businessId))
    .groupBy(catalogues.id)
    .orderBy(asc(catalogues.position), asc(catalogues.name), asc(catalogues.id));
  if (rows.length === 0) return [];
  const allCategories = await listCategoriesWithCounts(db, businessId);
  return rows.map((r) => ({
    _id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    image: r.image,
    type: r.type,
    accountTypeId: businessId,
    totalItems: r.totalItems,
    subcategories: allCategories.filter((c) => c.catalogueId === r.id).map(({ catalogueId: _omit, ...category }) => category),
  }));
}
