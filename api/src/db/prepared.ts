import type { Database } from './client';

/** Every prepared statement's name in this process: PostgreSQL keeps one text per name on a connection. */
const names = new Set<string>();

/**
 * A statement of a hot path (a chat message's send, a token's check), built once per database handle
 * and run with `sql.placeholder` values: Drizzle builds its SQL text once instead of on every call, and
 * on PostgreSQL the statement is parsed once per pooled connection under its `name` (node-postgres sends
 * only Bind and Execute afterwards), so neither the API nor the server redoes that work per call. On
 * PGlite the name is ignored and only the building is saved. A transaction is a handle of its own: its
 * statement is built for it, on its connection.
 *
 * `build` gets the handle and the name to pass to `.prepare()`; two statements may not share a name.
 */
export function preparedStatement<T>(name: string, build: (db: Database, name: string) => T): (db: Database) => T {
  if (names.has(name)) throw new Error(`two prepared statements are named ${name}`);
  names.add(name);
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement;
  };
}
