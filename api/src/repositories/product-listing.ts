import { and, asc, desc, eq, gte, inArray, lte, ne, or, isNull, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { ProductListAnswer, ProductListFilters, SortOption } from '../contracts';
import type { Database } from '../db/client';
import { toPaise, toRupees } from '../db/money';
import { catalogues, categories, products } from '../db/schema';
import { findPublicCatalogue, slugOrId } from './catalogue-repository';
import { relationColumns, relationsOf, selectPublicProducts, toWireProduct, type ProductRow } from './product-query';
import { searchCondition, searchText, SIMILAR_WORD_THRESHOLD, similarNameCondition } from './product-search';

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

/**
 * The listed price as no index has it: a search's matches come from its text indexes and their price is
 * checked on them. With the indexed form the planner may walk a wide price range's index entries and test
 * the search on every item of the range instead.
 */
const checkedPricePaise = sql<number>`(${listedPricePaise} + 0)`;

/** The optional filters of a listing, the search aside, as one SQL condition (undefined when none applies). */
function filterCondition(filters: ProductListFilters, categoryId: string | undefined, searching: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [categoryId ? eq(products.categoryId, categoryId) : undefined];
  if (filters.priceRange) {
    const [min, max] = filters.priceRange;
    const price = searching ? checkedPricePaise : listedPricePaise;
    conditions.push(gte(price, Math.min(toPaise(min), MAX_INT)), lte(price, Math.min(toPaise(max), MAX_INT)));
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

  const search = searchText(filters.search);
  const filtered = and(scope, filterCondition(filters, categoryId, Boolean(search)));
  const offset = (filters.page - 1) * filters.limit;
  let page = search
    ? await searchPage(db, scope, and(filtered, searchCondition(search)), filters, offset)
    : await listingPage(db, scope, filtered, filters, offset);
  // A search that matched nothing is tried once more for names spelt close to it.
  const similar = search && page.total === 0 ? similarNameCondition(search) : undefined;
  if (similar) {
    page = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${SIMILAR_WORD_THRESHOLD}`));
      return searchPage(tx as unknown as Database, scope, and(filtered, similar), filters, offset);
    });
  }
  const { rows, total } = page;
  const answer: ProductListAnswer = {
    message: 'success',
    data: [],
    size: Math.ceil(total / filters.limit),
    total,
    maxSalePrice: toRupees(rows[0] ? rows[0].maxPaise : await highestListedPrice(db, scope)),
  };
  if (rows.length === 0) return answer;
  const relations = relationsOf(rows);
  answer.data = rows.map((row) => toWireProduct(row, relations));
  return answer;
}

type Page = { rows: (ProductRow & { total: number; maxPaise: number } & Parameters<typeof relationsOf>[0][number])[]; total: number };

/**
 * One page of a listing without a search. Its matches are read narrow (id only): the page walks its
 * sort's index and stops at its last row, and the count of matches rides on it as a subquery run once
 * (an index-only scan of a listed-price index, which carries every filter's columns). Past the last page
 * no row carries the count, so it is asked on its own (rare: a stale page link).
 */
function listingPage(db: Database, scope: SQL | undefined, where: SQL | undefined, filters: ProductListFilters, offset: number): Promise<Page> {
  return pageOfMatches(db, scope, where, filters, offset, sql<number>`(${countQuery(db, where)})`);
}

/**
 * One page of a search's matches: they come from the text indexes (a bitmap of the document's and the
 * names' GIN entries), are counted by a window over that one pass and sorted for the page, narrow.
 */
function searchPage(db: Database, scope: SQL | undefined, where: SQL | undefined, filters: ProductListFilters, offset: number): Promise<Page> {
  return pageOfMatches(db, scope, where, filters, offset, sql<number>`(count(*) OVER ())::int`);
}

/**
 * A page in two steps: first the matches alone, narrow (id and sort keys) with their `total`, so counting
 * and sorting never carry whole items; then the page's items by id, with their relations and the
 * slider's bound (the scope's highest listed price, the first entry of a listed-price index).
 */
async function pageOfMatches(db: Database, scope: SQL | undefined, where: SQL | undefined, filters: ProductListFilters, offset: number, total: SQL<number>): Promise<Page> {
  const matches = await db
    .select({ id: products.id, total: total.mapWith(Number) })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(where)
    .orderBy(...ORDER_BY[filters.sortBy])
    .limit(filters.limit)
    .offset(offset);
  if (matches.length === 0) return { rows: [], total: offset === 0 ? 0 : await countMatching(db, where) };
  const ids = matches.map((match) => match.id);
  const rows = await selectPublicProducts(db, {
    ...relationColumns,
    total: sql<number>`0`.mapWith(Number),
    maxPaise: sql<number>`(${highestQuery(db, scope)})`.mapWith(Number),
  }).where(and(scope, inArray(products.id, ids)));
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { rows, total: matches[0]?.total ?? 0 };
}

/** The scope's highest listed price in paise (NULL when empty): the first entry of a listed-price index. */
function highestQuery(db: Database, scope: SQL | undefined) {
  return db
    .select({ paise: listedPricePaise })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(scope)
    .orderBy(desc(listedPricePaise))
    .limit(1);
}

async function highestListedPrice(db: Database, scope: SQL | undefined): Promise<number> {
  const [row] = await highestQuery(db, scope);
  return row ? Number(row.paise) : 0;
}

function countQuery(db: Database, condition: SQL | undefined) {
  return db
    .select({ total: sql<number>`(count(*))::int`.mapWith(Number) })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(condition);
}

async function countMatching(db: Database, condition: SQL | undefined): Promise<number> {
  const [row] = await countQuery(db, condition);
  return row?.total ?? 0;
}
