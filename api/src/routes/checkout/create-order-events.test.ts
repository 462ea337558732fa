import type { Socket } from 'socket.io-client';
import { CONFIRMATION_MESSAGE_DELAY_MS } from 'shared/rules';
import { CHECKOUT_MESSAGES, SOCKET_EVENTS, type ChatMessage, type OrderUpdatedEvent } from '../../contracts';
import { closeAll, connected, joinAs, nextEvent, openSocket, originOf } from '../../realtime/socket-test-kit';
import { describeEachDatabase } from '../../test/databases';
import { castOf, type Cast } from '../../test/people-and-orders';
import { createCheckoutShop, createOrderCall, newKey, type CheckoutShop } from './checkout-test-kit';

describeEachDatabase('Create order tells the customer and the owners', (ctx) => {
  let origin: string;
  let cast: Cast;
  let shop: CheckoutShop;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    origin = originOf(ctx.app);
    cast = await castOf(ctx);
    shop = await createCheckoutShop(ctx, cast.demoId);
  });
  afterEach(() => closeAll(sockets));

  it(`sends order-updated at once and '${CHECKOUT_MESSAGES.orderCreated}' ${CONFIRMATION_MESSAGE_DELAY_MS} ms later`, async () => {
    const person = cast.customerA;
    const customer = openSocket(origin, person.token, sockets);
    expect(await joinAs(customer, person.id)).toEqual({ ok: true });
    const owner = openSocket(origin, cast.owner.token, sockets);
    await connected(owner);
    const customerUpdate = nextEvent<OrderUpdatedEvent>(customer, SOCKET_EVENTS.orderUpdated);
    const ownerUpdate = nextEvent<OrderUpdatedEvent>(owner, SOCKET_EVENTS.orderUpdated);
    const notice = nextEvent<ChatMessage>(customer, SOCKET_EVENTS.chatMessage);

    const started = Date.now();
    const { status } = await createOrderCall(ctx, person, {
      customerId: person.id,
      products: [{ productId: shop.pickup, quantity: 1, itemType: 'product' }],
      idempotencyKey: newKey(),
    });
    expect(status).toBe(200);
    const update = await customerUpdate;
    expect(update).toMatchObject({ customerId: person.id, status: 'Active', paymentStatus: 'Pending' });
    expect(await ownerUpdate).toEqual(update);
    const message = await notice;
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONFIRMATION_MESSAGE_DELAY_MS - 50);
    expect(message).toMatchObject({
      sender: 'system',
      type: 'component',
      message: CHECKOUT_MESSAGES.orderCreated,
      payload: { kind: 'order-status', orderId: update.orderId, status: 'Active' },
    });
  });
});
