import { CART_PATHS } from '../../contracts';
import { newId } from '../../db/ids';
import { SiteBuilder } from '../../db/seed/site-builder';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { call, castOf, type Cast } from '../../test/people-and-orders';

type Caller = 'anonymous' | 'customerA' | 'customerB' | 'sunriseCustomer' | 'owner' | 'otherOwner';
const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'sunriseCustomer', 'owner', 'otherOwner'];
/** Every cart route names customer A's cart: only customer A gets through. */
const OWN_CART_ONLY: Record<Caller, number> = { anonymous: 401, customerA: 200, customerB: 403, sunriseCustomer: 403, owner: 403, otherOwner: 403 };
const CODE_BY_STATUS: Record<number, string | undefined> = { 200: undefined, 401: 'NO_TOKEN', 403: 'FORBIDDEN' };

/** A demo item with stock the tests can add without running out. */
async function demoItem(ctx: TestContext, businessId: string): Promise<string> {
  const site = new SiteBuilder(() => newId(), new Date());
  const catalogueId = site.catalogue(businessId, { name: 'Cart matrix', slug: `cart-matrix-${newId()}`, description: '' });
  const id = site.product(businessId, { catalogueId, name: 'Matrix diya', slug: `matrix-diya-${newId()}`, description: '', basePrice: 90, totalQuantity: null });
  await site.insert(ctx.db);
  return id;
}

describeEachDatabase('who may call the cart routes', (ctx) => {
  let cast: Cast;
  let itemId: string;
  beforeAll(async () => {
    cast = await castOf(ctx);
    itemId = await demoItem(ctx, cast.demoId);
  });

  /** Customer A's cart gets a line, so index 0 exists for the calls that name one. */
  const withLine = async () => {
    await call(ctx, 'POST', CART_PATHS.add, { token: cast.customerA.token, body: { customerId: cast.customerA.id, item: { productId: itemId } } });
  };
  const ROUTES: { name: string; method: 'GET' | 'POST'; url: string; body: () => Promise<Record<string, unknown>> }[] = [
    { name: 'get cart', method: 'GET', url: CART_PATHS.get, body: async () => ({}) },
    { name: 'add to cart', method: 'POST', url: CART_PATHS.add, body: async () => ({ item: { productId: itemId } }) },
    { name: 'remove cart item', method: 'POST', url: CART_PATHS.remove, body: async () => (await withLine(), { index: 0 }) },
    { name: 'update cart item', method: 'POST', url: CART_PATHS.update, body: async () => (await withLine(), { index: 0, field: 'quantity', value: 2 }) },
    { name: 'clear cart', method: 'POST', url: CART_PATHS.clear, body: async () => ({}) },
    { name: 'save merged cart', method: 'POST', url: CART_PATHS.saveMerged, body: async () => ({ cart: [{ productId: itemId, quantity: 1 }] }) },
  ];

  describe.each(ROUTES)('$name', (route) => {
    it.each(CALLERS)('answers %s as the matrix says', async (caller) => {
      const token = caller === 'anonymous' ? undefined : cast[caller].token;
      const payload = { customerId: cast.customerA.id, ...(await route.body()) };
      const { status, body } = await call(ctx, route.method, route.url, route.method === 'GET' ? { token, query: payload as Record<string, string> } : { token, body: payload });
      const expected = OWN_CART_ONLY[caller];
      expect({ status, code: body.code }).toEqual({ status: expected, code: CODE_BY_STATUS[expected] });
    });
  });

  it("never lets customer B touch customer A's cart, whatever the body names", async () => {
    await call(ctx, 'POST', CART_PATHS.clear, { token: cast.customerA.token, body: { customerId: cast.customerA.id } });
    await withLine();
    await call(ctx, 'POST', CART_PATHS.clear, { token: cast.customerB.token, body: { customerId: cast.customerB.id } });
    const { body } = await call<{ data: { _id: string }[] }>(ctx, 'GET', CART_PATHS.get, { token: cast.customerA.token, query: { customerId: cast.customerA.id } });
    expect(body.data.map((line) => line._id)).toEqual([itemId]);
  });

  it("answers 404 to a sunrise customer adding a demo item: another business's items are not on sale to them", async () => {
    const { status, body } = await call(ctx, 'POST', CART_PATHS.add, {
      token: cast.sunriseCustomer.token,
      body: { customerId: cast.sunriseCustomer.id, item: { productId: itemId } },
    });
    expect({ status, code: body.code }).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
  });

  it('leaves out of a merge the items of another business', async () => {
    const { body } = await call<{ data: unknown[] }>(ctx, 'POST', CART_PATHS.saveMerged, {
      token: cast.sunriseCustomer.token,
      body: { customerId: cast.sunriseCustomer.id, cart: [{ productId: itemId, quantity: 2 }] },
    });
    expect(body.data).toEqual([]);
  });
});
