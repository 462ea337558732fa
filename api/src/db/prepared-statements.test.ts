import type { Database } from './client';
import { keepReusedPlansOn, keepStatementsNamedBy, PreparedStatements, preparedStatement, statementName, type Preparable } from './prepared-statements';

const handle = () => ({}) as Database;

/** A query whose text is `text`, counting how it was run: prepared (under which name) or unprepared. */
function fakeQuery(text: string, log: string[]): Preparable<string> {
  return {
    toSQL: () => ({ sql: text }),
    prepare: (name) => ({ execute: async (values) => `${name} ${JSON.stringify(values)}` }),
    execute: async (values) => {
      log.push(`unprepared ${text}`);
      return `unprepared ${JSON.stringify(values)}`;
    },
  };
}

describe('PreparedStatements', () => {
  it('builds a shape once and runs it with each call’s values', async () => {
    const statements = new PreparedStatements(handle());
    const built: string[] = [];
    const build = () => {
      built.push('a');
      return fakeQuery('select $1', []);
    };
    expect(await statements.run('a', build, { id: 1 })).toBe(`${statementName('select $1')} {"id":1}`);
    expect(await statements.run('a', build, { id: 2 })).toBe(`${statementName('select $1')} {"id":2}`);
    expect(built).toEqual(['a']);
  });

  it('names a statement by its text, so two texts never share a name', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
    expect(statementName('select 1').length).toBeLessThanOrEqual(63);
  });

  it('builds its statements on the database’s reused-plan twin when it has one, else on the database itself', async () => {
    const [db, twin, alone] = [handle(), handle(), handle()];
    keepReusedPlansOn(db, twin);
    const builtOn: Database[] = [];
    const build = (on: Database) => {
      builtOn.push(on);
      return fakeQuery(`select ${builtOn.length}`, []);
    };
    await new PreparedStatements(db).run('listing', build, {});
    await new PreparedStatements(alone).run('listing', build, {});
    expect(builtOn[0]).toBe(twin);
    expect(builtOn[1]).toBe(alone);
  });

  it('hands each new shape’s text and name, once, to the database’s statement keeper (PGlite’s)', async () => {
    const db = handle();
    const kept: string[] = [];
    keepStatementsNamedBy(db, { keep: (text, name) => kept.push(`${name} ${text}`) });
    const statements = new PreparedStatements(db);
    for (const shape of ['a', 'a', 'b']) await statements.run(shape, () => fakeQuery(`select '${shape}'`, []), {});
    expect(kept).toEqual([`${statementName("select 'a'")} select 'a'`, `${statementName("select 'b'")} select 'b'`]);
  });

  it('runs shapes past its bound unprepared, so the database never holds more than the bound', async () => {
    const statements = new PreparedStatements(handle(), 2);
    const log: string[] = [];
    for (const shape of ['a', 'b', 'c', 'c']) await statements.run(shape, () => fakeQuery(`select '${shape}'`, log), {});
    expect(statements.size).toBe(2);
    expect(log).toEqual(["unprepared select 'c'", "unprepared select 'c'"]);
  });
});

describe('preparedStatement', () => {
  it('builds and prepares a statement once per database handle, under its own name', async () => {
    const build = jest.fn((_db: Database) => fakeQuery('select 1', []));
    const statement = preparedStatement('prepared_test_once', build);
    const [first, second] = [handle(), handle()];
    expect(statement(first)).toBe(statement(first));
    expect(statement(second)).not.toBe(statement(first));
    expect(build).toHaveBeenCalledTimes(2);
    expect(await statement(first).execute({ id: 7 })).toBe('prepared_test_once {"id":7}');
  });

  it('hands its text and name to the database’s statement keeper (PGlite’s)', () => {
    const db = handle();
    const kept: string[] = [];
    keepStatementsNamedBy(db, { keep: (text, name) => kept.push(`${name} ${text}`) });
    const statement = preparedStatement('prepared_test_kept', () => fakeQuery('select 2', []));
    statement(db);
    statement(db);
    expect(kept).toEqual(['prepared_test_kept select 2']);
  });

  it('refuses a second statement under a name already taken, which PostgreSQL would refuse at run time', () => {
    preparedStatement('prepared_test_taken', () => fakeQuery('select 1', []));
    expect(() => preparedStatement('prepared_test_taken', () => fakeQuery('select 2', []))).toThrow(/prepared_test_taken/);
  });
});
