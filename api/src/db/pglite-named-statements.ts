import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** A statement prepared on PGlite's connection: its name, its parameters' types and its rows' description. */
interface Described {
  name: string;
  parameterTypes: number[];
  /** The statement's RowDescription (absent when it returns no rows), put before each run's data rows. */
  rowDescription: BackendMessage | undefined;
}

/**
 * PostgreSQL's answers that a statement must be described again: a table it reads changed the columns
 * it answers (a migration), or the statement is gone (a DEALLOCATE or DISCARD run on the connection).
 */
const DESCRIBE_AGAIN = new Set(['0A000', '26000']);

/**
 * A kept statement always runs on its generic plan, made once: left to choose, PostgreSQL plans the first
 * five runs for their values and may keep doing so when its estimate for a large business is lower than
 * the generic plan's (the reused-plan pool's `plan_cache_mode` on PostgreSQL, db/client.ts). PGlite has one
 * connection, so the setting is made for each run and undone after it, around its bind and execute.
 */
const REUSE_PLANS = protocol.serialize.query('SET plan_cache_mode = force_generic_plan');
const CHOOSE_PLANS = protocol.serialize.query('RESET plan_cache_mode');

/** The messages of the run itself: after the SET's ReadyForQuery and up to the run's own. */
function betweenReadyForQuery(messages: BackendMessage[]): BackendMessage[] {
  const start = messages.findIndex((message) => message.name === 'readyForQuery') + 1;
  const end = messages.findIndex((message, index) => index >= start && message.name === 'readyForQuery');
  return messages.slice(start, end < 0 ? undefined : end);
}

const joined = (parts: Uint8Array[]) => {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
};

/**
 * Named statements on PGlite's one connection, for the statement texts `keep` was given.
 *
 * PGlite's own `query()` sends every statement unnamed, as six calls into its WebAssembly (parse, describe
 * the statement, bind, describe the portal, execute, sync): PostgreSQL parses and plans the text again on
 * each request, which for a catalogue listing on 10,000 items cost more than running it. A kept text is
 * parsed and described once under a name; each run after is one call that binds, executes and syncs, and
 * PostgreSQL's plan cache keeps its plan. Any other text goes through PGlite's `query()` unchanged.
 */
export class PgliteNamedStatements {
  private readonly wanted = new Map<string, string>();
  private readonly described = new Map<string, Described>();

  constructor(
    private readonly pg: PGlite,
    /** PostgreSQL keeps a named statement until the connection closes: the texts kept are bounded. */
    private readonly maxStatements = 256,
  ) {}

  /** Runs `text` as the named statement `name` from now on (up to the bound; texts past it run unnamed). */
  keep(text: string, name: string): void {
    if (this.wanted.has(text) || this.wanted.size >= this.maxStatements) return;
    this.wanted.set(text, name);
  }

  /** PGlite, with `query()` running kept texts as named statements: the client to give drizzle. */
  client(): PGlite {
    const pg = this.pg;
    let query: PGlite['query'] = (text, params, options) => (this.wanted.has(text) ? this.run(text, params ?? [], options) : pg.query(text, params, options));
    return new Proxy(pg, {
      get(target, property) {
        if (property === 'query') return query;
        // PGlite keeps its state in private fields: its methods must run on PGlite itself, not the proxy.
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
      // A query() set on the client (a test recording what is sent) wraps this one, as on a plain object.
      set(target, property, value) {
        if (property !== 'query') return Reflect.set(target, property, value, target);
        query = value as PGlite['query'];
        return true;
      },
    });
  }

  private async run<Row>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<Row>> {
    await this.pg._checkReady();
    // The same two locks as PGlite's query(): never inside another caller's transaction, one call at a time.
    return this.pg._runExclusiveTransaction(() =>
      this.pg._runExclusiveQuery(async () => {
        try {
          return await this.bindAndExecute<Row>(text, params, options);
        } catch (error) {
          if (!DESCRIBE_AGAIN.has((error as { code?: string }).code ?? '')) throw withQuery(error, text, params, options);
          // Once: an error of the statement itself would come again.
          await this.forget(text);
          return this.bindAndExecute<Row>(text, params, options).catch((again: unknown) => {
            throw withQuery(again, text, params, options);
          });
        }
      }),
    );
  }

  private async bindAndExecute<Row>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<Row>> {
    const statement = this.described.get(text) ?? (await this.describe(text, options));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? this.pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.pg.execProtocolStream(
      joined([REUSE_PLANS, protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync(), CHOOSE_PLANS]),
      { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
    );
    // As PGlite's query() does outside its transaction() (this never runs inside one).
    await this.pg.syncToFs();
    const ran = betweenReadyForQuery(messages);
    const described = statement.rowDescription ? [statement.rowDescription, ...ran] : ran;
    return parse.parseResults(described, this.pg.parsers, options)[0] as Results<Row>;
  }

  private async describe(text: string, options: QueryOptions | undefined): Promise<Described> {
    const name = this.wanted.get(text) as string;
    const messages = await this.pg.execProtocolStream(
      joined([
        protocol.serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Described = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.described.set(text, statement);
    return statement;
  }

  private async forget(text: string): Promise<void> {
    const statement = this.described.get(text);
    if (!statement) return;
    this.described.delete(text);
    await this.pg.execProtocolStream(joined([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]), { syncToFs: false });
  }
}

/** The statement an error came from, as PGlite's own query() attaches it. */
function withQuery(error: unknown, query: string, params: unknown[], queryOptions: QueryOptions | undefined): unknown {
  if (error instanceof Error) Object.assign(error, { query, params, queryOptions });
  return error;
}
