import { eq } from 'drizzle-orm';
import { INBOX_PATHS, type InboxCustomerAnswer } from '../../contracts';
import { orders } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, createOrder, type Cast } from '../../test/people-and-orders';

describeEachDatabase("the owner's order panel: where each order goes", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  const panelOrders = async () =>
    (await call<InboxCustomerAnswer>(ctx, 'GET', `${INBOX_PATHS.customer}?customerId=${cast.customerA.id}`, { token: cast.owner.token })).body.data.orders;

  it('answers the address the order was placed with, and null for an order without one', async () => {
    const shipped = await createOrder(ctx, cast.customerA, { title: 'Shipped order' });
    const address = {
      fullName: 'Meera Iyer',
      countryCode: '+91',
      phone: '9845011111',
      addressLine1: '12, 4th Cross, Malleswaram',
      addressLine2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560003',
    };
    await ctx.db.update(orders).set({ shipToAddress: address }).where(eq(orders.id, shipped));
    const plain = await createOrder(ctx, cast.customerA, { title: 'Service order' });
    await ctx.db.update(orders).set({ shipToAddress: null }).where(eq(orders.id, plain));
    const list = await panelOrders();
    expect(list.find((order) => order._id === shipped)?.deliverTo).toEqual(address);
    expect(list.find((order) => order._id === plain)?.deliverTo).toBeNull();
  });
});
