import { queryRows, sql, type Database } from '../db/client';

/** Per table: its row count and a hash of every row, in an order that does not depend on storage. */
export type DatabaseDigest = Record<string, { rows: number; hash: string }>;

/** The app's tables (schema public), found in the catalogue so a new table is covered without a list to update. */
export async function tableNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/**
 * A digest of every row of every table: two digests are equal exactly when no row was added, removed or
 * changed in between (up to md5 collisions). Rows are hashed one by one and the hashes sorted, so the
 * physical order PostgreSQL happens to return them in does not matter.
 */
export async function databaseDigest(db: Database): Promise<DatabaseDigest> {
  const digest: DatabaseDigest = {};
  for (const table of await tableNames(db)) {
    const ident = sql.identifier(table);
    const [row] = await queryRows<{ rows: string | number; hash: string }>(
      db,
      sql`select count(*) as rows, md5(coalesce(string_agg(h, ',' order by h), '')) as hash from (select md5(t::text) as h from ${ident} t) hashed`,
    );
    digest[table] = { rows: Number(row?.rows ?? 0), hash: row?.hash ?? '' };
  }
  return digest;
}

/** The tables whose rows differ between two digests, for a readable failure. */
export function changedTables(before: DatabaseDigest, after: DatabaseDigest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name]?.hash !== after[name]?.hash || before[name]?.rows !== after[name]?.rows).sort();
}

/**
 * The next transaction id PostgreSQL will hand out. Every write takes one, so an unchanged mark proves
 * nothing was written, at the cost of one tiny query; a moved mark (a write, or a transaction that only
 * rolled back) calls for the full digest.
 */
export async function writeMark(db: Database): Promise<string> {
  const [row] = await queryRows<{ mark: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`);
  return row?.mark ?? '';
}

/** Watches the database for writes: `changesSince` answers the tables changed since the start (none: []). */
export async function watchDatabase(db: Database) {
  const baseline = await databaseDigest(db);
  let mark = await writeMark(db);
  return {
    async changesSince(): Promise<string[]> {
      const now = await writeMark(db);
      if (now === mark) return [];
      const changed = changedTables(baseline, await databaseDigest(db));
      if (changed.length === 0) mark = now;
      return changed;
    },
  };
}
