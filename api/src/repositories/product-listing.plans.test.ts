/**
 * Every listing and search shape, and a product's details, is answered from indexes: on a business of
 * 100,000 items (PostgreSQL; 5,000 on PGlite, whose single-process WebAssembly would take minutes to
 * write more) the plan of each query the repository sends (EXPLAIN ANALYZE, as it runs) has no
 * sequential scan of the products table; neither has the generic plan a prepared statement
 * (db/prepared-statements.ts) keeps and reuses.
 */
import { sql } from 'drizzle-orm';
import type { ProductListQuery } from '../contracts';
import { productListQuerySchema } from '../contracts';
import { queryRows, type Database } from '../db/client';
import { reusedPlanDatabase } from '../db/prepared-statements';
import { describeEachDatabase } from '../test/databases';
import { queryDriver, recordQueries, type SentQuery } from '../test/query-recorder';
import { findPublicProduct } from './product-details';
import { listPublicProducts } from './product-listing';

const BUSINESS = 'ffb0000000000000000000b1';
const CATALOGUES = 4;
const CATEGORIES_PER_CATALOGUE = 5;

/** A business with `items` published items, written by one INSERT … SELECT generate_series. */
async function writeCatalogue(db: Database, items: number): Promise<void> {
  await db.execute(sql`INSERT INTO businesses (id, subdomain, name) VALUES (${BUSINESS}, 'plans', 'Plans Traders')`);
  await db.execute(sql`
    INSERT INTO catalogues (id, business_id, slug, name)
    SELECT 'ffc' || lpad(to_hex(c), 21, '0'), ${BUSINESS}, 'collection-' || c, 'Collection ' || c FROM generate_series(1, ${CATALOGUES}) c`);
  await db.execute(sql`
    INSERT INTO categories (id, business_id, catalogue_id, slug, name)
    SELECT 'ffd' || lpad(to_hex(k), 21, '0'), ${BUSINESS}, 'ffc' || lpad(to_hex(1 + (k - 1) / ${CATEGORIES_PER_CATALOGUE}), 21, '0'), 'range-' || k, 'Range ' || k
    FROM generate_series(1, ${CATALOGUES * CATEGORIES_PER_CATALOGUE}) k`);
  const categories = CATALOGUES * CATEGORIES_PER_CATALOGUE;
  // One statement writing every item: longer than the pool's statement timeout allows a request.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await tx.execute(sql`
    INSERT INTO products (id, business_id, catalogue_id, category_id, slug, name, description, tags, base_price_paise, sale_price_paise,
      rating, review_count, featured, flash_sale, stock_status, total_quantity, shipping_available, shipping_cost_paise, created_at)
    SELECT 'ffe' || lpad(to_hex(i), 21, '0'), ${BUSINESS},
      'ffc' || lpad(to_hex(1 + (i % ${categories}) / ${CATEGORIES_PER_CATALOGUE}), 21, '0'),
      'ffd' || lpad(to_hex(1 + i % ${categories}), 21, '0'),
      'item-' || i,
      (ARRAY['Indigo','Saffron','Ivory','Maroon'])[1 + i % 4] || ' ' || (ARRAY['cotton','silk','brass','teak','jute'])[1 + i % 5] || ' '
        || (ARRAY['saree','lamp','tray','basket','shawl','kurta'])[1 + i % 6] || ' ' || i,
      'Made by hand by atelier' || lpad((i % 1000)::text, 4, '0') || ' in small batches.',
      ARRAY[(ARRAY['cotton','silk','brass','teak','jute'])[1 + i % 5], (ARRAY['saree','lamp','tray','basket','shawl','kurta'])[1 + i % 6]],
      10000 + (i * 7919) % 600000,
      CASE WHEN i % 3 = 0 THEN 5000 + (i * 7919) % 300000 END,
      ((i * 31) % 51) / 10.0, (i * 13) % 400, i % 20 = 0, i % 33 = 0,
      CASE WHEN i % 10 = 0 THEN 'Out of Stock' ELSE 'In Stock' END, CASE WHEN i % 10 = 0 THEN 0 ELSE 1 + i % 60 END,
      i % 5 <> 0, (ARRAY[0, 0, 4900, 9900])[1 + i % 4], timestamptz '2025-01-01' + i * interval '1 minute'
    FROM generate_series(1, ${items}) i`);
  });
  // As autovacuum would leave a live table: fresh statistics and a visibility map for index-only counts.
  await db.execute(sql`VACUUM ANALYZE products`);
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function seqScansOfProducts(node: PlanNode): number {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products' ? 1 : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + seqScansOfProducts(child), 0);
}

/** Runs `work` recording the SQL it sends, then the plan of each query on products as it ran. */
async function plansOf(db: Database, work: () => Promise<unknown>): Promise<{ sql: string; seqScans: number }[]> {
  const sent = await recordQueries(db, work);
  const plans = [];
  for (const query of sent.filter((q) => q.sql.includes('"products"'))) {
    const [row] = await queryDriver(db, `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, query.params);
    const cell = row?.['QUERY PLAN'];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    plans.push({ sql: query.sql, seqScans: seqScansOfProducts(plan[0]?.Plan as PlanNode) });
  }
  return plans;
}

/** A value as an SQL literal, for an EXECUTE of a statement prepared in SQL. */
const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);

/**
 * The generic plan of a statement: the one PostgreSQL may keep for a prepared statement once it has run
 * five times (when it costs no more than planning for each value; otherwise each run is planned for its
 * values, as plansOf checks). Prepared on one connection, forced generic, explained as it runs.
 */
