import { and, asc, desc, eq, gte, lte, ne, or, isNull, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { ProductListAnswer, ProductListFilters, SortOption } from '../contracts';
import type { Database } from '../db/client';
import { toPaise, toRupees } from '../db/money';
import { catalogues, categories, products } from '../db/schema';
import { findPublicCatalogue, slugOrId } from './catalogue-repository';
import { loadRelations, selectPublicProducts, toWireProduct } from './product-query';
import { searchCondition } from './product-search';

/** Largest value of a PostgreSQL integer: price bounds above it are clamped, not an error. */
const MAX_INT = 2_147_483_647;

/**
 * The price a listing sorts, filters and bounds by: the effective price, or 0 for an item whose price the
 * business hides, as the item's answer shows it (`hidePrices`). A price range, a price sort or the
 * slider's maximum must not reveal a hidden price by bracketing it.
 */
const listedPricePaise = sql<number>`(CASE WHEN ${products.priceVisible} THEN ${products.effectivePricePaise} ELSE 0 END)`;

/** Sort orders; every one ends on the id so pages never repeat or skip an item. */
const ORDER_BY: Record<SortOption, SQL[]> = {
  name: [sql`lower(${products.name}) COLLATE "C" ASC`, asc(products.id)],
  'price-low': [asc(listedPricePaise), asc(products.id)],
  'price-high': [desc(listedPricePaise), asc(products.id)],
  rating: [desc(products.rating), desc(products.reviewCount), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
};

/** The optional filters of a listing as one SQL condition (undefined when none applies). */
function filterCondition(filters: ProductListFilters, categoryId: string | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    categoryId ? eq(products.categoryId, categoryId) : undefined,
    searchCondition(filters.search),
  ];
  if (filters.priceRange) {
    const [min, max] = filters.priceRange;
    conditions.push(gte(listedPricePaise, Math.min(toPaise(min), MAX_INT)), lte(listedPricePaise, Math.min(toPaise(max), MAX_INT)));
  }
  if (filters.inStockOnly) {
    conditions.push(ne(products.stockStatus, 'Out of Stock'), or(isNull(products.totalQuantity), gt(products.totalQuantity, 0)));
  }
  if (filters.freeShipping) conditions.push(eq(products.shippingAvailable, true), eq(products.shippingCostPaise, 0));
  if (filters.onSale) conditions.push(eq(products.priceVisible, true), gt(products.salePricePaise, 0), lt(products.salePricePaise, products.basePricePaise));
  if (filters.minRating) conditions.push(gte(products.rating, filters.minRating));
  if (filters.featured) conditions.push(eq(products.featured, true));
  if (filters.flashSale) conditions.push(eq(products.flashSale, true));
  return and(...conditions);
}

const empty = (maxSalePrice = 0): ProductListAnswer => ({ message: 'success', data: [], size: 0, total: 0, maxSalePrice });

/**
 * A page of a business's published items, every filter, sort and page computed in SQL. `size` is the
 * number of pages at the requested limit; `maxSalePrice` the highest effective price in the catalogue
 * (or the whole business) whatever the other filters. An unknown catalogue or category is an empty list.
 */
export async function listPublicProducts(db: Database, filters: ProductListFilters): Promise<ProductListAnswer> {
  const businessId = filters.accountTypeId.toLowerCase();

  let catalogueId: string | undefined;
  if (filters.catalogId || filters.slug) {
    const byId = filters.catalogId ? await findPublicCatalogue(db, businessId, filters.catalogId) : undefined;
    const bySlug = filters.slug ? await findPublicCatalogue(db, businessId, filters.slug) : undefined;
    const catalogue = byId ?? bySlug;
    // Both given and naming different catalogues: nothing can match both.
    if (!catalogue || (byId && bySlug && byId.id !== bySlug.id)) return empty();
    catalogueId = catalogue.id;
  }

  const scope = and(
    eq(products.businessId, businessId),
    eq(products.status, 'Published'),
    eq(catalogues.businessId, businessId),
    eq(catalogues.status, 'Published'),
    catalogueId ? eq(products.catalogueId, catalogueId) : undefined,
  );

  let categoryId: string | undefined;
  if (filters.category) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.businessId, businessId),
          catalogueId ? eq(categories.catalogueId, catalogueId) : undefined,
          slugOrId(categories.id, categories.slug, filters.category),
        ),
      )
      .limit(1);
    if (!category) return empty(toRupees(await highestListedPrice(db, scope)));
    categoryId = category.id;
  }

  const where = filterCondition(filters, categoryId);
  const offset = (filters.page - 1) * filters.limit;
  // The page carries the filtered count (a window over the same scan), so the filters run once; the
  // slider's bound reads one entry of the listed-price index instead of aggregating the catalogue.
  const [rows, maxPaise] = await Promise.all([
    selectPublicProducts(db, { total: sql<number>`(count(*) OVER ())::int`.mapWith(Number) })
      .where(and(scope, where))
      .orderBy(...ORDER_BY[filters.sortBy])
      .limit(filters.limit)
      .offset(offset),
    highestListedPrice(db, scope),
  ]);
  // Past the last page the window has no row to ride on: count on its own (rare: a stale page link).
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countMatching(db, and(scope, where)));
  const answer: ProductListAnswer = {
    message: 'success',
    data: [],
    size: Math.ceil(total / filters.limit),
    total,
    maxSalePrice: toRupees(maxPaise),
  };
  if (rows.length === 0) return answer;
  const relations = await loadRelations(db, businessId, rows.map((r) => r.id));
  answer.data = rows.map((row) => toWireProduct(row, relations));
  return answer;
}

/** The scope's highest listed price in paise (0 when empty): the first entry of a listed-price index. */
async function highestListedPrice(db: Database, scope: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ paise: listedPricePaise })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(scope)
    .orderBy(desc(listedPricePaise))
    .limit(1);
  return row ? Number(row.paise) : 0;
}

async function countMatching(db: Database, condition: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`(count(*))::int`.mapWith(Number) })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(condition);
  return row?.total ?? 0;
}
