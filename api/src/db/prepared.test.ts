import type { Database } from './client';
import { preparedStatement } from './prepared';

const handle = () => ({}) as Database;

describe('prepared statements', () => {
  it('builds a statement once per database handle, with its own name', () => {
    const build = jest.fn((_db: Database, name: string) => ({ name }));
    const statement = preparedStatement('prepared_test_once', build);
    const [first, second] = [handle(), handle()];
    expect(statement(first)).toBe(statement(first));
    expect(statement(second)).not.toBe(statement(first));
    expect(build).toHaveBeenCalledTimes(2);
    expect(statement(first)).toEqual({ name: 'prepared_test_once' });
  });

  it('refuses a second statement under a name already taken, which PostgreSQL would refuse at run time', () => {
    preparedStatement('prepared_test_taken', () => 1);
    expect(() => preparedStatement('prepared_test_taken', () => 2)).toThrow(/prepared_test_taken/);
  });
});
