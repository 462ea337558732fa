import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from './client';

/** A drizzle query built with `sql.placeholder` for its values: prepared under a name, or run once as it is. */
export interface Preparable<Result> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedQuery<Result>;
  execute(values?: Record<string, unknown>): Promise<Result>;
}

export interface PreparedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/**
 * Shapes a process prepares. PostgreSQL keeps every named statement of a connection until it closes, so
 * the count is bounded here: shapes past it (query strings a storefront does not send, or someone trying
 * every combination) are built and planned on each request, as unprepared queries are.
 */
const DEFAULT_MAX_SHAPES = 256;

/**
 * Statements built once per query shape and run with each request's values. Building a query with drizzle
 * costs the API more CPU than the database spends answering it, and PostgreSQL planning a statement costs
 * more than running it, so a hot read is built once per shape (what its builder branches on, never its
 * values: the builder only sees `sql.placeholder`s) and prepared under a name made from its SQL text.
 * node-postgres prepares a named statement once per connection; on PostgreSQL the statements run on the
 * database's reused-plan twin (`reusedPlanDatabase`), whose connections plan each statement once, without
 * its values, and reuse that plan. drizzle's PGlite driver ignores the name: on PGlite the text is handed
 * to the database's `StatementKeeper` (db/pglite-named-statements.ts), which prepares it under the name.
 */
export class PreparedStatements {
  private readonly byShape = new Map<string, PreparedQuery<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly maxShapes = DEFAULT_MAX_SHAPES,
  ) {}

  /** Runs the statement of `shape` with `values`, building it with `build`, on the handle it runs on, the first time. */
  run<Result>(shape: string, build: (db: Database) => Preparable<Result>, values: Record<string, unknown>): Promise<Result> {
    const kept = this.byShape.get(shape) as PreparedQuery<Result> | undefined;
    if (kept) return kept.execute(values);
    const handle = reusedPlanDatabase(this.db);
    const query = build(handle);
    if (this.byShape.size >= this.maxShapes) return query.execute(values);
    const prepared = preparedUnder(handle, query, statementName(query.toSQL().sql));
    this.byShape.set(shape, prepared as PreparedQuery<unknown>);
    return prepared.execute(values);
  }

  get size(): number {
    return this.byShape.size;
  }
}

/** A name as unique as the statement's text, within PostgreSQL's 63 bytes: two texts never share one. */
export const statementName = (text: string) => `q_${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;

/** Each database's statements: a prepared query belongs to the database (its session) it was built on. */
const statementsByDatabase = new WeakMap<Database, PreparedStatements>();

/** The statements of `db`, shared by its repositories: their shapes start with the repository's own name. */
export function preparedStatementsOf(db: Database): PreparedStatements {
  let statements = statementsByDatabase.get(db);
  if (!statements) statementsByDatabase.set(db, (statements = new PreparedStatements(db)));
  return statements;
}

/** Prepares the statement texts it is given under their names, where the driver would not (PGlite). */
export interface StatementKeeper {
  keep(text: string, name: string): void;
}

const namedStatementKeepers = new WeakMap<Database, StatementKeeper>();

/** The shaped statements of `db` are prepared by `keeper` (PGlite, whose drizzle driver ignores their names). */
export function keepStatementsNamedBy(db: Database, keeper: StatementKeeper): void {
  namedStatementKeepers.set(db, keeper);
}

/** `query`, built on `db`, prepared under `name`: by the driver, and by the database's keeper where it has one. */
function preparedUnder<Result>(db: Database, query: Preparable<Result>, name: string): PreparedQuery<Result> {
  namedStatementKeepers.get(db)?.keep(query.toSQL().sql, name);
  return query.prepare(name);
}

const reusedPlanTwins = new WeakMap<Database, Database>();

/**
 * Gives `db` a twin on connections of its own that always reuse a prepared statement's generic plan
 * (`plan_cache_mode=force_generic_plan`, openPostgres). PostgreSQL's own choice between a generic plan
 * and planning each run compares two estimates of the same plan: for a large business the estimate made
 * with its id is lower, so its listings were planned again on every request (about 1 ms each, more than
 * running them). Only the shaped statements run there; every other query keeps PostgreSQL's choice.
 */
export function keepReusedPlansOn(db: Database, twin: Database): void {
  reusedPlanTwins.set(db, twin);
}

/** The handle a reused statement of `db` runs on: its twin, or `db` itself (PGlite, a transaction). */
export const reusedPlanDatabase = (db: Database): Database => reusedPlanTwins.get(db) ?? db;

/**
 * A constant of the code (a status, a flag, a zero), written into the statement's text instead of bound
 * as a value: a statement's reused (generic) plan is made without its values, and only a constant it can
 * see lets the planner use a partial index (`WHERE status = 'Published'`, `WHERE featured`). Never for a
 * visitor's value, which is always a placeholder.
 */
export const constant = (fixed: string | number | boolean) => sql.raw(typeof fixed === 'string' ? `'${fixed.replace(/'/g, "''")}'` : String(fixed));

/**
 * A LIMIT or OFFSET of `rows` written into the statement (`constant`; drizzle's `.limit()` and `.offset()`
 * pass raw SQL through): with a bound LIMIT a reused plan is costed as if a page were a tenth of the
 * matches, which made PostgreSQL keep planning the statement for each run instead of reusing it.
 */
export const fixedRows = (rows: number) => constant(Math.trunc(rows)) as unknown as Placeholder;

/** Every fixed statement's name in this process: PostgreSQL keeps one text per name on a connection. */
const fixedNames = new Set<string>();

/**
 * One statement of a hot path (a chat message's send, a token's check), built once per database handle
 * with `sql.placeholder` values and prepared under a fixed `name`: the same savings as the shaped
 * statements above for a statement that has a single shape (on PGlite too, through the database's
 * `StatementKeeper`). A transaction is a handle of its own: its statement is built for it, on its
 * connection. Two statements may not share a name.
 */
export function preparedStatement<Result>(name: string, build: (db: Database) => Preparable<Result>): (db: Database) => PreparedQuery<Result> {
  if (fixedNames.has(name)) throw new Error(`two prepared statements are named ${name}`);
  fixedNames.add(name);
  const built = new WeakMap<Database, PreparedQuery<Result>>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = preparedUnder(db, build(db), name);
      built.set(db, statement);
    }
    return statement;
  };
}
