import { CHAT_PATHS, INBOX_PATHS, type NewMessageAnswer, type UnreadCountAnswer } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, clientMessageId, type Cast, type Person } from '../../test/people-and-orders';

describeEachDatabase('chat unread count', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  const unread = (person: Person, customerId = person.id) =>
    call<UnreadCountAnswer>(ctx, 'GET', CHAT_PATHS.unreadCount, { token: person.token, query: { customerId } });
  const reply = (customer: Person, message: string) =>
    call<NewMessageAnswer>(ctx, 'POST', INBOX_PATHS.reply, {
      token: cast.owner.token,
      body: { customerId: customer.id, message, type: 'text', clientMessageId: clientMessageId() },
    });
  const send = (person: Person, message: string) =>
    call<NewMessageAnswer>(ctx, 'POST', CHAT_PATHS.sendMessage, {
      token: person.token,
      body: { senderId: person.id, customerId: person.id, type: 'text', message, clientMessageId: clientMessageId() },
    });

  it("counts the business's replies the customer has not read, not the customer's own messages, until they are read", async () => {
    const person = cast.customerA;
    expect((await unread(person)).body).toEqual({ message: 'success', unreadCount: 0 });
    await send(person, 'Is the maroon saree in stock?');
    await reply(person, 'Yes, two left');
    await reply(person, 'Shall I keep one for you?');
    expect((await unread(person)).body.unreadCount).toBe(2);
    // Another customer's conversation is theirs alone.
    expect((await unread(cast.customerB)).body.unreadCount).toBe(0);

    await call(ctx, 'POST', CHAT_PATHS.markRead, { token: person.token, body: { customerId: person.id } });
    expect((await unread(person)).body.unreadCount).toBe(0);
  });

  it("refuses another customer's count, and a caller without a token", async () => {
    expect((await unread(cast.customerB, cast.customerA.id)).status).toBe(403);
    const { status } = await call(ctx, 'GET', CHAT_PATHS.unreadCount, { query: { customerId: cast.customerA.id } });
    expect(status).toBe(401);
  });
});
