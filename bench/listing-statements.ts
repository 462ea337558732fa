/**
 * Where one uncached catalogue request spends its database time: each shape the bench loads (filtered
 * listing, search for common words and for a maker, a misspelling, details) is asked in process with
 * its statements recorded at the driver; every statement it sent is then run again under EXPLAIN (ANALYZE, BUFFERS) and
 * its median execution and planning time (of five) printed, with the statement count per request: the
 * database's own time for one request, which a busy shared machine disturbs far less than req/s.
 *
 *   npx tsx bench/listing-statements.ts --products=10000 [--database=listing_probe_10000] [--keep] [--reuse] [--sql]
 *
 * On the PostgreSQL of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). The probe's
 * database is created and seeded (bench-data.ts) unless --reuse (a database a --keep run left), and
 * dropped after unless --keep.
 */
import { productListQuerySchema } from '../api/src/contracts';
import { openPostgres, queryRows, sql, type DatabaseHandle } from '../api/src/db/client';
import { findPublicProduct } from '../api/src/repositories/product-details';
import { listPublicProducts } from '../api/src/repositories/product-listing';
import { queryDriver, recordQueries, type SentQuery } from '../api/src/test/query-recorder';
import { databaseUrlNamed, freshPostgres, seedCatalogue } from './bench-data';
import { makerCount, makerWord, TEN_THOUSAND } from './catalogue-data';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] };
type Explained = { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number };

/** Each statement's EXPLAIN is run this many times, each request REQUESTS times; the medians are printed. */
const RUNS = 5;
const REQUESTS = 15;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const flag = (name: string) => process.argv.includes(`--${name}`);

/** Each table or index a plan reads, with the rows it gave (over all its loops). */
function scans(node: PlanNode): string[] {
  const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  const own = node['Relation Name'] ? [`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']} (${rows} rows)`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

async function explain(handle: DatabaseHandle, query: SentQuery): Promise<Explained | undefined> {
  if (!/^\s*(select|with)/i.test(query.sql)) return undefined;
  const [row] = await queryDriver(handle.db, `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, query.params);
  const cell = row?.['QUERY PLAN'];
  return ((typeof cell === 'string' ? JSON.parse(cell) : cell) as Explained[])[0];
}

/** What a --keep run left: the bench business, its item slugs in the order written, its category slugs. */
async function seededBefore(handle: DatabaseHandle) {
  const rows = (text: string) => queryRows<Record<string, string>>(handle.db, sql.raw(text));
  const [business] = await rows(`SELECT id FROM businesses WHERE subdomain = 'bench'`);
  if (!business) throw new Error('no bench business in this database: run once without --reuse (and with --keep)');
  const businessId = business.id as string;
  const slugs = (await rows(`SELECT slug FROM products WHERE business_id = '${businessId}' ORDER BY created_at, id`)).map((r) => r.slug as string);
  const categorySlugs = (await rows(`SELECT slug FROM categories WHERE business_id = '${businessId}' ORDER BY slug`)).map((r) => r.slug as string);
  return { businessId, slugs, categorySlugs };
}

async function main() {
  const products = Number(argument('products') ?? 10_000);
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = argument('database') ?? `listing_probe_${products}`;
  const shape = { ...TEN_THOUSAND, products };
  const database = flag('reuse') ? undefined : await freshPostgres(serverUrl, name, `listing-probe-${products}`);
  let seeded: { businessId: string; slugs: string[]; categorySlugs: string[] } | undefined;
  if (database) {
    const started = Date.now();
    seeded = await seedCatalogue(database, shape);
    console.log(`${products} products written in ${((Date.now() - started) / 1000).toFixed(1)} s into ${name}`);
  }
  const handle = await openPostgres(databaseUrlNamed(serverUrl, name), 2);
  try {
    const { businessId, slugs, categorySlugs } = seeded ?? (await seededBefore(handle));
    const listing = (query: Record<string, string>) => productListQuerySchema.parse({ accountTypeId: businessId, limit: '8', ...query });
    const maker = makerWord(7 % makerCount(shape));
    // The bench's uncached shapes (api-throughput.ts uncachedPaths, catalogue-growth.ts) and a few beside them.
    const cases: [string, () => Promise<unknown>][] = [
      ['filtered listing (category, price range, in stock), rating, page 1', () => listPublicProducts(handle.db, listing({ category: categorySlugs[3] as string, priceRange: '150,2100', inStockOnly: 'true', sortBy: 'rating', page: '1' }))],
      ['filtered listing (category, price range, in stock), price-low, page 2', () => listPublicProducts(handle.db, listing({ category: categorySlugs[5] as string, priceRange: '151,2101', inStockOnly: 'true', sortBy: 'price-low', page: '2' }))],
      ['whole business, no filter, name', () => listPublicProducts(handle.db, listing({}))],
      ['whole business, in stock only', () => listPublicProducts(handle.db, listing({ inStockOnly: 'true' }))],
      ['search, two common words ("silk saree")', () => listPublicProducts(handle.db, listing({ search: 'silk saree', priceRange: '0,100007' }))],
      ['search, one common word ("indigo")', () => listPublicProducts(handle.db, listing({ search: 'indigo', priceRange: '0,100003' }))],
      ['search, a maker (about 100 items at any size)', () => listPublicProducts(handle.db, listing({ search: maker, priceRange: '0,100011' }))],
      ['search, a misspelling of a common word ("baskett")', () => listPublicProducts(handle.db, listing({ search: 'baskett' }))],
      ['product details', () => findPublicProduct(handle.db, businessId, slugs[4242 % slugs.length] as string)],
    ];
    for (const [label, work] of cases) {
      await work(); // warm: the first ask of a shape plans it and reads its pages into the cache
      const walls: number[] = [];
      let sent: SentQuery[] = [];
      const cpuStarted = process.cpuUsage();
      for (let run = 0; run < REQUESTS; run += 1) {
        const wallStarted = process.hrtime.bigint();
        sent = await recordQueries(handle.db, work);
        walls.push(Number(process.hrtime.bigint() - wallStarted) / 1e6);
      }
      // The process's own CPU (building the SQL, reading the rows, making the answer), which a busy machine
      // stretches far less than the wall time.
      const cpu = process.cpuUsage(cpuStarted);
      const cpuMs = (cpu.user + cpu.system) / 1000 / REQUESTS;
      let total = 0;
      console.log(
        `\n## ${label}: ${sent.length} statement${sent.length === 1 ? '' : 's'}, median ${median(walls).toFixed(1)} ms in process, ${cpuMs.toFixed(2)} ms of its CPU`,
      );
      for (const query of sent) {
        const plans: Explained[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const plan = await explain(handle, query);
          if (plan) plans.push(plan);
        }
        const plan = plans[0];
        if (!plan) {
          console.log(`  - (not explained) ${query.sql.slice(0, 100)}`);
          continue;
        }
        const execution = median(plans.map((p) => p['Execution Time']));
        const planning = median(plans.map((p) => p['Planning Time']));
        total += execution + planning;
        console.log(`  - execution ${execution.toFixed(2)} ms, planning ${planning.toFixed(2)} ms: ${scans(plan.Plan).join('; ')}`);
        if (flag('sql')) console.log(`    ${query.sql}\n    ${JSON.stringify(query.params)}`);
      }
      console.log(`  database time (median execution + planning, summed): ${total.toFixed(2)} ms`);
    }
  } finally {
    await handle.close();
    if (database && !flag('keep')) await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
