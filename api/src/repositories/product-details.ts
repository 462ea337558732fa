import { and, eq, or } from 'drizzle-orm';
import { ID_PATTERN, type Product } from '../contracts';
import type { Database } from '../db/client';
import { catalogues, products } from '../db/schema';
import { relationColumns, relationsOf, selectPublicProducts, toWireProduct } from './product-query';

/** A business's published item by slug (or by id), with its variants, packages and dispatch points, in one query. */
export async function findPublicProduct(db: Database, accountTypeId: string, slug: string): Promise<Product | undefined> {
  const businessId = accountTypeId.toLowerCase();
  const match = ID_PATTERN.test(slug) ? or(eq(products.slug, slug), eq(products.id, slug.toLowerCase())) : eq(products.slug, slug);
  const [row] = await selectPublicProducts(db, relationColumns)
    .where(
      and(
        eq(products.businessId, businessId),
        eq(products.status, 'Published'),
        eq(catalogues.businessId, businessId),
        eq(catalogues.status, 'Published'),
        match,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return toWireProduct(row, relationsOf([row]));
}
