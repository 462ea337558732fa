import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';
import { PgliteNamedStatements } from './pglite-named-statements';
import { keepReusedPlansOn, keepStatementsNamedBy } from './prepared-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The typed query builder, the same for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** A short description for logs (the PGlite directory or the server's host/database). */
  describe: string;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * LISTENs on `channel`: `onPayload` gets each notification's payload (sent at the writer's commit,
   * whichever connection or process wrote). `onLost` is called once if the listening connection fails;
   * nothing more arrives after it. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other process runs work under the same `lock` (a PostgreSQL session advisory
   * lock, waited for): start-up's migrations and seed, when several API processes start at once. PGlite
   * has one process by nature, so there it simply runs.
   */
  exclusively<T>(lock: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL: node-postgres. Unset: PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (created if missing); unset means in memory. */
  pgliteDir?: string | undefined;
  /** Connections of the node-postgres pool. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.pgliteDir);
}

/**
 * PostgreSQL settings PGlite starts with, on top of its own defaults. shared_buffers: PostgreSQL's
 * default 128 MB lives inside PGlite's WebAssembly memory and is resident once touched (the module's
 * memory grew from 128 to 189 MB and the process's resident memory by about 130 MB with it); 32 MB holds
 * the whole demo database (about 25 MB) and the pages a catalogue's queries keep touching, while the
 * rest is read from the data directory's files through the operating system's page cache.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'] as const;

/**
 * The word similarity (pg_trgm) a product name must reach to be a close spelling of a search that found
 * nothing: 0.5, below pg_trgm's 0.6, so that the spellings of an Indian word meet ("kanjeevaram" and
 * Kanjivaram share 8 of 15 trigrams, 0.53). Set on every connection (the `<%` operator reads it), so the
 * search's second try is one statement, not a transaction around a SET LOCAL.
 */
export const SIMILAR_WORD_THRESHOLD = 0.5;
const SIMILARITY_SETTING = `pg_trgm.word_similarity_threshold=${SIMILAR_WORD_THRESHOLD}`;

/**
 * A PGlite on `dir` (created if missing; unset: in memory) with pg_trgm and PGlite's own start
 * parameters plus `settings` (the API's by default; the bench compares them with none).
 */
export function newPglite(dir: string | undefined, settings: readonly string[] = PGLITE_SETTINGS): PGlite {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Options object form: `new PGlite(undefined, opts)` silently drops opts (and the extension).
  return new PGlite({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...settings] });
}

/**
 * PGlite: PostgreSQL in WebAssembly, one connection, one query at a time (its own mutex queues
 * concurrent requests). pg_trgm must be loaded on every open, not only when the extension is created.
 */
export async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  const client = newPglite(dir);
  await client.waitReady;
  await client.exec(`SET ${SIMILARITY_SETTING.replace('=', ' = ')}`);
  const namedStatements = new PgliteNamedStatements(client);
  const db = drizzlePglite({ client: namedStatements.client(), schema }) as unknown as Database;
  keepStatementsNamedBy(db, namedStatements);
  return {
    db,
    kind: 'pglite',
    describe: dir ? `pglite ${dir}` : 'pglite (memory)',
    ping: async () => {
      await client.query('select 1');
    },
    // In-process: the one connection is the database, so it cannot be lost while the handle is open.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    exclusively: (_lock, work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * A node-postgres pool of at most `size` connections to `url`, each started with `settings`. An idle
 * client's error (server restart) must not crash the process: the next query reconnects.
 */
function postgresPool(url: string, size: number, settings: string[]): Pool {
  // A runaway query must not hold a connection for ever: 15 s is far above any storefront query.
  const pool = new Pool({ connectionString: url, max: size, connectionTimeoutMillis: 5_000, statement_timeout: 15_000, options: settings.map((setting) => `-c ${setting}`).join(' ') });
  pool.on('error', () => undefined);
  return pool;
}

/**
 * PostgreSQL through two pools of `poolSize`: one for every query, with PostgreSQL's own plan choice, and
 * one whose connections always reuse a prepared statement's generic plan, for the catalogue's prepared
 * reads (db/prepared-statements.ts, `keepReusedPlansOn`).
 */
export async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = postgresPool(url, poolSize, [SIMILARITY_SETTING]);
  const reusedPlansPool = postgresPool(url, poolSize, [SIMILARITY_SETTING, 'plan_cache_mode=force_generic_plan']);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  keepReusedPlansOn(db, drizzlePg({ client: reusedPlansPool, schema }) as unknown as Database);
  const target = new URL(url);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    describe: `postgres ${target.host}${target.pathname}`,
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onPayload, onLost) => listenPostgres(url, channel, onPayload, onLost),
    exclusively: (lock, work) => holdingAdvisoryLock(url, lock, work),
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), reusedPlansPool.end()]);
    },
  };
}

/**
 * `work` under a session advisory lock named `lock` (hashed to PostgreSQL's bigint key), held on a
 * connection of its own outside the pool: the work's queries use the pool, and the lock ends with the
 * connection, so a process that dies mid-work frees it too.
 */
async function holdingAdvisoryLock<T>(url: string, lock: string, work: () => Promise<T>): Promise<T> {
  // No statement_timeout here: waiting for another process's migrations is the point.
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lock]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A connection of its own outside the pool (a pooled one would be handed to queries and lose the
 * LISTEN), ended on `stop` or on its first error.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  let done = false;
  const end = () => client.end().catch(() => undefined);
  const lost = (error: Error) => {
    if (done) return;
    done = true;
    void end();
    onLost(error);
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onPayload(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    done = true;
    await end();
    throw error;
  }
  client.on('error', lost);
  client.on('end', () => lost(new Error('the listening connection ended')));
  return async () => {
    done = true;
    await end();
  };
}

/** Rows of a raw SQL query, whichever driver runs it (both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
