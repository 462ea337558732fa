import { and, asc, desc, eq, gte, lte, ne, or, isNull, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { ListingSort, ProductListAnswer, ProductListFilters, SortOption } from '../contracts';
import type { Database } from '../db/client';
import { toRupees } from '../db/money';
import { constant, fixedRows, preparedStatementsOf } from '../db/prepared-statements';
import { catalogues, categories, listingTotals, products } from '../db/schema';
import { listingShape, listingValues, value, type ListingShape, type NamedBy } from './listing-shape';
import { namedRow } from './catalogue-repository';
import { productSelection, relationColumns, relationsOf, toWireProduct } from './product-query';
import { relevanceOf, searchCondition, similarNameCondition } from './product-search';

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

/** The ORDER BY of `sort`; relevance ranks the search's matches, best first, then by id. */
function orderOf(sort: ListingSort, searchWords: number | undefined): SQL[] {
  if (sort === 'relevance' && searchWords !== undefined) return [desc(relevanceOf(searchWords)), asc(products.id)];
  return ORDER_BY[sort === 'relevance' ? 'name' : sort];
}

/**
 * The listed price as no index has it: a search's matches come from its text indexes and their price is
 * checked on them. With the indexed form the planner may walk a wide price range's index entries and test
 * the search on every item of the range instead.
 */
const checkedPricePaise = sql<number>`(${listedPricePaise} + 0)`;

/** The optional filters of a listing, the search aside, as one SQL condition (undefined when none applies). */
function filterCondition(shape: ListingShape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (shape.priceRange) {
    const price = shape.searchWords !== undefined ? checkedPricePaise : listedPricePaise;
    conditions.push(gte(price, value('priceMin')), lte(price, value('priceMax')));
  }
  if (shape.inStockOnly) {
    conditions.push(ne(products.stockStatus, constant('Out of Stock')), or(isNull(products.totalQuantity), gt(products.totalQuantity, constant(0))));
  }
  if (shape.freeShipping) conditions.push(eq(products.shippingAvailable, constant(true)), eq(products.shippingCostPaise, constant(0)));
  if (shape.onSale) conditions.push(eq(products.priceVisible, constant(true)), gt(products.salePricePaise, constant(0)), lt(products.salePricePaise, products.basePricePaise));
  if (shape.minRating) conditions.push(gte(products.rating, value('minRating')));
  if (shape.featured) conditions.push(eq(products.featured, constant(true)));
  if (shape.flashSale) conditions.push(eq(products.flashSale, constant(true)));
  return conditions.length ? and(...conditions) : undefined;
}

/** The catalogue or category named by the values `name` (listingValues), looked up as the shape says. */
const namedCondition = (table: typeof catalogues | typeof categories, by: NamedBy, name: string): SQL =>
  namedRow(table, by === 'id or slug', value(`${name}Id`), value(`${name}Slug`));

const businessId = value('businessId');

/**
 * Where a listing looks, as conditions on any table's catalogue and category columns: the business's
 * published catalogues, and the catalogue and category the query names, each found by a subquery of the
 * same statement (an unknown one, or a catalogue id and slug naming two catalogues, matches nothing).
 */
class ListingScope {
  private readonly catalogues: SQL[];
  private readonly category: SQL | undefined;

  constructor(shape: ListingShape) {
    this.catalogues = shape.catalogues.map(
      (by, i) =>
        sql`(SELECT ${catalogues.id} FROM ${catalogues} WHERE ${and(eq(catalogues.businessId, businessId), eq(catalogues.status, constant('Published')), namedCondition(catalogues, by, `catalogue${i}`))} LIMIT 1)`,
    );
    this.category = shape.category
      ? sql`(SELECT ${categories.id} FROM ${categories} WHERE ${and(eq(categories.businessId, businessId), this.catalogues[0] ? eq(categories.catalogueId, this.catalogues[0]) : undefined, namedCondition(categories, shape.category, 'category'))} LIMIT 1)`
      : undefined;
  }

  /** The published items in scope, joined to their catalogue (the join every products query here has). */
  products(): SQL | undefined {
    return and(
      eq(products.businessId, businessId),
      eq(products.status, constant('Published')),
      eq(catalogues.businessId, businessId),
      eq(catalogues.status, constant('Published')),
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
      eq(listingTotals.businessId, businessId),
      sql`${listingTotals.catalogueId} IN (SELECT ${catalogues.id} FROM ${catalogues} WHERE ${and(eq(catalogues.businessId, businessId), eq(catalogues.status, constant('Published')))})`,
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
function keptFilters(shape: ListingShape): SQL | undefined | 'not kept' {
  if (shape.priceRange) return 'not kept';
  return and(
    shape.inStockOnly ? eq(listingTotals.inStock, constant(true)) : undefined,
    shape.freeShipping ? eq(listingTotals.freeShipping, constant(true)) : undefined,
    shape.onSale ? eq(listingTotals.onSale, constant(true)) : undefined,
    shape.minRating ? gte(listingTotals.ratingFloor, value('minRating')) : undefined,
    shape.featured ? eq(listingTotals.featured, constant(true)) : undefined,
    shape.flashSale ? eq(listingTotals.flashSale, constant(true)) : undefined,
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
    .limit(fixedRows(1));
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

/** A listing's count without a search: from the kept totals when they have its filters, else counted. */
function countOf(db: Database, scope: ListingScope, shape: ListingShape, matching: SQL | undefined): SQL {
  const kept = keptFilters(shape);
  return kept === 'not kept' ? sql`(${countQuery(db, matching)})` : sql`(${keptCountQuery(db, scope, kept)})`;
}

/**
 * Whether a page's statement reads every match to find its page, and so counts them as it goes: a search
 * (its matches are ranked), or a price range in an order other than price (its matches come from the
 * listed-price index, in price order, and are sorted; 0021 makes that read index-only). Counting them in
 * a second pass would read the range twice.
 */
function readsEveryMatch(shape: ListingShape): boolean {
  return shape.searchWords !== undefined || (shape.priceRange && shape.sort !== 'price-low' && shape.sort !== 'price-high');
}

/** A search's first try matches its words; its second, after the first matched nothing, close spellings of them. */
type SearchTry = 'words' | 'close spellings';

/** The statements of one listing shape (and search try), built from the shape alone: values are placeholders. */
class ListingStatements {
  private readonly scope: ListingScope;
  private readonly matching: SQL | undefined;

  constructor(
    private readonly db: Database,
    private readonly shape: ListingShape,
    searchTry: SearchTry,
  ) {
    this.scope = new ListingScope(shape);
    const where = and(this.scope.products(), filterCondition(shape));
    const words = shape.searchWords;
    if (words === undefined) this.matching = where;
    else this.matching = and(where, searchTry === 'words' ? searchCondition(words) : similarNameCondition(words));
  }

  /**
   * The statement of a page: first its matches alone, narrow (id and `total`), walking the sort's index or
   * the search's text indexes and stopping at the page; then only those items, whole, with their relations
   * and the slider's bound (kept, listing_totals), in the page's order. A statement that reads every match
   * counts them as it goes (readsEveryMatch); otherwise a listing's count is kept (listing_totals) for
   * every filter but a price range, which is counted in the statement.
   */
  page() {
    const { db, shape, scope } = this;
    const order = orderOf(shape.sort, shape.searchWords);
    const narrow =
      shape.sort === 'relevance' && shape.searchWords !== undefined
        ? this.rankedMatches(shape.searchWords)
        : db
            .select({
              id: sql<string>`${products.id}`.as('match_id'),
              total: sql<number>`${readsEveryMatch(shape) ? sql`(count(*) OVER ())::int` : countOf(db, scope, shape, this.matching)}`.as('match_total'),
            })
            .from(products)
            .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
            .where(this.matching)
            .orderBy(...order)
            .limit(fixedRows(shape.limit));
    const matches = db.$with('matches').as(shape.paged ? narrow.offset(value('offset')) : narrow);
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

  /**
   * A search's page in relevance order, narrow: each match's id and relevance, computed as the matches
   * are read (OFFSET 0 keeps PostgreSQL from moving the rank above the count, where every match's whole
   * row would be held for it), then counted, sorted and cut to the page.
   */
  private rankedMatches(searchWords: number) {
    const ranked = this.db
      .select({ id: sql<string>`${products.id}`.as('ranked_id'), relevance: sql<number>`${relevanceOf(searchWords)}`.as('relevance') })
      .from(products)
      .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
      .where(this.matching)
      .offset(fixedRows(0))
      .as('ranked');
    return this.db
      .select({ id: sql<string>`${ranked.id}`.as('match_id'), total: sql<number>`(count(*) OVER ())::int`.as('match_total') })
      .from(ranked)
      .orderBy(desc(ranked.relevance), asc(ranked.id))
      .limit(fixedRows(this.shape.limit));
  }

  /** The number of matches (a search's, past its first page, to tell none from a stale page). */
  count() {
    return countQuery(this.db, this.matching);
  }

  /** An empty page's count (0 on the first page, else the matches past a stale link's last page) and the slider's bound. */
  emptyPage() {
    const { db, shape, scope } = this;
    const count = !shape.paged ? sql`0` : shape.searchWords !== undefined ? sql`(${this.count()})` : countOf(db, scope, shape, this.matching);
    return db
      .select({ total: sql<number>`${count}`.mapWith(Number), maxPaise: sql<number>`${highestQuery(db, scope)}`.mapWith(Number) })
      .from(sql`(SELECT 1) AS one`);
  }
}

/** Runs the `statement` of the listing `shape` (and search try) with `values`, prepared once per shape. */
function run<K extends 'page' | 'count' | 'emptyPage'>(db: Database, shape: ListingShape, searchTry: SearchTry, statement: K, values: Record<string, unknown>) {
  const key = `listing ${JSON.stringify([statement, searchTry, shape])}`;
  return preparedStatementsOf(db).run(key, (on) => new ListingStatements(on, shape, searchTry)[statement]() as ReturnType<ListingStatements[K]>, values) as Promise<
    Awaited<ReturnType<ListingStatements[K]>>
  >;
}

type PageRow = Awaited<ReturnType<ListingStatements['page']>>[number];

/**
 * A page of a business's published items, every filter, sort and page computed in SQL, in one statement
 * (two when the page is empty; a search that matched nothing tries close spellings once more). `size` is
 * the number of pages at the requested limit; `maxSalePrice` the highest listed price in the catalogue
 * (or the whole business) whatever the other filters. An unknown catalogue or category is an empty list.
 */
export async function listPublicProducts(db: Database, filters: ProductListFilters): Promise<ProductListAnswer> {
  const shape = listingShape(filters);
  const values = listingValues(filters);
  let searchTry: SearchTry = 'words';
  let rows: PageRow[] = await run(db, shape, searchTry, 'page', values);
  if (rows.length === 0 && shape.searchWords) {
    // A search that matched nothing is tried once more for names spelt close to it (pg_trgm's word
    // similarity at the connection's threshold, db/client.ts).
    const noMatch = !shape.paged || (await run(db, shape, searchTry, 'count', values))[0]?.total === 0;
    if (noMatch) {
      searchTry = 'close spellings';
      rows = await run(db, shape, searchTry, 'page', values);
    }
  }
  let total = rows[0]?.total ?? 0;
  let maxPaise = rows[0]?.maxPaise ?? 0;
  if (rows.length === 0) {
    const [row] = await run(db, shape, searchTry, 'emptyPage', values);
    total = row?.total ?? 0;
    maxPaise = row?.maxPaise ?? 0;
  }
  const answer: ProductListAnswer = { message: 'success', data: [], size: Math.ceil(total / filters.limit), total, maxSalePrice: toRupees(maxPaise) };
  if (rows.length === 0) return answer;
  const relations = relationsOf(rows);
  answer.data = rows.map((row) => toWireProduct(row, relations));
  return answer;
}
