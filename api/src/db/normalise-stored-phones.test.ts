import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../test/databases';
import { createBusiness } from '../test/fixtures';
import { newId } from './ids';
import { normaliseStoredPhones } from './normalise-stored-phones';
import { customers } from './schema';

describeEachDatabase('stored customer phones in E.164', (ctx) => {
  const addCustomer = async (businessId: string, countryCode: string, phoneNumber: string, createdAt: Date) => {
    const id = newId(createdAt);
    await ctx.db.insert(customers).values({ id, businessId, countryCode, phoneNumber, createdAt, updatedAt: createdAt });
    return id;
  };
  const phoneOf = async (id: string) => {
    const [row] = await ctx.db.select({ countryCode: customers.countryCode, phoneNumber: customers.phoneNumber }).from(customers).where(eq(customers.id, id));
    return row;
  };

  it('rewrites each spelling to E.164 and leaves both rows of a colliding pair as they are, reported', async () => {
    const { id: businessId } = await createBusiness(ctx.db, () => undefined);
    const older = await addCustomer(businessId, '+091', '09812345678', new Date('2026-01-01T00:00:00Z'));
    const newer = await addCustomer(businessId, '+91', '009812345678', new Date('2026-02-01T00:00:00Z'));
    const alone = await addCustomer(businessId, '+91', '09800000001', new Date('2026-03-01T00:00:00Z'));
    const invalid = await addCustomer(businessId, '+91', '1234', new Date('2026-03-01T00:00:00Z'));

    const first = await normaliseStoredPhones(ctx.db);
    const mine = first.collisions.filter((c) => c.businessId === businessId);
    expect(await phoneOf(alone)).toEqual({ countryCode: '+91', phoneNumber: '9800000001' });
    expect(await phoneOf(invalid)).toEqual({ countryCode: '+91', phoneNumber: '1234' });
    // One of the pair took the E.164 spelling; the other is kept as typed and reported, not merged.
    const spelt = [await phoneOf(older), await phoneOf(newer)];
    expect(spelt.filter((p) => p?.phoneNumber === '9812345678' && p.countryCode === '+91')).toHaveLength(1);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ e164: '+919812345678' });
    expect(new Set([mine[0]?.customerId, mine[0]?.keptCustomerId])).toEqual(new Set([older, newer]));

    const again = await normaliseStoredPhones(ctx.db);
    expect(again.normalised).toBe(0);
    expect(again.collisions.filter((c) => c.businessId === businessId)).toEqual(mine);
  });
});
