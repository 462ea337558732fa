import { and, count, eq } from 'drizzle-orm';
import { OWNER_CATALOGUE_MESSAGES as M } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { catalogues, categories, products } from '../db/schema';
import { AppError } from '../errors';
import { slugify } from '../db/seed/site-inputs';

export const OWNER_CATALOGUE_ERRORS = {
  catalogueNotFound: () => AppError.notFound('CATALOGUE_NOT_FOUND', M.catalogueNotFound),
  categoryNotFound: () => AppError.notFound('CATEGORY_NOT_FOUND', M.categoryNotFound),
  productNotFound: () => AppError.notFound('PRODUCT_NOT_FOUND', M.productNotFound),
  categoryHasProducts: () => new AppError(409, 'CONFLICT', M.categoryHasProducts),
  catalogueHasProducts: () => new AppError(409, 'CONFLICT', M.catalogueHasProducts),
  categoryOutsideCatalogue: () => AppError.badRequest(M.categoryOutsideCatalogue),
  dispatchPointNotFound: () => AppError.badRequest(M.dispatchPointNotFound),
  variantNotFound: () => AppError.badRequest(M.variantNotFound),
  salePriceAboveBase: () => AppError.badRequest(`salePricePaise ${M.salePriceAboveBase}`),
} as const;

/** A URL-safe slug of a name, as the seed makes them, at most 80 characters ("item" when nothing is left). */
export const slugOf = (text: string) => slugify(text).slice(0, 80) || 'item';

/**
 * A slug for `name` not yet taken in `taken` (slugs are unique per business): the name's own slug, else
 * with -2, -3... after it.
 */
export async function freeSlug(name: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugOf(name);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

const catalogueAnswer = (row: typeof catalogues.$inferSelect) => ({ id: row.id, name: row.name, slug: row.slug, type: row.type });
const categoryAnswer = (row: typeof categories.$inferSelect) => ({ id: row.id, catalogueId: row.catalogueId, name: row.name, slug: row.slug });

export async function catalogueOf(db: Database, businessId: string, catalogueId: string) {
  const [row] = await db.select().from(catalogues).where(and(eq(catalogues.id, catalogueId.toLowerCase()), eq(catalogues.businessId, businessId)));
  if (!row) throw OWNER_CATALOGUE_ERRORS.catalogueNotFound();
  return row;
}

export async function categoryOf(db: Database, businessId: string, categoryId: string) {
  const [row] = await db.select().from(categories).where(and(eq(categories.id, categoryId.toLowerCase()), eq(categories.businessId, businessId)));
  if (!row) throw OWNER_CATALOGUE_ERRORS.categoryNotFound();
  return row;
}

export async function createCatalogue(db: Database, businessId: string, input: { name: string; type: 'product' | 'service' }) {
  const slug = await freeSlug(input.name, async (s) => (await db.select({ id: catalogues.id }).from(catalogues).where(and(eq(catalogues.businessId, businessId), eq(catalogues.slug, s)))).length > 0);
  const [row] = await db.insert(catalogues).values({ id: newId(), businessId, slug, name: input.name, type: input.type }).returning();
  return catalogueAnswer(row!);
}

/** Renames; the slug (and so every link to it) stays. */
export async function renameCatalogue(db: Database, businessId: string, catalogueId: string, name: string) {
  const current = await catalogueOf(db, businessId, catalogueId);
  const [row] = await db.update(catalogues).set({ name, updatedAt: new Date() }).where(and(eq(catalogues.id, current.id), eq(catalogues.businessId, businessId))).returning();
  return catalogueAnswer(row!);
}

/** Deletes an empty catalogue (its categories go with it); one with items is refused, as they would go too. */
export async function deleteCatalogue(db: Database, businessId: string, catalogueId: string): Promise<void> {
  const current = await catalogueOf(db, businessId, catalogueId);
  const [held] = await db.select({ n: count() }).from(products).where(and(eq(products.businessId, businessId), eq(products.catalogueId, current.id)));
  if ((held?.n ?? 0) > 0) throw OWNER_CATALOGUE_ERRORS.catalogueHasProducts();
  await db.delete(catalogues).where(and(eq(catalogues.id, current.id), eq(catalogues.businessId, businessId)));
}

export async function createCategory(db: Database, businessId: string, input: { catalogueId: string; name: string }) {
  const catalogue = await catalogueOf(db, businessId, input.catalogueId);
  const slug = await freeSlug(input.name, async (s) => (await db.select({ id: categories.id }).from(categories).where(and(eq(categories.businessId, businessId), eq(categories.slug, s)))).length > 0);
  const [row] = await db.insert(categories).values({ id: newId(), businessId, catalogueId: catalogue.id, slug, name: input.name }).returning();
  return categoryAnswer(row!);
}

export async function renameCategory(db: Database, businessId: string, categoryId: string, name: string) {
  const current = await categoryOf(db, businessId, categoryId);
  const [row] = await db.update(categories).set({ name }).where(and(eq(categories.id, current.id), eq(categories.businessId, businessId))).returning();
  return categoryAnswer(row!);
}

/** Deletes a category no item is filed under (archived items included: their orders still name it). */
export async function deleteCategory(db: Database, businessId: string, categoryId: string): Promise<void> {
  const current = await categoryOf(db, businessId, categoryId);
  const [held] = await db.select({ n: count() }).from(products).where(and(eq(products.businessId, businessId), eq(products.categoryId, current.id)));
  if ((held?.n ?? 0) > 0) throw OWNER_CATALOGUE_ERRORS.categoryHasProducts();
  await db.delete(categories).where(and(eq(categories.id, current.id), eq(categories.businessId, businessId)));
}
