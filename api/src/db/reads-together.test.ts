import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../test/databases';
import type { Database } from './client';
import { readsTogether } from './reads-together';

/** Two reads that say when each started and ended: the first takes 30 ms. */
function timedReads(db: Database, events: string[]) {
  const read = (name: string, seconds: number) => async () => {
    events.push(`${name} started`);
    await db.execute(sql.raw(`SELECT pg_sleep(${seconds})`));
    events.push(`${name} ended`);
    return name;
  };
  return [read('slow', 0.03), read('quick', 0)] as const;
}

describeEachDatabase('readsTogether', (ctx) => {
  it('starts every read at once on the database, and answers them in the order asked', async () => {
    const events: string[] = [];
    expect(await readsTogether(ctx.db, ...timedReads(ctx.db, events))).toEqual(['slow', 'quick']);
    expect(events.slice(0, 2)).toEqual(['slow started', 'quick started']);
  });

  it('runs them one after another inside a transaction, whose one connection takes one query at a time', async () => {
    const events: string[] = [];
    const answers = await ctx.db.transaction((tx) => readsTogether(tx as unknown as Database, ...timedReads(tx as unknown as Database, events)));
    expect(answers).toEqual(['slow', 'quick']);
    expect(events).toEqual(['slow started', 'slow ended', 'quick started', 'quick ended']);
  });
});
