import { eq } from 'drizzle-orm';
import type { CatalogueCsvImportAnswer, CatalogueCsvRowError } from '../contracts';
import type { Database } from '../db/client';
import { catalogues, categories } from '../db/schema';
import type { CsvItem } from './catalogue-csv-rows';
import { createCatalogue, createCategory } from './owner-catalogues';
import { createProduct } from './owner-products-write';

type Owner = { businessId: string; ownerId: string };
type CatalogueRow = { id: string; name: string; type: 'product' | 'service' };

const key = (name: string) => name.trim().toLowerCase();

/** The business's catalogues by name (case aside; the oldest of a repeated name), read on the given connection. */
async function cataloguesByName(db: Database, businessId: string): Promise<Map<string, CatalogueRow>> {
  const rows = await db.select({ id: catalogues.id, name: catalogues.name, type: catalogues.type }).from(catalogues).where(eq(catalogues.businessId, businessId)).orderBy(catalogues.createdAt);
  const byName = new Map<string, CatalogueRow>();
  for (const row of rows) if (!byName.has(key(row.name))) byName.set(key(row.name), row);
  return byName;
}

/**
 * The file's catalogue types against the business's catalogues and each other: a row naming `service`
 * for an existing product catalogue (or the other way round) would file an item under the wrong kind.
 */
export async function catalogueTypeErrors(db: Database, businessId: string, items: readonly CsvItem[]): Promise<CatalogueCsvRowError[]> {
  const existing = await cataloguesByName(db, businessId);
  const wanted = new Map<string, { type: 'product' | 'service'; row: number }>();
  const errors: CatalogueCsvRowError[] = [];
  for (const item of items) {
    if (!item.catalogueType) continue;
    const found = existing.get(key(item.catalogue));
    const first = wanted.get(key(item.catalogue));
    if (found && found.type !== item.catalogueType) errors.push({ row: item.row, column: 'catalogue_type', message: `the catalogue "${found.name}" holds ${found.type}s, not ${item.catalogueType}s` });
    else if (first && first.type !== item.catalogueType) errors.push({ row: item.row, column: 'catalogue_type', message: `row ${first.row} makes "${item.catalogue}" a ${first.type} catalogue` });
    else if (!first) wanted.set(key(item.catalogue), { type: item.catalogueType, row: item.row });
  }
  return errors;
}

/**
 * Creates every item of a checked file in ONE transaction, with the owner's own create (the same rules,
 * slugs and opening-stock movements as the product form): a failure half-way leaves nothing behind.
 * Catalogues and categories the file names are found by name in the owner's business, or made there.
 */
export async function importCatalogueItems(db: Database, owner: Owner, items: readonly CsvItem[]): Promise<CatalogueCsvImportAnswer['data']> {
  const { businessId } = owner;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const catalogueOf = await cataloguesByName(tx, businessId);
    const categoryRows = await tx.select({ id: categories.id, catalogueId: categories.catalogueId, name: categories.name }).from(categories).where(eq(categories.businessId, businessId)).orderBy(categories.createdAt);
    const categoryOf = new Map<string, string>();
    for (const row of categoryRows) {
      const k = `${row.catalogueId}:${key(row.name)}`;
      if (!categoryOf.has(k)) categoryOf.set(k, row.id);
    }
    const cataloguesCreated: string[] = [];
    const categoriesCreated: string[] = [];
    let variants = 0;
    for (const item of items) {
      let catalogue = catalogueOf.get(key(item.catalogue));
      if (!catalogue) {
        catalogue = await createCatalogue(tx, businessId, { name: item.catalogue.trim(), type: item.catalogueType ?? 'product' });
        catalogueOf.set(key(item.catalogue), catalogue);
        cataloguesCreated.push(catalogue.name);
      }
      let categoryId: string | null = null;
      if (item.category) {
        const k = `${catalogue.id}:${key(item.category)}`;
        categoryId = categoryOf.get(k) ?? null;
        if (!categoryId) {
          const made = await createCategory(tx, businessId, { catalogueId: catalogue.id, name: item.category.trim() });
          categoryOf.set(k, made.id);
          categoriesCreated.push(`${catalogue.name} / ${made.name}`);
          categoryId = made.id;
        }
      }
      await createProduct(tx, owner, { ...item.body, catalogueId: catalogue.id, categoryId });
      variants += item.body.variants?.length ?? 0;
    }
    return { created: items.length, variants, skipped: 0, cataloguesCreated, categoriesCreated };
  });
}
