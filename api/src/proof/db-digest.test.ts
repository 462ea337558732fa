import { eq } from 'drizzle-orm';
import { customers } from '../db/schema';
import { customerToken, claimsOf } from '../routes/auth/auth-test-kit';
import { describeEachDatabase } from '../test/databases';
import { seededSite } from '../test/fixtures';
import { changedTables, databaseDigest, watchDatabase, writeMark } from './db-digest';

describeEachDatabase('the database digest', (ctx) => {
  it('is the same when nothing was written', async () => {
    const first = await databaseDigest(ctx.db);
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['businesses', 'customers', 'products']));
    expect(changedTables(first, await databaseDigest(ctx.db))).toEqual([]);
  });

  it('names the table of an added row and of a changed row', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const before = await databaseDigest(ctx.db);
    const id = claimsOf(await customerToken(ctx, demo.id)).sub;
    const added = await databaseDigest(ctx.db);
    expect(changedTables(before, added)).toEqual(['customers']);
    expect(added.customers!.rows).toBe(before.customers!.rows + 1);

    await ctx.db.update(customers).set({ name: 'Asha K' }).where(eq(customers.id, id));
    const changed = await databaseDigest(ctx.db);
    expect(changed.customers!.rows).toBe(added.customers!.rows);
    expect(changedTables(added, changed)).toEqual(['customers']);
  });

  it('watches for writes: a read leaves the write mark where it was, a write is named by its table', async () => {
    const demo = await seededSite(ctx.db, 'demo');
    const watch = await watchDatabase(ctx.db);
    const mark = await writeMark(ctx.db);
    await ctx.db.select().from(customers).limit(5);
    expect(await writeMark(ctx.db)).toBe(mark);
    expect(await watch.changesSince()).toEqual([]);
    await customerToken(ctx, demo.id);
    expect(await watch.changesSince()).toEqual(['customers']);
  });
});
