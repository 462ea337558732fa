import { and, eq, or, sql } from 'drizzle-orm';
import { ID_PATTERN, type Product } from '../contracts';
import type { Database } from '../db/client';
import { constant, fixedRows, preparedStatementsOf } from '../db/prepared-statements';
import { catalogues, products } from '../db/schema';
import { relationColumns, relationsOf, selectPublicProducts, toWireProduct } from './product-query';

const businessId = sql.placeholder('businessId');
const slugValue = sql.placeholder('slug');

/** The statement of a product's details, by slug, or for a value shaped like an id, by slug or id. */
function detailsQuery(db: Database, byIdToo: boolean) {
  const match = byIdToo ? or(eq(products.slug, slugValue), eq(products.id, sql.placeholder('id'))) : eq(products.slug, slugValue);
  return selectPublicProducts(db, relationColumns)
    .where(
      and(
        eq(products.businessId, businessId),
        eq(products.status, constant('Published')),
        eq(catalogues.businessId, businessId),
        eq(catalogues.status, constant('Published')),
        match,
      ),
    )
    .limit(fixedRows(1));
}

/** A business's published item by slug (or by id), with its variants, packages and dispatch points, in one query. */
export async function findPublicProduct(db: Database, accountTypeId: string, slug: string): Promise<Product | undefined> {
  const byIdToo = ID_PATTERN.test(slug);
  const values = { businessId: accountTypeId.toLowerCase(), slug, id: slug.toLowerCase() };
  const [row] = await preparedStatementsOf(db).run(`product details ${byIdToo ? 'by id or slug' : 'by slug'}`, (on) => detailsQuery(on, byIdToo), values);
  if (!row) return undefined;
  return toWireProduct(row, relationsOf([row]));
}
