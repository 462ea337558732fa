/**
 * The PostgreSQL settings PGlite is opened with (PGLITE_SETTINGS): its shared buffers live in the
 * process's own memory, so openPglite starts it with 32 MB instead of PostgreSQL's 128 MB default,
 * and keeps PGlite's own start parameters (one process, no parallel workers).
 */
import { openPglite, queryRows, sql, type DatabaseHandle } from './client';

describe('PGlite start settings', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite(undefined);
  });
  afterAll(async () => {
    await handle.close();
  });

  const setting = async (name: string) => (await queryRows<{ setting: string }>(handle.db, sql`SELECT current_setting(${name}) AS setting`))[0]?.setting;

  it('opens with 32 MB of shared buffers', async () => {
    expect(await setting('shared_buffers')).toBe('32MB');
  });

  it('keeps PGlite’s own parameters beside them', async () => {
    expect(await setting('max_parallel_workers_per_gather')).toBe('0');
    expect(await setting('search_path')).toBe('public');
  });
});
