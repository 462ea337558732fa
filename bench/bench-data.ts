/**
 * The data the load parts run on, written through the API's own database layer (its migrations, its
 * SiteBuilder's batched inserts, its token signer), never through thousands of HTTP calls: a fresh
 * PGlite directory or a fresh PostgreSQL database, a business with a large catalogue, many customers.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { hashRefreshToken, newRefreshToken, TokenSigner } from '../api/src/auth/tokens';
import { openPglite, openPostgres, sql, type DatabaseHandle } from '../api/src/db/client';
import { idFactory, newId } from '../api/src/db/ids';
import { sessions } from '../api/src/db/schema';
import { migrateDatabase } from '../api/src/db/migrate';
import { Random } from '../api/src/db/seed/random';
import { SiteBuilder } from '../api/src/db/seed/site-builder';
import * as services from '../scripts/services.cjs';
import { benchCatalogue, type CatalogueShape } from './catalogue-data';

/** Where a load part's API finds its data: the environment its process gets. */
export interface BenchDatabase {
  kind: 'PGlite' | 'PostgreSQL';
  env: NodeJS.ProcessEnv;
  /** Said once, plainly, before the figures: which database was created for the bench. */
  describe: string;
  /** PostgreSQL's name of the database, whose backends' CPU time the realtime part reads; absent for PGlite. */
  postgresName?: string;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

const BENCH_SEED = 10_000;

/** Signs the bench's customer tokens; the API processes get the same AUTH_SECRET. */
export const BENCH_AUTH_SECRET = 'bench-only-secret-bench-only-secret-0123456789';

/** A fresh PGlite data directory under .data/bench (one process at a time may open it). */
export function freshPglite(name: string): BenchDatabase {
  const dataDir = join(services.ROOT, '.data', 'bench', name);
  rmSync(dataDir, { recursive: true, force: true });
  return {
    kind: 'PGlite',
    env: { DATA_DIR: dataDir, AUTH_SECRET: BENCH_AUTH_SECRET },
    describe: `PGlite: a fresh data directory ${join('.data', 'bench', name)}`,
    open: () => openPglite(join(dataDir, 'pglite')),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** `postgres://…/name` on the same server as `url`. */
export function databaseUrlNamed(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function adminStatement(url: string, statement: string): Promise<void> {
  const admin = await openPostgres(databaseUrlNamed(url, 'postgres'), 1);
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

/**
 * A fresh database `name` on the PostgreSQL server of `serverUrl` (DATABASE_URL): dropped if a
 * previous run left it, created empty, dropped again by `drop()`. The database DATABASE_URL names
 * itself is never touched.
 */
export async function freshPostgres(serverUrl: string, name: string, dataDir: string): Promise<BenchDatabase> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await adminStatement(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminStatement(serverUrl, `CREATE DATABASE "${name}"`);
  const url = databaseUrlNamed(serverUrl, name);
  const dir = join(services.ROOT, '.data', 'bench', dataDir);
  rmSync(dir, { recursive: true, force: true });
  return {
    kind: 'PostgreSQL',
    env: { DATABASE_URL: url, DATA_DIR: dir, AUTH_SECRET: BENCH_AUTH_SECRET },
    describe: `PostgreSQL: a fresh database "${name}" on ${new URL(serverUrl).host}, created for this run and dropped after it`,
    postgresName: name,
    open: () => openPostgres(url, 4),
    drop: async () => {
      await adminStatement(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The business every load part measures; its id and subdomain. */
export interface BenchBusiness {
  businessId: string;
  subdomain: string;
}

function newBusiness(site: SiteBuilder, subdomain: string): string {
  return site.business({ subdomain, name: 'Bench Traders', templateSlug: 'e-commerce-catalogue' });
}

/** Runs the migrations, writes what `build` adds to a SiteBuilder in one transaction, closes. */
async function writeSite(database: BenchDatabase, build: (site: SiteBuilder, random: Random) => void): Promise<void> {
  const handle = await database.open();
  try {
    await migrateDatabase(handle);
    const clock = new Date();
    // A seeded source: the same catalogue every run, so two runs measure the same data.
    const random = new Random(BENCH_SEED);
    const site = new SiteBuilder(idFactory(random.next, clock), clock);
    build(site, random);
    await handle.db.transaction(async (tx) => site.insert(tx as unknown as typeof handle.db));
    // Fresh planner statistics and visibility map, as autovacuum leaves a live database: without them the
    // planner takes the bulk-loaded tables for empty, and every index-only scan reads the rows too.
    await handle.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await handle.close();
  }
}

/** A business with `shape.products` published items (see catalogue-data.ts); answers what the queries need. */
export async function seedCatalogue(database: BenchDatabase, shape: CatalogueShape): Promise<BenchBusiness & { slugs: string[]; categorySlugs: string[] }> {
  let result: (BenchBusiness & { slugs: string[]; categorySlugs: string[] }) | undefined;
  await writeSite(database, (site, random) => {
    const businessId = newBusiness(site, 'bench');
    const { slugs, categorySlugs } = benchCatalogue(site, random, businessId, shape);
    result = { businessId, subdomain: 'bench', slugs, categorySlugs };
  });
  if (!result) throw new Error('the catalogue was not built');
  return result;
}

export interface BenchCustomer {
  id: string;
  token: string;
}

/** How long the customers' refresh sessions last: longer than any bench run. */
const SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * `count` active customers of one business, each logged in as the API logs a customer in: a refresh
 * session of its own and an access token naming it (`sid`), so every call checks the session as a real
 * shopper's does. Tokens are signed as the API signs them and last an hour, longer than any run.
 */
export async function seedCustomers(database: BenchDatabase, count: number): Promise<BenchBusiness & { customers: BenchCustomer[] }> {
  let businessId = '';
  const ids: string[] = [];
  await writeSite(database, (site) => {
    businessId = newBusiness(site, 'bench');
    for (let i = 0; i < count; i += 1) ids.push(site.customer(businessId, { name: `Customer ${i + 1}`, phoneNumber: `9${String(i).padStart(9, '0')}` }));
  });
  const sessionIds = await startSessions(database, businessId, ids);
  const signer = new TokenSigner(BENCH_AUTH_SECRET);
  const customers = ids.map((id, i) => ({ id, token: signer.sign({ sub: id, role: 'customer', bid: businessId, sid: sessionIds[i] as string }, 3_600) }));
  return { businessId, subdomain: 'bench', customers };
}

/** One refresh session per customer, as a login writes it (only the refresh token's hash is kept); answers their ids. */
async function startSessions(database: BenchDatabase, businessId: string, customerIds: string[]): Promise<string[]> {
  const handle = await database.open();
  try {
    const now = new Date();
    const rows = customerIds.map((customerId) => {
      const id = newId(now);
      return {
        id,
        familyId: id,
        businessId,
        subjectType: 'customer' as const,
        customerId,
        refreshTokenHash: hashRefreshToken(newRefreshToken()),
        expiresAt: new Date(now.getTime() + SESSION_MS),
        createdAt: now,
        lastUsedAt: now,
      };
    });
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 1_000) await tx.insert(sessions).values(rows.slice(i, i + 1_000));
    });
    await handle.db.execute(sql`ANALYZE sessions`);
    return rows.map((row) => row.id);
  } finally {
    await handle.close();
  }
}
