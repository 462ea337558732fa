import { createHash } from 'node:crypto';

/** A drizzle query that can be prepared: a select built with `sql.placeholder` for its values. */
export interface Preparable<Result> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedQuery<Result>;
}

export interface PreparedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** Shapes a process keeps; past it the oldest is built again when next asked. */
const DEFAULT_MAX_SHAPES = 1_000;

/**
 * Statements built once per query shape and run with each request's values. Building a query with drizzle
 * costs the API more CPU than the database spends answering it, and PostgreSQL planning a statement costs
 * more than running it, so a hot read is built once per shape (what its builder branches on, never its
 * values: the builder only sees `sql.placeholder`s) and prepared under a name made from its SQL text.
 * node-postgres prepares a named statement once per connection, and PostgreSQL then reuses its plan
 * (a generic one once five runs show it is no worse than planning for each value); PGlite ignores the
 * name and parses each time.
 */
export class PreparedStatements {
  private readonly byShape = new Map<string, PreparedQuery<unknown>>();

  constructor(private readonly maxShapes = DEFAULT_MAX_SHAPES) {}

  /** Runs the statement of `shape` with `values`, building it with `build` the first time. */
  run<Result>(shape: string, build: () => Preparable<Result>, values: Record<string, unknown>): Promise<Result> {
    return this.statement(shape, build).execute(values);
  }

  get size(): number {
    return this.byShape.size;
  }

  private statement<Result>(shape: string, build: () => Preparable<Result>): PreparedQuery<Result> {
    const kept = this.byShape.get(shape) as PreparedQuery<Result> | undefined;
    if (kept) return kept;
    const query = build();
    const prepared = query.prepare(statementName(query.toSQL().sql));
    if (this.byShape.size >= this.maxShapes) this.byShape.delete(this.byShape.keys().next().value as string);
    this.byShape.set(shape, prepared as PreparedQuery<unknown>);
    return prepared;
  }
}

/** A name as unique as the statement's text, within PostgreSQL's 63 bytes: two texts never share one. */
export const statementName = (text: string) => `q_${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;

/** Each database's statements: a prepared query belongs to the database (its session) it was built on. */
const statementsByDatabase = new WeakMap<object, PreparedStatements>();

/** The statements of `db`, shared by its repositories: their shapes start with the repository's own name. */
export function preparedStatementsOf(db: object): PreparedStatements {
  let statements = statementsByDatabase.get(db);
  if (!statements) statementsByDatabase.set(db, (statements = new PreparedStatements()));
  return statements;
}
