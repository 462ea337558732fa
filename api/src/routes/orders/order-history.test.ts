import { and, eq } from 'drizzle-orm';
import {
  ORDER_HISTORY_MESSAGES,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_HISTORY_PATHS,
  type CancelOrderAnswer,
  type CustomerOrdersAnswer,
  type CustomerOrdersBody,
} from '../../contracts';
import { messages, orders } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, createOrder, type Person } from '../../test/people-and-orders';
import { CANCEL_ORDER_ERRORS } from './cancel-order';

const DAY = 86_400_000;

describeEachDatabase('order history', (ctx) => {
  const list = (person: Person, body: Partial<CustomerOrdersBody> = {}) =>
    call<CustomerOrdersAnswer>(ctx, 'POST', ORDER_HISTORY_PATHS.customerOrders, { token: person.token, body: { customerId: person.id, ...body } });
  const cancel = (person: Person, orderId: string, mode: 'product' | 'service' = 'product') =>
    call<CancelOrderAnswer>(ctx, 'POST', ORDER_HISTORY_PATHS.cancelOrder, { token: person.token, body: { mode, orderId, customerId: person.id } });

  describe('listing', () => {
    let person: Person;
    beforeAll(async () => {
      person = (await castOf(ctx)).customerA;
      const start = Date.now() - 30 * DAY;
      const specs = [
        { orderNumber: 'H-001', title: 'Silk saree', status: 'Active', unitPrice: 15900 },
        { orderNumber: 'H-002', title: 'Block print kurta', status: 'Completed', unitPrice: 990 },
        { orderNumber: 'H-003', title: 'Blouse stitching', status: 'Draft', unitPrice: 650, lineDescription: 'Designer Blouse Stitching – Simple' },
        { orderNumber: 'H-004', title: 'Diya set', status: 'Cancelled', unitPrice: 1299.5 },
        { orderNumber: 'H-005', title: 'Spice box', status: 'Active', unitPrice: 2450 },
        { orderNumber: 'H-006', title: 'Brass urli', status: 'Active', unitPrice: 4800 },
        { orderNumber: 'H-007', title: 'Cotton 100% saree', status: 'Completed', unitPrice: 1490 },
      ] as const;
      for (const [i, spec] of specs.entries()) await createOrder(ctx, person, { ...spec, createdAt: new Date(start + i * DAY) });
    });

    it(`answers ${ORDER_HISTORY_PAGE_SIZE} orders a page, newest first, with the page count in size`, async () => {
      const first = await list(person);
      expect(first.status).toBe(200);
      expect(first.body.size).toBe(Math.ceil(7 / ORDER_HISTORY_PAGE_SIZE));
      expect(first.body.orders.map((o) => o.orderId)).toEqual(['H-007', 'H-006', 'H-005', 'H-004', 'H-003'].slice(0, ORDER_HISTORY_PAGE_SIZE));
      const second = await list(person, { page: 2 });
      expect(second.body.orders.map((o) => o.orderId)).toEqual(['H-002', 'H-001']);
      const beyond = await list(person, { page: 9 });
      expect(beyond.body).toEqual({ message: 'success', orders: [], size: 2 });
    });

    it('sorts by the final amount, largest first', async () => {
      const { body } = await list(person, { sortBy: 'finalAmount' });
      expect(body.orders.map((o) => o.finalAmount)).toEqual([15900, 4800, 2450, 1490, 1299.5]);
    });

    it.each([
      ['Active', ['H-006', 'H-005', 'H-001']],
      ['Completed', ['H-007', 'H-002']],
      ['Draft', ['H-003']],
      ['Cancelled', ['H-004']],
    ] as const)('keeps only %s orders with statusFilter', async (statusFilter, expected) => {
      const { body } = await list(person, { statusFilter });
      expect(body.orders.map((o) => o.orderId)).toEqual(expected);
      expect(body.size).toBe(1);
    });

    it.each([
      ['an order number', 'h-004', ['H-004']],
      ['a title word, any case', 'SAREE', ['H-007', 'H-001']],
      ["a line's description", 'designer blouse', ['H-003']],
      ['a LIKE wildcard taken as a letter', '100%', ['H-007']],
      ['an underscore taken as a letter', 'H_00', []],
      ['nothing that matches', 'bicycle', []],
    ] as const)('searches %s', async (_title, search, expected) => {
      const { body } = await list(person, { search });
      expect(body.orders.map((o) => o.orderId)).toEqual(expected);
    });

    it('answers rupees, lines, milestones and stages in the History shape', async () => {
      const { body } = await list(person, { search: 'H-004' });
      expect(body.orders[0]).toMatchObject({
        orderId: 'H-004',
        title: 'Diya set',
        status: 'Cancelled',
        finalAmount: 1299.5,
        mode: 'product',
        paymentStatus: 'Pending',
        items: [{ quantity: 1, quantityUnit: 'pcs', amount: 1299.5 }],
        paymentMilestones: [{ label: 'Full payment', amount: 1299.5, status: 'Pending', dueDate: '2030-01-02' }],
        pipelineStages: [
          { name: 'Confirmed', status: 'Pending' },
          { name: 'Delivered', status: 'Pending' },
        ],
      });
    });

    it('refuses a page of 0 and an unknown status', async () => {
      expect((await list(person, { page: 0 })).status).toBe(400);
      expect((await list(person, { statusFilter: 'Shipped' as never })).status).toBe(400);
    });
  });

  describe('cancelling', () => {
    it.each(['Draft', 'Active'] as const)('cancels a %s order, stores "Order Cancelled" at once and answers the first page', async (status) => {
      const person = (await castOf(ctx)).customerA;
      const orderId = await createOrder(ctx, person, { status, orderNumber: `C-${status}`, title: 'Kurta' });
      const { status: code, body } = await cancel(person, orderId);
      expect(code).toBe(200);
      expect(body.data.map((o) => [o._id, o.status])).toEqual([[orderId, 'Cancelled']]);
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.cancelledAt).toBeInstanceOf(Date);
      const notices = await ctx.db
        .select()
        .from(messages)
        .where(and(eq(messages.customerId, person.id), eq(messages.sender, 'system')));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        type: 'component',
        message: ORDER_HISTORY_MESSAGES.cancelled,
        payload: { kind: 'order-status', orderId, orderNumber: `C-${status}`, title: 'Kurta', status: 'Cancelled' },
      });
    });

    it.each(['Completed', 'Cancelled'] as const)('refuses a %s order with 409 and says why', async (status) => {
      const person = (await castOf(ctx)).customerA;
      const orderId = await createOrder(ctx, person, { status, orderNumber: `N-${status}` });
      const { status: code, body } = await cancel(person, orderId);
      expect({ code, body }).toEqual({ code: 409, body: { code: 'CONFLICT', message: CANCEL_ORDER_ERRORS.notCancellable(`N-${status}`, status) } });
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.status).toBe(status);
    });

    it('answers 404 for an unknown order and for the wrong mode, and cancels nothing', async () => {
      const person = (await castOf(ctx)).customerA;
      const orderId = await createOrder(ctx, person);
      const wrongMode = await cancel(person, orderId, 'service');
      expect({ status: wrongMode.status, body: wrongMode.body }).toEqual({ status: 404, body: { code: 'ORDER_NOT_FOUND', message: CANCEL_ORDER_ERRORS.notFound } });
      expect((await cancel(person, '0123456789abcdef01234567')).status).toBe(404);
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.status).toBe('Active');
    });

    it('lets only one of two racing cancels win', async () => {
      const person = (await castOf(ctx)).customerA;
      const orderId = await createOrder(ctx, person);
      const answers = await Promise.all([cancel(person, orderId), cancel(person, orderId)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    });
  });
});
