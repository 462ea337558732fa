/**
 * Start-up's lock (DatabaseHandle.exclusively) on PostgreSQL: two processes' handles starting at once
 * run their work one after the other, never together. PGlite is one process's database, so without
 * DATABASE_URL the suite says it skipped.
 */
import { openPostgres, type DatabaseHandle } from './client';

const url = process.env.DATABASE_URL;
if (!url) {
  describe.skip('start-up lock across processes [postgres: skipped, DATABASE_URL not set]', () => {
    it('runs against PostgreSQL when DATABASE_URL is set', () => undefined);
  });
}

(url ? describe : describe.skip)('start-up lock across processes [postgres]', () => {
  let handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    handles = [await openPostgres(url!, 2), await openPostgres(url!, 2)];
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
  });

  it('runs the work of two handles one after the other under one lock name', async () => {
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      events.push(`${name} ends`);
      return name;
    };
    const lock = `start-up test ${process.pid}`;
    const answers = await Promise.all(handles.map((handle, n) => handle.exclusively(lock, work(`p${n}`))));
    expect(answers).toEqual(['p0', 'p1']);
    expect(events).toHaveLength(4);
    expect(events[1]).toBe(events[0]!.replace('starts', 'ends'));
    expect(events[3]).toBe(events[2]!.replace('starts', 'ends'));
  });

  it('frees the lock when the work fails, so the next start-up goes ahead', async () => {
    const lock = `start-up failure test ${process.pid}`;
    await expect(handles[0]!.exclusively(lock, async () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
    await expect(handles[1]!.exclusively(lock, async () => 'went ahead')).resolves.toBe('went ahead');
  });
});
