import { and, asc, desc, eq, gte, lte, ne, or, isNull, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { ListingSort, ProductListAnswer, ProductListFilters, SortOption } from '../contracts';
import type { Database } from '../db/client';
import { toPaise, toRupees } from '../db/money';
import { catalogues, categories, listingTotals, products } from '../db/schema';
import { slugOrId } from './catalogue-repository';
import { productSelection, relationColumns, relationsOf, toWireProduct } from './product-query';
import { relevanceOf, searchCondition, searchText, similarNameCondition } from './product-search';

/** Largest value of a PostgreSQL integer: price bounds above it are clamped, not an error. */
const MAX_INT = 2_147_483_647;

/**
 * The price a listing sorts, filters and bounds by: the effective price, or 0 for an item whose price the
 * business hides, as the item's answer shows it (`hidePrices`). A price range, a price sort or the
 * slider's maximum must not reveal a hidden price by bracketing it.
 */
const listedPricePaise = sql<number>`(CASE WHEN ${products.priceVisible} THEN ${products.effectivePricePaise} ELSE 0 END)`;

/** The five sorts; every one ends on the id so pages never repeat or skip an item. */
const ORDER_BY: Record<SortOption, SQL[]> = {
  name: [sql`lower(${products.name}) COLLATE "C" ASC`, asc(products.id)],
  'price-low': [asc(listedPricePaise), asc(products.id)],
  'price-high': [desc(listedPricePaise), asc(products.id)],
  rating: [desc(products.rating), desc(products.reviewCount), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
};

/** The order asked for: relevance is the default while searching, and means name without a search. */
export function sortOf(sortBy: ListingSort | undefined, search: string | undefined): ListingSort {
  if (!search) return !sortBy || sortBy === 'relevance' ? 'name' : sortBy;
  return sortBy ?? 'relevance';
}

/** The ORDER BY of `sort`; relevance ranks the search's matches, best first, then by id. */
function orderOf(sort: ListingSort, search: string | undefined): SQL[] {
  if (sort === 'relevance' && search) return [desc(relevanceOf(search)), asc(products.id)];
  return ORDER_BY[sort === 'relevance' ? 'name' : sort];
}

/**
 * The listed price as no index has it: a search's matches come from its text indexes and their price is
 * checked on them. With the indexed form the planner may walk a wide price range's index entries and test
 * the search on every item of the range instead.
 */
const checkedPricePaise = sql<number>`(${listedPricePaise} + 0)`;

/** The optional filters of a listing, the search aside, as one SQL condition (undefined when none applies). */
function filterCondition(filters: ProductListFilters, searching: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
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
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Where a listing looks, as conditions on any table's catalogue and category columns: the business's
 * published catalogues, and the catalogue and category the query names, each found by a subquery of the
 * same statement (an unknown one, or a catalogue id and slug naming two catalogues, matches nothing).
 */
class ListingScope {
  private readonly catalogues: SQL[];
  private readonly category: SQL | undefined;

  constructor(
    readonly businessId: string,
    filters: ProductListFilters,
  ) {
    const named = [filters.catalogId, filters.slug].filter((value): value is string => Boolean(value));
    this.catalogues = named.map(
      (value) => sql`(SELECT ${catalogues.id} FROM ${catalogues} WHERE ${and(eq(catalogues.businessId, businessId), eq(catalogues.status, 'Published'), slugOrId(catalogues.id, catalogues.slug, value))} LIMIT 1)`,
    );
    this.category = filters.category
      ? sql`(SELECT ${categories.id} FROM ${categories} WHERE ${and(eq(categories.businessId, businessId), this.catalogues[0] ? eq(categories.catalogueId, this.catalogues[0]) : undefined, slugOrId(categories.id, categories.slug, filters.category))} LIMIT 1)`
      : undefined;
  }

  /** The published items in scope, joined to their catalogue (the join every products query here has). */
  products(): SQL | undefined {
    return and(
      eq(products.businessId, this.businessId),
      eq(products.status, 'Published'),
      eq(catalogues.businessId, this.businessId),
      eq(catalogues.status, 'Published'),
      ...this.catalogues.map((catalogue) => eq(products.catalogueId, catalogue)),
      this.category ? eq(products.categoryId, this.category) : undefined,
    );
  }

  /**
   * The kept totals of the scope's published catalogues (`listing_totals`): a few rows (one per catalogue,
   * category and combination of the yes/no filters), never the items. With `byCategory` false the category
   * is left out, as the slider's bound does.
   */
  totals(byCategory: boolean, filters?: SQL): SQL | undefined {
    return and(
      eq(listingTotals.businessId, this.businessId),
      sql`${listingTotals.catalogueId} IN (SELECT ${catalogues.id} FROM ${catalogues} WHERE ${and(eq(catalogues.businessId, this.businessId), eq(catalogues.status, 'Published'))})`,
      ...this.catalogues.map((catalogue) => eq(listingTotals.catalogueId, catalogue)),
      byCategory && this.category ? eq(listingTotals.categoryId, this.category) : undefined,
      filters,
    );
  }
}

/**
 * The filters as conditions on the kept totals' cells, when every one of them has its cell column (all
 * but a price range, which is counted on a listed-price index); undefined when one has not.
 */
function keptFilters(filters: ProductListFilters): SQL | undefined | 'not kept' {
  if (filters.priceRange) return 'not kept';
  return and(
    filters.inStockOnly ? eq(listingTotals.inStock, true) : undefined,
    filters.freeShipping ? eq(listingTotals.freeShipping, true) : undefined,
    filters.onSale ? eq(listingTotals.onSale, true) : undefined,
    filters.minRating ? gte(listingTotals.ratingFloor, filters.minRating) : undefined,
    filters.featured ? eq(listingTotals.featured, true) : undefined,
    filters.flashSale ? eq(listingTotals.flashSale, true) : undefined,
  );
}

/**
 * The scope's highest listed price in paise, whatever the other filters: the slider's bound, kept on write,
 * the first entry of a kept totals' index (for the business or the catalogue) whose catalogue is published.
 */
function highestQuery(db: Database, scope: ListingScope) {
  const first = db
    .select({ paise: listingTotals.highestListedPaise })
    .from(listingTotals)
    .where(scope.totals(false))
    .orderBy(desc(listingTotals.highestListedPaise))
    .limit(1);
  return sql`coalesce((${first}), 0)`;
}

/** The number of published items in scope that pass `filters` (keptFilters): the kept totals' sum. */
function keptCountQuery(db: Database, scope: ListingScope, filters: SQL | undefined) {
  return db.select({ total: sql<number>`coalesce(sum(${listingTotals.publishedCount}), 0)::int` }).from(listingTotals).where(scope.totals(true, filters));
}

/**
 * The number of matches of a listing with a price range or a search: for a price range an index-only
 * range scan of a listed-price index, which carries every filter's columns (0016); it grows with the
 * matches in the range, never with the business.
 */
function countQuery(db: Database, where: SQL | undefined) {
  return db
    .select({ total: sql<number>`(count(*))::int` })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .where(where);
}

/**
 * A page of a business's published items, every filter, sort and page computed in SQL, in one statement
 * (two when the page is empty; a search that matched nothing tries close spellings once more). `size` is
 * the number of pages at the requested limit; `maxSalePrice` the highest listed price in the catalogue
 * (or the whole business) whatever the other filters. An unknown catalogue or category is an empty list.
 */
export async function listPublicProducts(db: Database, filters: ProductListFilters): Promise<ProductListAnswer> {
  const scope = new ListingScope(filters.accountTypeId.toLowerCase(), filters);
  const search = searchText(filters.search);
  const sort = sortOf(filters.sortBy, search);
  const filtered = filterCondition(filters, Boolean(search));
  const where = and(scope.products(), filtered);
  const offset = (filters.page - 1) * filters.limit;

  const windowCount = sql`(count(*) OVER ())::int`;
  let matching = where;
  let page: Page;
  if (search) {
    matching = and(where, searchCondition(search));
    page = await pageOfMatches(db, scope, matching, filters, offset, orderOf(sort, search), windowCount);
    // A search that matched nothing is tried once more for names spelt close to it (pg_trgm's word
    // similarity at the connection's threshold, db/client.ts).
    const noMatch = page.rows.length === 0 && (offset === 0 || (await countQuery(db, matching))[0]?.total === 0);
    const similar = noMatch ? similarNameCondition(search) : undefined;
    if (similar) {
      matching = and(where, similar);
      page = await pageOfMatches(db, scope, matching, filters, offset, orderOf(sort, search), windowCount);
    }
  } else {
    // The count is kept (listing_totals) for every filter but a price range, which is counted in the statement.
    const total = countOf(db, scope, filters, matching);
    page = await pageOfMatches(db, scope, matching, filters, offset, orderOf(sort, undefined), total);
  }
  const { rows } = page;
  let { total, maxPaise } = page;
  if (rows.length === 0) {
    // An empty page: the count (0, unless past the last page of a stale link) and the slider's bound.
    const count = offset === 0 ? sql`0` : search ? sql`(${countQuery(db, matching)})` : countOf(db, scope, filters, matching);
    const [row] = await db
      .select({ total: sql<number>`${count}`.mapWith(Number), maxPaise: sql<number>`${highestQuery(db, scope)}`.mapWith(Number) })
      .from(sql`(SELECT 1) AS one`);
    total = row?.total ?? 0;
    maxPaise = row?.maxPaise ?? 0;
  }
  const answer: ProductListAnswer = { message: 'success', data: [], size: Math.ceil(total / filters.limit), total, maxSalePrice: toRupees(maxPaise) };
  if (rows.length === 0) return answer;
  const relations = relationsOf(rows);
  answer.data = rows.map((row) => toWireProduct(row, relations));
  return answer;
}

/** A listing's count without a search: from the kept totals when they have its filters, else counted. */
function countOf(db: Database, scope: ListingScope, filters: ProductListFilters, matching: SQL | undefined): SQL {
  const kept = keptFilters(filters);
  return kept === 'not kept' ? sql`(${countQuery(db, matching)})` : sql`(${keptCountQuery(db, scope, kept)})`;
}

type PageRow = Awaited<ReturnType<typeof pageQuery>>[number];
type Page = { rows: PageRow[]; total: number; maxPaise: number };

/**
 * The statement of a page: first its matches alone, narrow (id and `total`), walking the sort's index or
 * the search's text indexes and stopping at the page; then only those items, whole, with their relations
 * and the slider's bound (kept, listing_totals), in the page's order.
 */
function pageQuery(db: Database, scope: ListingScope, where: SQL | undefined, filters: ProductListFilters, offset: number, order: SQL[], total: SQL) {
  const matches = db.$with('matches').as(
    db
      .select({ id: sql<string>`${products.id}`.as('match_id'), total: sql<number>`${total}`.as('match_total') })
      .from(products)
      .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
      .where(where)
      .orderBy(...order)
      .limit(filters.limit)
      .offset(offset),
  );
  return db
    .with(matches)
    .select({
      ...productSelection,
      ...relationColumns,
      total: sql<number>`${matches.total}`.mapWith(Number),
      maxPaise: sql<number>`${highestQuery(db, scope)}`.mapWith(Number),
    })
    .from(matches)
    .innerJoin(products, eq(products.id, matches.id))
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(...order);
}

async function pageOfMatches(db: Database, scope: ListingScope, where: SQL | undefined, filters: ProductListFilters, offset: number, order: SQL[], total: SQL): Promise<Page> {
  const rows = await pageQuery(db, scope, where, filters, offset, order, total);
  return { rows, total: rows[0]?.total ?? 0, maxPaise: rows[0]?.maxPaise ?? 0 };
}
