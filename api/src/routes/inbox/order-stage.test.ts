import { asc, eq } from 'drizzle-orm';
import { CONFIRMATION_MESSAGE_DELAY_MS } from 'shared/rules';
import { INBOX_PATHS, ORDER_UPDATE_LINES, SOCKET_EVENTS, type InboxCustomerAnswer, type OrderStageAnswer } from '../../contracts';
import { orderPipelineStages, orders } from '../../db/schema';
import type { TestContext } from '../../test/databases';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, createOrder, type Cast, type Person } from '../../test/people-and-orders';
import { cardsOf } from '../orders/order-cards-test-kit';
import { ORDER_STAGE_ERRORS } from './order-stage';

/** The order's status and its stages, as stored. */
async function stateOf(ctx: TestContext, orderId: string) {
  const [order] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const stages = await ctx.db
    .select({ id: orderPipelineStages.id, name: orderPipelineStages.name, status: orderPipelineStages.status, completedAt: orderPipelineStages.completedAt })
    .from(orderPipelineStages)
    .where(eq(orderPipelineStages.orderId, orderId))
    .orderBy(asc(orderPipelineStages.position));
  return { status: order?.status, stages };
}

describeEachDatabase("the owner moves an order's pipeline stages", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  const move = (token: string | undefined, body: Record<string, unknown>) => call<OrderStageAnswer>(ctx, 'POST', INBOX_PATHS.orderStage, { token, body });
  const threeStages = [{ name: 'Confirmed' }, { name: 'Packed' }, { name: 'Delivered' }];
  const newOrder = async (person: Person = cast.customerA, status: 'Draft' | 'Active' | 'Completed' | 'Cancelled' = 'Active') => {
    const orderId = await createOrder(ctx, person, { stages: threeStages, status });
    const stages = (await stateOf(ctx, orderId)).stages.map((s) => s.id);
    return { orderId, stages };
  };

  it('completes the stages one by one: Active, then Completed with the last; announces each once with who and when', async () => {
    const { orderId, stages } = await newOrder();
    const events = jest.spyOn(ctx.app.realtime, 'toCustomer');
    const first = await move(cast.owner.token, { orderId, stageId: stages[0], status: 'Completed' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ changed: true, movedBy: cast.owner.id, order: { _id: orderId, status: 'Active' } });
    expect(first.body.data.order.pipelineStages.map((s) => s.status)).toEqual(['Completed', 'Pending', 'Pending']);
    expect(events).toHaveBeenCalledWith(cast.demoId, cast.customerA.id, 'order-updated', expect.objectContaining({ orderId, status: 'Active' }));
    events.mockRestore();
    const state = await stateOf(ctx, orderId);
    expect(state.stages[0]?.completedAt?.toISOString()).toBe(first.body.data.movedAt);

    await move(cast.owner.token, { orderId, stageId: stages[1], status: 'Completed' });
    const last = await move(cast.owner.token, { orderId, stageId: stages[2], status: 'Completed' });
    expect(last.body.data.order.status).toBe('Completed');
    expect((await stateOf(ctx, orderId)).status).toBe('Completed');

    const cards = await cardsOf(ctx, cast.customerA.id, orderId);
    expect(cards.map((c) => c.message)).toEqual([
      ORDER_UPDATE_LINES.stageCompleted('Confirmed'),
      ORDER_UPDATE_LINES.stageCompleted('Packed'),
      ORDER_UPDATE_LINES.orderCompleted,
    ]);
    expect(cards.every((c) => c.sender === 'system' && c.senderId === cast.owner.id)).toBe(true);
    expect(cards[2]?.payload).toMatchObject({ kind: 'order-status', orderId, status: 'Completed' });
  });

  it('pushes the card to the customer a second after the move', async () => {
    const { orderId, stages } = await newOrder();
    const events = jest.spyOn(ctx.app.realtime, 'toCustomer');
    const pushed = () => events.mock.calls.filter(([, , event, data]) => event === SOCKET_EVENTS.chatMessage && JSON.stringify(data).includes(orderId));
    await move(cast.owner.token, { orderId, stageId: stages[0], status: 'Completed' });
    expect(pushed()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, CONFIRMATION_MESSAGE_DELAY_MS + 200));
    expect(pushed()).toEqual([[cast.demoId, cast.customerA.id, SOCKET_EVENTS.chatMessage, expect.objectContaining({ message: ORDER_UPDATE_LINES.stageCompleted('Confirmed') })]]);
    events.mockRestore();
  });

  it('undoes the last stage of a Completed order: Active again, and says so', async () => {
    const { orderId, stages } = await newOrder();
    for (const stageId of stages) await move(cast.owner.token, { orderId, stageId, status: 'Completed' });
    const undo = await move(cast.owner.token, { orderId, stageId: stages[2], status: 'Pending' });
    expect(undo.body.data).toMatchObject({ changed: true, order: { status: 'Active' } });
    const state = await stateOf(ctx, orderId);
    expect(state.stages[2]).toMatchObject({ status: 'Pending', completedAt: null });
    expect((await cardsOf(ctx, cast.customerA.id, orderId)).at(-1)?.message).toBe(ORDER_UPDATE_LINES.stageReopened('Delivered'));
  });

  it('makes a Draft order Active once a stage is completed', async () => {
    const { orderId, stages } = await newOrder(cast.customerA, 'Draft');
    const res = await move(cast.owner.token, { orderId, stageId: stages[0], status: 'Completed' });
    expect(res.body.data.order.status).toBe('Active');
  });

  it('changes and announces nothing when the stage already has the status (a repeated press)', async () => {
    const { orderId, stages } = await newOrder();
    await move(cast.owner.token, { orderId, stageId: stages[0], status: 'Completed' });
    const before = await stateOf(ctx, orderId);
    const events = jest.spyOn(ctx.app.realtime, 'toCustomer');
    const again = await move(cast.owner.token, { orderId, stageId: stages[0], status: 'Completed' });
    expect(again.body.data).toMatchObject({ changed: false, movedBy: null, movedAt: null });
    // (an earlier test's card may still be on its way to its own order)
    expect(events.mock.calls.filter((c) => JSON.stringify(c[3]).includes(orderId))).toEqual([]);
    events.mockRestore();
    expect(await stateOf(ctx, orderId)).toEqual(before);
    expect(await cardsOf(ctx, cast.customerA.id, orderId)).toHaveLength(1);
    const notDone = await move(cast.owner.token, { orderId, stageId: stages[1], status: 'Pending' });
    expect(notDone.body.data.changed).toBe(false);
  });

  it('moves stages in turn only', async () => {
    const { orderId, stages } = await newOrder();
    const skip = await move(cast.owner.token, { orderId, stageId: stages[1], status: 'Completed' });
    expect(skip).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: ORDER_STAGE_ERRORS.completeFirst('Confirmed') } });
    await move(cast.owner.token, { orderId, stageId: stages[0], status: 'Completed' });
    await move(cast.owner.token, { orderId, stageId: stages[1], status: 'Completed' });
    const early = await move(cast.owner.token, { orderId, stageId: stages[0], status: 'Pending' });
    expect(early).toMatchObject({ status: 409, body: { message: ORDER_STAGE_ERRORS.reopenFirst('Packed') } });
    expect((await stateOf(ctx, orderId)).stages.map((s) => s.status)).toEqual(['Completed', 'Completed', 'Pending']);
  });

  it('refuses to move a Cancelled order', async () => {
    const { orderId, stages } = await newOrder(cast.customerA, 'Cancelled');
    const res = await move(cast.owner.token, { orderId, stageId: stages[0], status: 'Completed' });
    expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect((await stateOf(ctx, orderId)).stages.every((s) => s.status === 'Pending')).toBe(true);
  });

  it.each([
    ['anonymous', (): string | undefined => undefined, 401],
    ["the customer's own token", () => cast.customerA.token, 403],
    ["another business's owner", () => cast.otherOwner.token, 404],
  ] as const)('refuses %s and changes nothing', async (_who, token, status) => {
    const { orderId, stages } = await newOrder();
    const before = await stateOf(ctx, orderId);
    expect((await move(token(), { orderId, stageId: stages[0], status: 'Completed' })).status).toBe(status);
    expect(await stateOf(ctx, orderId)).toEqual(before);
    expect(await cardsOf(ctx, cast.customerA.id, orderId)).toEqual([]);
  });

  it('refuses a stage of another order, and malformed requests', async () => {
    const { orderId } = await newOrder();
    const other = await newOrder(cast.customerB);
    expect(await move(cast.owner.token, { orderId, stageId: other.stages[0], status: 'Completed' })).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_FOUND', message: ORDER_STAGE_ERRORS.stageNotFound },
    });
    const { stages } = await newOrder();
    for (const body of [
      { orderId, stageId: stages[0], status: 'In Progress' },
      { orderId, stageId: stages[0] },
      { orderId: 'not an id', stageId: stages[0], status: 'Completed' },
      { orderId, stageId: stages[0], status: 'Completed', businessId: cast.sunriseId },
    ]) {
      expect(await move(cast.owner.token, body)).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    }
  });

  it("shows the moved stages beside the owner's conversation", async () => {
    const { orderId, stages } = await newOrder();
    await move(cast.owner.token, { orderId, stageId: stages[0], status: 'Completed' });
    const details = await call<InboxCustomerAnswer>(ctx, 'GET', INBOX_PATHS.customer, { token: cast.owner.token, query: { customerId: cast.customerA.id } });
    const order = details.body.data.orders.find((o) => o._id === orderId);
    expect(order?.pipelineStages.map((s) => [s.name, s.status])).toEqual([
      ['Confirmed', 'Completed'],
      ['Packed', 'Pending'],
      ['Delivered', 'Pending'],
    ]);
  });

  it('documents the route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json() as { paths: Record<string, { post?: { tags?: string[]; description?: string } }> };
    expect(doc.paths[INBOX_PATHS.orderStage]?.post).toMatchObject({ tags: ['inbox'], description: expect.stringContaining('Completed when every stage is') });
  });
});
