import { eq } from 'drizzle-orm';
import {
  DISPATCH_POINT_MESSAGES as M,
  OWNER_DISPATCH_POINT_PATHS as PATHS,
  type OwnerDispatchPointAnswer,
  type OwnerDispatchPointListAnswer,
} from '../../contracts';
import { newId } from '../../db/ids';
import { orders } from '../../db/schema';
import { SiteBuilder } from '../../db/seed/site-builder';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, type Cast, type Person } from '../../test/people-and-orders';
import { addAddress, createOrderCall, newKey } from '../checkout/checkout-test-kit';

const point = (over: Record<string, unknown> = {}) => ({
  name: 'Bengaluru Warehouse',
  addressLine: '12, Chickpet Main Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560053',
  serves: { pincodes: [], states: ['Karnataka'] },
  ...over,
});

describeEachDatabase("the owner's dispatch points", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });
  const list = (who: Person | undefined) => call<OwnerDispatchPointListAnswer>(ctx, 'GET', PATHS.list, { token: who?.token });
  const post = (who: Person | undefined, path: string, body: Record<string, unknown>) => call<OwnerDispatchPointAnswer>(ctx, 'POST', path, { token: who?.token, body });

  /** A published, shippable product of demo shipping from `pointIds`, in that order. */
  async function productFrom(pointIds: string[]) {
    const site = new SiteBuilder(() => newId(), new Date());
    const tag = newId().slice(-6);
    const catalogueId = site.catalogue(cast.demoId, { name: 'Dispatch', slug: `dispatch-${tag}`, description: '' });
    const id = site.product(cast.demoId, { catalogueId, name: 'Dispatch mug', slug: `dispatch-mug-${tag}`, description: '', basePrice: 300, shipping: { available: true, cost: 40 }, totalQuantity: null, dispatchPointIds: pointIds });
    await site.insert(ctx.db);
    return id;
  }

  it('creates, lists and edits a point with what it serves, duplicates dropped', async () => {
    const created = await post(cast.owner, PATHS.create, point({ serves: { pincodes: ['560001', '560001', '560034'], states: ['Karnataka', ' karnataka '] } }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Bengaluru Warehouse', pincode: '560053', serves: { pincodes: ['560001', '560034'], states: ['Karnataka'] }, productCount: 0 });
    const id = created.body.data.id;
    const edited = await post(cast.owner, PATHS.update, { dispatchPointId: id, ...point({ name: 'Bengaluru Hub', serves: { pincodes: [], states: [] } }) });
    expect(edited.body.data).toMatchObject({ id, name: 'Bengaluru Hub', serves: { pincodes: [], states: [] } });
    const listed = await list(cast.owner);
    expect(listed.body.data.find((p) => p.id === id)?.name).toBe('Bengaluru Hub');
    // the seed's points are listed with the products shipping from them
    expect(listed.body.data.some((p) => p.productCount > 0)).toBe(true);
  });

  it.each([
    ['a 5-digit pincode', { pincode: '56005' }, `pincode: ${M.pincode}`],
    ['a served pincode that is not one', { serves: { pincodes: ['560001', 'abc'], states: [] } }, 'serves.pincodes.1: "abc" is not a 6-digit pincode'],
    ['an empty name', { name: '  ' }, `name: ${M.nameRequired}`],
  ])('refuses %s, naming the field', async (_what, over, message) => {
    const res = await post(cast.owner, PATHS.create, point(over));
    expect(res.status).toBe(400);
    expect((res.body as unknown as { message: string }).message).toContain(message);
  });

  it('refuses to delete a point products ship from, saying how many, and deletes it once none do', async () => {
    const { body } = await post(cast.owner, PATHS.create, point({ name: 'Mysuru' }));
    const productId = await productFrom([body.data.id]);
    const refused = await post(cast.owner, PATHS.delete, { dispatchPointId: body.data.id });
    expect(refused).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.inUse(1) } });
    expect(productId).toBeTruthy();

    const unused = await post(cast.owner, PATHS.create, point({ name: 'Spare' }));
    expect((await post(cast.owner, PATHS.delete, { dispatchPointId: unused.body.data.id })).status).toBe(200);
    expect((await list(cast.owner)).body.data.map((p) => p.id)).not.toContain(unused.body.data.id);
  });

  it("ships an order from the product's first dispatch point that serves the address, else its first", async () => {
    const chennai = (await post(cast.owner, PATHS.create, point({ name: 'Chennai', state: 'Tamil Nadu', pincode: '600001', serves: { pincodes: [], states: ['Tamil Nadu'] } }))).body.data.id;
    const bengaluru = (await post(cast.owner, PATHS.create, point({ name: 'Bengaluru', serves: { pincodes: ['560001'], states: [] } }))).body.data.id;
    const productId = await productFrom([chennai, bengaluru]);
    const orderFrom = async (pincode: string, state: string) => {
      const a = cast.customerA;
      const addressId = await addAddress(ctx, a, pincode, state);
      const res = await createOrderCall(ctx, a, { customerId: a.id, products: [{ productId, quantity: 1, itemType: 'product' }], deliveryAddress: addressId, idempotencyKey: newKey() });
      expect(res.status).toBe(200);
      const [order] = await ctx.db.select({ dispatchPointId: orders.dispatchPointId, status: orders.status, id: orders.id }).from(orders).where(eq(orders.orderNumber, res.body.data.orderId));
      // cancel it so the next order is not refused for open unpaid orders
      await ctx.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, order!.id));
      return order!.dispatchPointId;
    };
    expect(await orderFrom('560001', 'Karnataka')).toBe(bengaluru);
    expect(await orderFrom('600020', 'Tamil Nadu')).toBe(chennai);
    expect(await orderFrom('110001', 'Delhi')).toBe(chennai);
  });

  it("keeps every owner to the business's own points", async () => {
    const demoPoint = (await list(cast.owner)).body.data[0]!;
    expect((await list(cast.otherOwner)).body.data.map((p) => p.id)).not.toContain(demoPoint.id);
    expect((await post(cast.otherOwner, PATHS.update, { dispatchPointId: demoPoint.id, ...point() })).status).toBe(404);
    expect((await post(cast.otherOwner, PATHS.delete, { dispatchPointId: demoPoint.id })).status).toBe(404);
    expect((await list(cast.owner)).body.data[0]).toEqual(demoPoint);
  });

  it.each([
    ['anonymous', (): Person | undefined => undefined, 401],
    ["a customer's token", (): Person | undefined => cast.customerA, 403],
  ] as const)('refuses %s', async (_who, who, status) => {
    expect((await list(who())).status).toBe(status);
    expect((await post(who(), PATHS.create, point())).status).toBe(status);
  });
});
