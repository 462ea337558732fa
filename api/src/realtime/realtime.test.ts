import type { Socket } from 'socket.io-client';
import { CONFIRMATION_MESSAGE_DELAY_MS } from 'shared/rules';
import {
  CHAT_PATHS,
  INBOX_PATHS,
  ORDER_HISTORY_MESSAGES,
  ORDER_HISTORY_PATHS,
  SOCKET_EVENTS,
  type ChatMessage,
  type InboxMessageEvent,
  type MessagesAnswer,
  type MessagesReadEvent,
  type NewMessageAnswer,
  type OrderUpdatedEvent,
  type TypingEvent,
} from '../contracts';
import { describeEachDatabase } from '../test/databases';
import { signAs } from '../routes/auth/auth-test-kit';
import { call, castOf, clientMessageId, createOrder, type Cast, type Person } from '../routes/chat/chat-test-kit';
import { JOIN_REFUSED_MESSAGE } from './socket-connections';
import { closeAll, connected, joinAs, nextEvent, openSocket, originOf, pause, record, refusal } from './socket-test-kit';

/** How long a test waits to be sure an event did NOT arrive (emits to all rooms leave together). */
const QUIET_MS = 300;

describeEachDatabase('the realtime socket', (ctx) => {
  let origin: string;
  let cast: Cast;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    origin = originOf(ctx.app);
    cast = await castOf(ctx);
  });
  afterEach(() => closeAll(sockets));

  const customerSocket = async (person: Person) => {
    const socket = openSocket(origin, person.token, sockets);
    expect(await joinAs(socket, person.id)).toEqual({ ok: true });
    return socket;
  };
  const ownerSocket = async (owner: Person) => {
    const socket = openSocket(origin, owner.token, sockets);
    await connected(socket);
    return socket;
  };
  const send = (person: Person, message: string) =>
    call<NewMessageAnswer>(ctx, 'POST', CHAT_PATHS.sendMessage, {
      token: person.token,
      body: { senderId: person.id, customerId: person.id, message, type: 'text', clientMessageId: clientMessageId() },
    });
  const reply = (owner: Person, customer: Person, message: string) =>
    call<NewMessageAnswer>(ctx, 'POST', INBOX_PATHS.reply, {
      token: owner.token,
      body: { customerId: customer.id, message, type: 'text', clientMessageId: clientMessageId() },
    });

  describe('handshake', () => {
    it.each([
      ['no token', () => undefined, 'NO_TOKEN'],
      ['an expired token', (c: Cast) => signAs(c.customerA.id, 'customer', c.demoId, () => Date.now() - 3_600_000), 'TOKEN_EXPIRED'],
      ['a forged token', (c: Cast) => `${c.customerA.token.slice(0, -6)}AAAAAA`, 'TOKEN_INVALID'],
      ['a token of a customer that does not exist', (c: Cast) => signAs('0123456789abcdef01234567', 'customer', c.demoId), 'CUSTOMER_NOT_FOUND'],
    ])('refuses %s with connect_error and its code', async (_title, token, code) => {
      const refused = await refusal(openSocket(origin, token(cast), sockets));
      expect(refused.code).toBe(code);
    });

    it("refuses new-user-add naming another customer, and disconnects the socket", async () => {
      const socket = openSocket(origin, cast.customerB.token, sockets);
      await connected(socket);
      const disconnected = nextEvent<string>(socket, 'disconnect');
      expect(await joinAs(socket, cast.customerA.id)).toEqual({ ok: false, code: 'FORBIDDEN', message: JOIN_REFUSED_MESSAGE });
      expect(await disconnected).toBe('io server disconnect');
    });
  });

  it("delivers a customer's message to that customer's sockets and the owners only", async () => {
    const a = await customerSocket(cast.customerA);
    const b = await customerSocket(cast.customerB);
    const owner = await ownerSocket(cast.owner);
    const otherOwner = await ownerSocket(cast.otherOwner);
    const heardByB = record(b, SOCKET_EVENTS.chatMessage);
    const heardByOtherOwner = record(otherOwner, SOCKET_EVENTS.inboxMessage);

    const toA = nextEvent<ChatMessage>(a, SOCKET_EVENTS.chatMessage);
    const toOwner = nextEvent<InboxMessageEvent>(owner, SOCKET_EVENTS.inboxMessage);
    const { body } = await send(cast.customerA, 'Only for my conversation');
    expect(await toA).toEqual(body.newMessage);
    expect((await toA).clientId).toBe(cast.customerA.id);
    expect(await toOwner).toEqual({ customerId: cast.customerA.id, message: body.newMessage });
    await pause(QUIET_MS);
    expect(heardByB).toEqual([]);
    expect(heardByOtherOwner).toEqual([]);
  });

  it("delivers the owner's reply sent through the API to the customer's socket", async () => {
    const a = await customerSocket(cast.customerA);
    const heard = nextEvent<ChatMessage>(a, SOCKET_EVENTS.chatMessage);
    const { body } = await reply(cast.owner, cast.customerA, 'Your saree ships today');
    expect(await heard).toMatchObject({ _id: body.newMessage._id, sender: 'business', message: 'Your saree ships today', clientId: cast.customerA.id });
  });

  it('stores before it emits: what a socket hears is already in the thread', async () => {
    const a = await customerSocket(cast.customerA);
    const heard = nextEvent<ChatMessage>(a, SOCKET_EVENTS.chatMessage);
    const sending = reply(cast.owner, cast.customerA, 'Stored first');
    const message = await heard;
    const { body } = await call<MessagesAnswer>(ctx, 'GET', CHAT_PATHS.messages, {
      token: cast.customerA.token,
      query: { customerId: cast.customerA.id, after: message.createdAt },
    });
    expect(body.messages.map((m) => m._id)).toContain(message._id);
    await sending;
  });

  it('lets a customer that reconnects fetch what it missed with `after`', async () => {
    const person = (await castOf(ctx)).customerA;
    const first = await customerSocket(person);
    const seen = nextEvent<ChatMessage>(first, SOCKET_EVENTS.chatMessage);
    await reply(cast.owner, person, 'Before the drop');
    const last = await seen;
    first.disconnect();

    await reply(cast.owner, person, 'While offline 1');
    await reply(cast.owner, person, 'While offline 2');

    const again = await customerSocket(person);
    const live = nextEvent<ChatMessage>(again, SOCKET_EVENTS.chatMessage);
    const { body } = await call<MessagesAnswer>(ctx, 'GET', CHAT_PATHS.messages, { token: person.token, query: { customerId: person.id, after: last.createdAt } });
    expect(body.messages.map((m) => m.message)).toEqual(['Before the drop', 'While offline 1', 'While offline 2']);
    await reply(cast.owner, person, 'Back online');
    expect((await live).message).toBe('Back online');
  });

  it('relays typing to the other side only, throttled per conversation', async () => {
    const a = await customerSocket(cast.customerA);
    const b = await customerSocket(cast.customerB);
    const owner = await ownerSocket(cast.owner);
    const ownerHeard = record<TypingEvent>(owner, SOCKET_EVENTS.typing);
    const aHeard = record<TypingEvent>(a, SOCKET_EVENTS.typing);
    const bHeard = record<TypingEvent>(b, SOCKET_EVENTS.typing);

    a.emit(SOCKET_EVENTS.typing, { isTyping: true });
    a.emit(SOCKET_EVENTS.typing, { isTyping: true });
    a.emit(SOCKET_EVENTS.typing, { isTyping: true });
    a.emit(SOCKET_EVENTS.typing, { isTyping: false });
    // a customer cannot type into someone else's conversation
    a.emit(SOCKET_EVENTS.typing, { isTyping: true, customerId: cast.customerB.id });
    owner.emit(SOCKET_EVENTS.typing, { isTyping: true, customerId: cast.customerA.id });
    await pause(QUIET_MS);

    expect(ownerHeard).toEqual([
      { customerId: cast.customerA.id, from: 'user', isTyping: true },
      { customerId: cast.customerA.id, from: 'user', isTyping: false },
    ]);
    expect(aHeard).toEqual([{ customerId: cast.customerA.id, from: 'business', isTyping: true }]);
    expect(bHeard).toEqual([]);
  });

  it('sends read receipts to the other side', async () => {
    const person = (await castOf(ctx)).customerA;
    const a = await customerSocket(person);
    const owner = await ownerSocket(cast.owner);

    await send(person, 'Please read me');
    const ownerHeard = nextEvent<MessagesReadEvent>(a, SOCKET_EVENTS.messagesRead);
    const read = await call<{ readAt: string }>(ctx, 'POST', INBOX_PATHS.markRead, { token: cast.owner.token, body: { customerId: person.id } });
    expect(await ownerHeard).toEqual({ customerId: person.id, by: 'business', readAt: read.body.readAt });

    await reply(cast.owner, person, 'Read mine too');
    const customerHeard = nextEvent<MessagesReadEvent>(owner, SOCKET_EVENTS.messagesRead);
    const seen = await call<{ readAt: string }>(ctx, 'POST', CHAT_PATHS.markRead, { token: person.token, body: { customerId: person.id } });
    expect(await customerHeard).toEqual({ customerId: person.id, by: 'user', readAt: seen.body.readAt });
  });

  it(`tells customer and owners at once that an order was cancelled, and pushes '${ORDER_HISTORY_MESSAGES.cancelled}' ${CONFIRMATION_MESSAGE_DELAY_MS} ms later`, async () => {
    const person = (await castOf(ctx)).customerA;
    const orderId = await createOrder(ctx, person, { orderNumber: 'RT-1', title: 'Kurta' });
    const a = await customerSocket(person);
    const owner = await ownerSocket(cast.owner);
    const customerUpdate = nextEvent<OrderUpdatedEvent>(a, SOCKET_EVENTS.orderUpdated);
    const ownerUpdate = nextEvent<OrderUpdatedEvent>(owner, SOCKET_EVENTS.orderUpdated);
    const notice = nextEvent<ChatMessage>(a, SOCKET_EVENTS.chatMessage);

    const started = Date.now();
    const { status } = await call(ctx, 'POST', ORDER_HISTORY_PATHS.cancelOrder, { token: person.token, body: { mode: 'product', orderId, customerId: person.id } });
    expect(status).toBe(200);
    const update = { customerId: person.id, orderId, status: 'Cancelled', paymentStatus: 'Pending' };
    expect(await customerUpdate).toEqual(update);
    expect(await ownerUpdate).toEqual(update);
    const message = await notice;
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONFIRMATION_MESSAGE_DELAY_MS - 50);
    expect(message).toMatchObject({ sender: 'system', type: 'component', message: ORDER_HISTORY_MESSAGES.cancelled, payload: { kind: 'order-status', orderId } });
  });
});
