import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { PgliteNamedStatements } from './pglite-named-statements';

let pg: PGlite;

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`
    CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, price numeric(10, 2), tags text[], made timestamptz, extra jsonb);
    INSERT INTO items VALUES
      (1, 'Brass lamp', 1499.00, '{brass,lamp}', '2026-01-02T03:04:05Z', '{"size": "L"}'),
      (2, 'Silk saree', NULL, '{}', NULL, NULL),
      (3, 'Teak tray', 899.50, '{teak}', '2026-03-04T05:06:07Z', '[]');
  `);
});

afterAll(async () => {
  await pg.close();
});

const BY_PRICE = 'SELECT id, name, price, tags, made, extra FROM items WHERE price IS NULL OR price >= $1 ORDER BY id';

/** What drizzle's PGlite driver asks for: rows as arrays, its dates left as text. */
const ARRAYS: QueryOptions = { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };

const preparedNames = async () => (await pg.query<{ name: string; runs: number }>('SELECT name, generic_plans + custom_plans AS runs FROM pg_prepared_statements ORDER BY name')).rows;
const plansOf = async (name: string) =>
  (await pg.query<{ generic: number; custom: number }>('SELECT generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements WHERE name = $1', [name])).rows[0];

async function deallocateAll() {
  await pg.exec('DEALLOCATE ALL');
}

describe('PgliteNamedStatements', () => {
  afterEach(deallocateAll);

  it('answers a kept statement exactly as PGlite’s own query() does, in both row modes', async () => {
    const named = new PgliteNamedStatements(pg);
    named.keep(BY_PRICE, 'by_price');
    const client = named.client();
    for (const options of [undefined, ARRAYS]) {
      for (const minimum of [0, '1000.00', 5000]) {
        const expected = await pg.query(BY_PRICE, [minimum], options);
        const answered = await client.query(BY_PRICE, [minimum], options);
        expect(answered.rows).toEqual(expected.rows);
        expect(answered.fields).toEqual(expected.fields);
      }
    }
  });

  it('prepares a kept text once and runs it by name after, so PostgreSQL reuses its plan', async () => {
    const named = new PgliteNamedStatements(pg);
    named.keep(BY_PRICE, 'by_price');
    for (let run = 0; run < 8; run += 1) await named.client().query(BY_PRICE, [run * 100]);
    expect(await preparedNames()).toEqual([{ name: 'by_price', runs: 8 }]);
  });

  it('runs a kept statement on its one generic plan from the first run, and leaves the plan choice as it was for the rest', async () => {
    const named = new PgliteNamedStatements(pg);
    named.keep(BY_PRICE, 'by_price');
    for (let run = 0; run < 3; run += 1) await named.client().query(BY_PRICE, [run]);
    await named.client().query(BY_PRICE, ['not a price']).catch(() => undefined);
    expect(await plansOf('by_price')).toEqual({ generic: 3, custom: 0 });
    expect((await pg.query('SHOW plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it('leaves every text it was not given to PGlite’s unnamed statements', async () => {
    const named = new PgliteNamedStatements(pg);
    named.keep(BY_PRICE, 'by_price');
    const other = await named.client().query<{ count: number }>('SELECT count(*)::int AS count FROM items WHERE id > $1', [1]);
    expect(other.rows).toEqual([{ count: 2 }]);
    expect(await preparedNames()).toEqual([]);
  });

  it('keeps no more texts than its bound: the ones past it run unnamed', async () => {
    const named = new PgliteNamedStatements(pg, 1);
    named.keep(BY_PRICE, 'by_price');
    named.keep('SELECT name FROM items WHERE id = $1', 'by_id');
    expect((await named.client().query('SELECT name FROM items WHERE id = $1', [3])).rows).toEqual([{ name: 'Teak tray' }]);
    await named.client().query(BY_PRICE, [0]);
    expect((await preparedNames()).map((row) => row.name)).toEqual(['by_price']);
  });

  it('reports a kept statement’s error as PGlite does, with its text, and the statement still runs after', async () => {
    const named = new PgliteNamedStatements(pg);
    named.keep(BY_PRICE, 'by_price');
    await named.client().query(BY_PRICE, [0]);
    const failed = await named.client().query(BY_PRICE, ['a lot']).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '22P02', query: BY_PRICE, params: ['a lot'] });
    expect((await named.client().query(BY_PRICE, [1000])).rows).toHaveLength(2);
  });

  it('runs inserts and updates, answering the rows they changed', async () => {
    const named = new PgliteNamedStatements(pg);
    const rename = 'UPDATE items SET name = $2 WHERE id = $1 RETURNING name';
    named.keep(rename, 'rename');
    const renamed = await named.client().query(rename, [2, 'Silk saree (Kanjivaram)']);
    expect(renamed.rows).toEqual([{ name: 'Silk saree (Kanjivaram)' }]);
    expect(renamed.affectedRows).toBe(1);
    await pg.query('UPDATE items SET name = $1 WHERE id = 2', ['Silk saree']);
  });

  it('describes a statement again when a migration changed the columns it answers', async () => {
    await pg.exec('CREATE TABLE shapes (id int PRIMARY KEY); INSERT INTO shapes VALUES (1)');
    const named = new PgliteNamedStatements(pg);
    named.keep('SELECT * FROM shapes WHERE id = $1', 'shapes');
    expect((await named.client().query('SELECT * FROM shapes WHERE id = $1', [1])).rows).toEqual([{ id: 1 }]);
    await pg.exec(`ALTER TABLE shapes ADD COLUMN label text NOT NULL DEFAULT 'one'`);
    expect((await named.client().query('SELECT * FROM shapes WHERE id = $1', [1])).rows).toEqual([{ id: 1, label: 'one' }]);
  });

  it('prepares a kept statement again when the connection lost it (DEALLOCATE ALL)', async () => {
    const named = new PgliteNamedStatements(pg);
    named.keep(BY_PRICE, 'by_price');
    await named.client().query(BY_PRICE, [0]);
    await deallocateAll();
    expect((await named.client().query(BY_PRICE, [1000])).rows).toHaveLength(2);
    expect(await preparedNames()).toEqual([{ name: 'by_price', runs: 1 }]);
  });

  it('never runs inside another caller’s open transaction: it waits for the commit', async () => {
    const named = new PgliteNamedStatements(pg);
    const count = 'SELECT count(*)::int AS count FROM items WHERE id >= $1';
    named.keep(count, 'count');
    let insideRan: Promise<unknown> | undefined;
    await pg.transaction(async (tx) => {
      await tx.query(`INSERT INTO items (id, name) VALUES (99, 'Jute basket')`);
      insideRan = named.client().query(count, [1]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.rollback();
    });
    expect(await insideRan).toMatchObject({ rows: [{ count: 3 }] });
  });

  it('passes everything but query() through to PGlite itself', async () => {
    const client = new PgliteNamedStatements(pg).client();
    expect(client.closed).toBe(false);
    expect((await client.exec('SELECT 1 AS one'))[0]?.rows).toEqual([{ one: 1 }]);
    await client.transaction(async (tx) => {
      expect((await tx.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    });
  });
});
