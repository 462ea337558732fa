import { ADDRESS_PATHS } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, type Cast } from '../../test/people-and-orders';
import { addFor, homeAddress, listOf } from './address-test-kit';

type Caller = 'anonymous' | 'customerA' | 'customerB' | 'sunriseCustomer' | 'owner' | 'otherOwner';
const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'sunriseCustomer', 'owner', 'otherOwner'];
/** Every address route names customer A: only customer A gets through. */
const OWN_ADDRESSES_ONLY: Record<Caller, number> = { anonymous: 401, customerA: 200, customerB: 403, sunriseCustomer: 403, owner: 403, otherOwner: 403 };
const CODE_BY_STATUS: Record<number, string | undefined> = { 200: undefined, 401: 'NO_TOKEN', 403: 'FORBIDDEN' };

describeEachDatabase('who may call the address routes', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  /** Customer A has two addresses (so one can be deleted); answers the id of a non-default one. */
  const spareAddress = async (): Promise<string> => {
    let { body } = await listOf(ctx, cast.customerA);
    while (body.data.length < 2) body = (await addFor(ctx, cast.customerA, homeAddress({ name: `A${body.data.length}` }))).body;
    return body.data.find((a) => !a.isDefault)!._id;
  };
  const ROUTES: { name: string; method: 'GET' | 'POST'; url: string; body: () => Promise<Record<string, unknown>> }[] = [
    { name: 'list addresses', method: 'GET', url: ADDRESS_PATHS.list, body: async () => ({}) },
    { name: 'add address', method: 'POST', url: ADDRESS_PATHS.add, body: async () => ({ deliveryAddress: homeAddress() }) },
    { name: 'update address', method: 'POST', url: ADDRESS_PATHS.update, body: async () => ({ addressId: await spareAddress(), updatedAddress: homeAddress() }) },
    { name: 'delete address', method: 'POST', url: ADDRESS_PATHS.delete, body: async () => ({ addressId: await spareAddress() }) },
  ];

  describe.each(ROUTES)('$name', (route) => {
    it.each(CALLERS)('answers %s as the matrix says', async (caller) => {
      const token = caller === 'anonymous' ? undefined : cast[caller].token;
      const payload = { customerId: cast.customerA.id, ...(await route.body()) };
      const { status, body } = await call(ctx, route.method, route.url, route.method === 'GET' ? { token, query: payload as Record<string, string> } : { token, body: payload });
      const expected = OWN_ADDRESSES_ONLY[caller];
      expect({ status, code: body.code }).toEqual({ status: expected, code: CODE_BY_STATUS[expected] });
    });
  });

  it("shows each customer only their own addresses, across customers and businesses", async () => {
    await addFor(ctx, cast.customerB, homeAddress({ name: 'B only' }));
    await addFor(ctx, cast.sunriseCustomer, homeAddress({ name: 'Sunrise only' }));
    const seen = async (who: Cast['customerA']) => (await listOf(ctx, who)).body.data.map((a) => a.name);
    expect(await seen(cast.customerB)).toEqual(['B only']);
    expect(await seen(cast.sunriseCustomer)).toEqual(['Sunrise only']);
    expect(await seen(cast.customerA)).not.toContain('B only');
  });
});
