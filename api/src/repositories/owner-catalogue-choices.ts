import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { OWNER_CATALOGUE_MESSAGES as M, type OwnerCatalogueWithCategories } from '../contracts';
import type { Database } from '../db/client';
import { catalogues, categories, uploads } from '../db/schema';
import { AppError } from '../errors';
import { WEBSITE_IMAGES_FOLDER } from '../routes/uploads/upload-image';

/** The business's catalogues in the storefront's order (position, then oldest first), each with its categories by position then name. */
export async function ownerCatalogues(db: Database, businessId: string): Promise<OwnerCatalogueWithCategories[]> {
  const rows = await db.select().from(catalogues).where(eq(catalogues.businessId, businessId)).orderBy(asc(catalogues.position), asc(catalogues.createdAt), asc(catalogues.id));
  const cats = await db.select().from(categories).where(eq(categories.businessId, businessId)).orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    categories: cats.filter((c) => c.catalogueId === row.id).map((c) => ({ id: c.id, catalogueId: c.catalogueId, name: c.name, slug: c.slug })),
  }));
}

/**
 * Checks an item's photos: each must be one the item already shows (the seed's, or an earlier upload),
 * or the address of an image this business's owner uploaded for its site (its rendition, or the original of an animated GIF).
 * Anything else, another business's file or any outside address, is refused, so a storefront only ever
 * shows pictures its own owner put there. Answers the list as it is to be stored.
 */
export async function checkProductImages(db: Database, businessId: string, images: readonly string[], current: readonly string[] = []): Promise<string[]> {
  const unknown = [...new Set(images.filter((url) => !current.includes(url)))];
  if (unknown.length > 0) {
    const found = await db
      .select({ url: uploads.url, renditionUrl: uploads.renditionUrl })
      .from(uploads)
      .where(and(eq(uploads.businessId, businessId), eq(uploads.folder, WEBSITE_IMAGES_FOLDER), or(inArray(uploads.url, unknown), inArray(uploads.renditionUrl, unknown))));
    const own = new Set(found.flatMap((row) => [row.url, row.renditionUrl]));
    const index = images.findIndex((url) => !current.includes(url) && !own.has(url));
    if (index >= 0) throw AppError.badRequest(`Invalid body: images.${index}: ${M.imageNotOwn}`);
  }
  return [...new Set(images)];
}
