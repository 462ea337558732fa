import type { Database } from '../db/client';
import { reusedPlanDatabase } from '../db/prepared-statements';

export type SentQuery = { sql: string; params: unknown[] };
type Query = (query: string | { text: string }, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;

/** The driver (node-postgres' pool or PGlite) under a drizzle database. */
const driverOf = (db: Database) => (db as unknown as { session: { client: { query: Query } } }).session.client;

/**
 * Runs `work` recording every statement it sends to the database, with its parameters: at the driver, so
 * statements prepared earlier (db/prepared-statements.ts), which keep the logger they were built with,
 * are seen too, and on the database's reused-plan twin as well as on the database itself.
 */
export async function recordQueries(db: Database, work: () => Promise<unknown>): Promise<SentQuery[]> {
  const drivers = [...new Set([driverOf(db), driverOf(reusedPlanDatabase(db))])];
  const queries = drivers.map((driver) => driver.query);
  const sent: SentQuery[] = [];
  drivers.forEach((driver, i) => {
    const query = queries[i] as Query;
    driver.query = function recorded(this: unknown, text, params, ...rest) {
      sent.push({ sql: typeof text === 'string' ? text : text.text, params: params ?? [] });
      return query.call(this, text, params, ...rest);
    };
  });
  try {
    await work();
  } finally {
    drivers.forEach((driver, i) => {
      driver.query = queries[i] as Query;
    });
  }
  return sent;
}

/** Runs `text` with `params` on the driver itself, as the recorded statement ran (drizzle's sql.raw has no parameters). */
export async function queryDriver(db: Database, text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const answer = (await driverOf(db).query(text, params)) as { rows: Record<string, unknown>[] };
  return answer.rows;
}
