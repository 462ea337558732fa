import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { OWNER_CATALOGUE_LIMITS, type ListProductsQuery, type OwnerProduct } from '../contracts';
import type { Database } from '../db/client';
import { productDispatchPoints, products, productVariants } from '../db/schema';
import { OWNER_CATALOGUE_ERRORS } from './owner-catalogues';

type ProductRow = typeof products.$inferSelect;

/** Items as the owner edits them: every status, money in paise, with variants and dispatch points. */
async function answersOf(db: Database, businessId: string, rows: readonly ProductRow[]): Promise<OwnerProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const variants = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.businessId, businessId), inArray(productVariants.productId, ids)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const points = await db
    .select()
    .from(productDispatchPoints)
    .where(and(eq(productDispatchPoints.businessId, businessId), inArray(productDispatchPoints.productId, ids)))
    .orderBy(asc(productDispatchPoints.position));
  return rows.map((row) => ({
    id: row.id,
    catalogueId: row.catalogueId,
    categoryId: row.categoryId,
    itemType: row.itemType,
    slug: row.slug,
    name: row.name,
    description: row.description,
    images: row.images,
    basePricePaise: row.basePricePaise,
    salePricePaise: row.salePricePaise,
    gstRate: Number(row.taxRate),
    hsnCode: row.hsnCode,
    stock: row.totalQuantity,
    variantTitle: row.variantTitle,
    variants: variants
      .filter((v) => v.productId === row.id)
      .map((v) => ({ id: v.id, name: v.name, basePricePaise: v.basePricePaise, salePricePaise: v.salePricePaise, stock: v.stock })),
    status: row.status,
    priceVisible: row.priceVisible,
    shipping: {
      available: row.shippingAvailable,
      weightKg: row.shippingWeightKg === null ? null : Number(row.shippingWeightKg),
      free: row.shippingAvailable && row.shippingCostPaise === 0,
      costPaise: row.shippingCostPaise,
    },
    dispatchPointIds: points.filter((p) => p.productId === row.id).map((p) => p.dispatchPointId),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One item of the owner's business; any other business's is "not found", never "forbidden". */
export async function ownerProduct(db: Database, businessId: string, productId: string): Promise<OwnerProduct> {
  const [row] = await db.select().from(products).where(and(eq(products.id, productId.toLowerCase()), eq(products.businessId, businessId)));
  if (!row) throw OWNER_CATALOGUE_ERRORS.productNotFound();
  const [answer] = await answersOf(db, businessId, [row]);
  return answer!;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the owner's items, newest change first: by name, catalogue, category and status. */
export async function ownerProducts(db: Database, businessId: string, query: ListProductsQuery) {
  const filters: SQL[] = [eq(products.businessId, businessId)];
  if (query.search) filters.push(ilike(products.name, likePattern(query.search)));
  if (query.catalogueId) filters.push(eq(products.catalogueId, query.catalogueId.toLowerCase()));
  if (query.categoryId) filters.push(eq(products.categoryId, query.categoryId.toLowerCase()));
  if (query.status) filters.push(eq(products.status, query.status));
  const where = and(...filters);
  const pageSize = OWNER_CATALOGUE_LIMITS.pageSize;
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { items: await answersOf(db, businessId, rows), page: query.page, pageSize, total: total?.n ?? 0 };
}