async function genericPlanOf(db: Database, query: SentQuery): Promise<PlanNode> {
  const values = query.params.map(literal).join(', ');
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`PREPARE reused_plan AS ${query.sql}`));
    const explained = await tx.execute(sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE reused_plan(${values})`));
    await tx.execute(sql.raw('DEALLOCATE reused_plan'));
    const cell = (explained as unknown as { rows: Record<string, unknown>[] }).rows[0]?.['QUERY PLAN'];
    return ((typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[])[0]?.Plan as PlanNode;
  });
}

const SORTS = ['name', 'price-low', 'price-high', 'rating', 'newest'] as const;

/** The listing shapes: each sort for the business, a catalogue and a category, each filter, and searches. */
function shapes(): [string, Partial<ProductListQuery>][] {
  const scopes: [string, Partial<ProductListQuery>][] = [
    ['business', {}],
    ['catalogue', { slug: 'collection-2' }],
    ['category', { category: 'range-7' }],
  ];
  return [
    ...scopes.flatMap(([scope, query]) => SORTS.map((sortBy): [string, Partial<ProductListQuery>] => [`${scope}, ${sortBy}`, { ...query, sortBy, page: 3 }])),
    ['in stock', { inStockOnly: true }],
    ['free shipping', { freeShipping: true, sortBy: 'price-low' }],
    ['on sale', { onSale: true, sortBy: 'newest' }],
    ['minimum rating', { minRating: 4, sortBy: 'rating' }],
    ['price range', { priceRange: '500,900' as never, sortBy: 'price-high' }],
    ['featured', { featured: true }],
    ['flash sale', { flashSale: true }],
    ['every filter in a category', { category: 'range-2', inStockOnly: true, freeShipping: true, onSale: true, minRating: 2, priceRange: '100,5000' as never, sortBy: 'rating' }],
    ['search by relevance (its default), a common word', { search: 'silk' }],
    ['search by relevance, chosen, a later page', { search: 'brass lamp', sortBy: 'relevance', page: 4 }],
    ['search by relevance, a partial word', { search: 'ndig' }],
    ['search sorted by name', { search: 'silk', sortBy: 'name' }],
    ['search sorted by rating in a catalogue', { search: 'saree', slug: 'collection-3', sortBy: 'rating' }],
    ['listing past its last page', { category: 'range-5', page: 9_000 }],
    ['search, two words', { search: 'brass lamp', sortBy: 'price-low' }],
    ['search, a rare word', { search: 'atelier0042' }],
    ['search, a substring', { search: 'otto' }],
    ['search, a misspelling', { search: 'baskett' }],
    ['search with filters', { search: 'teak', category: 'range-4', priceRange: '0,100000' as never, inStockOnly: true, sortBy: 'newest' }],
  ];
}

describeEachDatabase('catalogue query plans', (ctx) => {
  beforeAll(async () => {
    await writeCatalogue(ctx.db, ctx.kind === 'postgres' ? 100_000 : 5_000);
  }, 120_000);

  it.each(shapes())('lists without a sequential scan of the items: %s', async (_name, query) => {
    const filters = productListQuerySchema.parse(Object.fromEntries(Object.entries({ accountTypeId: BUSINESS, limit: 8, ...query }).map(([k, v]) => [k, String(v)])));
    const plans = await plansOf(ctx.db, async () => {
      const answer = await listPublicProducts(ctx.db, filters);
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.maxSalePrice).toBeGreaterThan(0);
    });
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.filter((plan) => plan.seqScans > 0).map((plan) => plan.sql)).toEqual([]);
  });

  it.each(shapes())('lists without a sequential scan in the generic plan a reused statement may keep: %s', async (_name, query) => {
    const filters = productListQuerySchema.parse(Object.fromEntries(Object.entries({ accountTypeId: BUSINESS, limit: 8, ...query }).map(([k, v]) => [k, String(v)])));
    const sent = await recordQueries(ctx.db, () => listPublicProducts(ctx.db, filters));
    const scans = [];
    for (const statement of sent.filter((q) => q.sql.includes('"products"'))) scans.push(seqScansOfProducts(await genericPlanOf(ctx.db, statement)));
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.every((count) => count === 0)).toBe(true);
  });

  // Planning a listing cost PostgreSQL more than running it. Left to choose, PostgreSQL kept planning this
  // large business's listings for each run: its estimate with the business's id was lower than the
  // generic plan's for the same plan.
  it.each(shapes())('plans a listing statement once and reuses the plan: %s', async (_name, query) => {
    const filters = productListQuerySchema.parse(Object.fromEntries(Object.entries({ accountTypeId: BUSINESS, limit: 8, ...query }).map(([k, v]) => [k, String(v)])));
    for (let run = 0; run < 3; run += 1) await listPublicProducts(ctx.db, filters);
    // One request at a time: the reused-plan pool hands the same connection back, whose statements these are.
    const sent = await recordQueries(ctx.db, () => listPublicProducts(ctx.db, filters));
    const statements = await queryRows<{ statement: string; generic_plans: string; custom_plans: string }>(
      reusedPlanDatabase(ctx.db),
      sql`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`,
    );
    const plans = sent.map((query) => statements.find((statement) => statement.statement === query.sql));
    expect(plans.map((plan) => plan && { generic: Number(plan.generic_plans) > 0, custom: Number(plan.custom_plans) })).toEqual(sent.map(() => ({ generic: true, custom: 0 })));
  });

  it("finds a product's details by its slug without a sequential scan", async () => {
    const plans = await plansOf(ctx.db, async () => {
      expect((await findPublicProduct(ctx.db, BUSINESS, 'item-4242'))?.slug).toBe('item-4242');
    });
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.filter((plan) => plan.seqScans > 0).map((plan) => plan.sql)).toEqual([]);
  });
});
