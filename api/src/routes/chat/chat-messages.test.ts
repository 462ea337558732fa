import { and, eq, sql } from 'drizzle-orm';
import { CHAT_PATHS, INBOX_PATHS, type ChatMessage, type MessagesAnswer, type NewMessageAnswer } from '../../contracts';
import { messages } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, clientMessageId, createOrder, type Cast, type Person } from '../../test/people-and-orders';
import { COMPONENT_CARD_ERRORS } from './component-card';
import { MESSAGE_CONTENT_ERRORS } from './message-content';

const ID = '6650a1b2c3d4e5f601234567';

describeEachDatabase('chat messages', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  const send = (person: Person, fields: Record<string, unknown>) =>
    call<NewMessageAnswer>(ctx, 'POST', CHAT_PATHS.sendMessage, {
      token: person.token,
      body: { senderId: person.id, customerId: person.id, type: 'text', clientMessageId: clientMessageId(), ...fields },
    });
  const thread = (person: Person, query: Record<string, string | number> = {}) =>
    call<MessagesAnswer>(ctx, 'GET', CHAT_PATHS.messages, { token: person.token, query: { customerId: person.id, ...query } });
  const rowsWith = (person: Person, id: string) =>
    ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.customerId, person.id), eq(messages.clientMessageId, id)));

  it("stores a text trimmed, as the customer's, and answers it in the message shape", async () => {
    const { status, body } = await send(cast.customerA, { message: '  Is the maroon saree in stock?  ' });
    expect(status).toBe(200);
    expect(body.newMessage).toMatchObject({
      message: 'Is the maroon saree in stock?',
      type: 'text',
      sender: 'user',
      senderId: cast.customerA.id,
      customerId: cast.customerA.id,
      clientId: cast.customerA.id,
      caption: null,
      readAt: null,
    });
    const { body: listed } = await thread(cast.customerA);
    expect(listed.messages.map((m) => m._id)).toContain(body.newMessage._id);
  });

  it('stores a text without a payload as no payload at all (SQL NULL, not a JSON null)', async () => {
    const id = clientMessageId();
    await send(cast.customerA, { message: 'No card here', clientMessageId: id });
    const [row] = await ctx.db
      .select({ missing: sql<boolean>`${messages.payload} IS NULL` })
      .from(messages)
      .where(and(eq(messages.customerId, cast.customerA.id), eq(messages.clientMessageId, id)));
    expect(row?.missing).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces and new lines', ' \n\t '],
  ])('refuses a text that is %s', async (_title, message) => {
    const { status, body } = await send(cast.customerA, { message });
    expect({ status, message: body.message }).toEqual({ status: 400, message: MESSAGE_CONTENT_ERRORS.emptyText });
  });

  it('stores ONE message for the same clientMessageId sent twice, and answers the stored one both times', async () => {
    const id = clientMessageId();
    const first = await send(cast.customerA, { message: 'Once only', clientMessageId: id });
    const second = await send(cast.customerA, { message: 'Once only', clientMessageId: id });
    expect(second.status).toBe(200);
    expect(second.body.newMessage).toEqual(first.body.newMessage);
    expect(await rowsWith(cast.customerA, id)).toHaveLength(1);
  });

  it('stores one message when the same clientMessageId races itself', async () => {
    const id = clientMessageId();
    const answers = await Promise.all([1, 2, 3].map(() => send(cast.customerA, { message: 'Racing', clientMessageId: id })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.newMessage._id)).size).toBe(1);
    expect(await rowsWith(cast.customerA, id)).toHaveLength(1);
  });

  it('keeps the order of messages sent one after another, even within one clock tick', async () => {
    const person = (await castOf(ctx)).customerA;
    const texts = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`);
    for (const message of texts) await send(person, { message });
    const { body } = await thread(person);
    expect(body.messages.map((m) => m.message)).toEqual(texts);
    const times = body.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("keeps two customers' equal clientMessageIds apart (unique per conversation)", async () => {
    const id = clientMessageId();
    await send(cast.customerA, { message: 'A', clientMessageId: id });
    const b = await send(cast.customerB, { message: 'B', clientMessageId: id });
    expect(b.body.newMessage).toMatchObject({ message: 'B', customerId: cast.customerB.id });
  });

  it("answers 409 when the owner's reply reuses a clientMessageId the customer already used", async () => {
    const id = clientMessageId();
    await send(cast.customerA, { message: 'Mine', clientMessageId: id });
    const reply = await call(ctx, 'POST', INBOX_PATHS.reply, {
      token: cast.owner.token,
      body: { customerId: cast.customerA.id, message: 'Not yours', type: 'text', clientMessageId: id },
    });
    expect({ status: reply.status, code: reply.body.code }).toEqual({ status: 409, code: 'CONFLICT' });
  });

  it.each([
    ['an image of this business', 'image', `/uploads/demo/chat-widget/images/${ID}.jpg`, 200],
    ['a document of this business', 'file', `/uploads/demo/chat-widget/document/${ID}.pdf`, 200],
    ['a voice note of this business', 'audio', `/uploads/demo/chat-widget/document/${ID}.weba`, 200],
    ["another business's upload", 'image', `/uploads/sunrise/chat-widget/images/${ID}.jpg`, 400],
    ['a link to another site', 'file', 'https://example.com/x.pdf', 400],
    ['a path that climbs out', 'image', `/uploads/demo/chat-widget/images/../../sunrise/${ID}.jpg`, 400],
  ])('answers an attachment that is %s with %s', async (_title, type, url, expected) => {
    const { status, body } = await send(cast.customerA, { type, message: url, caption: ' For the blouse ', contentType: 'image/jpeg' });
    expect(status).toBe(expected);
    if (expected === 200) expect(body.newMessage).toMatchObject({ type, message: url, caption: 'For the blouse', contentType: 'image/jpeg' });
    else expect(body.message).toBe(MESSAGE_CONTENT_ERRORS.notAnUpload);
  });

  describe('quick reply', () => {
    const card = (person: Person, payload: unknown, message = '') =>
      call<NewMessageAnswer>(ctx, 'POST', CHAT_PATHS.quickReply, {
        token: person.token,
        body: { senderId: person.id, customerId: person.id, type: 'component', message, payload, clientMessageId: clientMessageId() },
      });

    it("stores a topic card with the widget's own details, whatever the client claimed", async () => {
      const { status, body } = await card(cast.customerA, {
        kind: 'topic',
        topic: { name: 'Custom Kanjivaram weaving', type: 'custom', description: 'Free saree!', price: 1, image: null },
      });
      expect(status).toBe(200);
      expect(body.newMessage).toMatchObject({ type: 'component', message: 'Custom Kanjivaram weaving', sender: 'user' });
      expect(body.newMessage.payload).toMatchObject({ kind: 'topic', topic: { name: 'Custom Kanjivaram weaving', price: 25000, description: expect.stringContaining('₹25,000') } });
    });

    it("refuses a topic the business's widget does not have", async () => {
      const { status, body } = await card(cast.customerA, { kind: 'topic', topic: { name: 'Free money', type: 'custom', description: '', price: null, image: null } });
      expect({ status, message: body.message }).toEqual({ status: 400, message: COMPONENT_CARD_ERRORS.unknownTopic('Free money') });
    });

    it("refuses a sunrise customer's card naming a demo topic", async () => {
      const { status } = await card(cast.sunriseCustomer, { kind: 'topic', topic: { name: 'Track my order', type: 'custom', description: '', price: null, image: null } });
      expect(status).toBe(400);
    });

    it("takes an order card's number, title and status from the customer's own order; refuses another's", async () => {
      const own = await createOrder(ctx, cast.customerA, { orderNumber: 'CARD-1', title: 'Two dupattas' });
      const ok = await card(cast.customerA, { kind: 'order-status', orderId: own, orderNumber: 'X', title: 'X', status: 'Completed' });
      expect(ok.body.newMessage.payload).toEqual({ kind: 'order-status', orderId: own, orderNumber: 'CARD-1', title: 'Two dupattas', status: 'Active' });
      const theirs = await card(cast.customerB, { kind: 'order-status', orderId: own, orderNumber: 'X', title: 'X', status: 'Active' });
      expect({ status: theirs.status, message: theirs.body.message }).toEqual({ status: 400, message: COMPONENT_CARD_ERRORS.unknownOrder });
    });
  });

  describe('reading the conversation', () => {
    let person: Person;
    let sent: ChatMessage[];
    beforeAll(async () => {
      const fresh = await castOf(ctx);
      person = fresh.customerA;
      sent = [];
      for (const text of ['one', 'two', 'three', 'four']) sent.push((await send(person, { message: text })).body.newMessage);
    });

    it('answers the conversation oldest first, with the latest `limit` messages by default', async () => {
      const { body } = await thread(person, { limit: 3 });
      expect(body.messages.map((m) => m.message)).toEqual(['two', 'three', 'four']);
      expect(body.orders).toEqual([]);
    });

    it('answers what came from a time on, that time included, for a reconnecting client', async () => {
      const { body } = await thread(person, { after: sent[1]!.createdAt });
      expect(body.messages.map((m) => m.message)).toEqual(['two', 'three', 'four']);
    });

    it('pages a catch-up by `limit`, oldest first', async () => {
      const { body } = await thread(person, { after: sent[0]!.createdAt, limit: 2 });
      expect(body.messages.map((m) => m.message)).toEqual(['one', 'two']);
    });

    it('answers what came up to a time, that time included, for older history', async () => {
      const { body } = await thread(person, { before: sent[2]!.createdAt, limit: 2 });
      expect(body.messages.map((m) => m.message)).toEqual(['two', 'three']);
    });

    it("answers the customer's latest orders beside the messages", async () => {
      await createOrder(ctx, person, { title: 'Thread order' });
      const { body } = await thread(person);
      expect(body.orders.map((o) => o.title)).toEqual(['Thread order']);
    });

    it.each([
      ['a limit above 100', { limit: 101 }],
      ['a limit of 0', { limit: 0 }],
      ['a time that is not ISO', { after: 'yesterday' }],
    ])('refuses %s with 400', async (_title, query) => {
      const { status, body } = await thread(person, query);
      expect({ status, code: body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    });
  });

  it("marks the business's messages read for the customer, and not the customer's own", async () => {
    const fresh = await castOf(ctx);
    const person = fresh.customerA;
    const mine = (await send(person, { message: 'Hello?' })).body.newMessage;
    const reply = await call<NewMessageAnswer>(ctx, 'POST', INBOX_PATHS.reply, {
      token: fresh.owner.token,
      body: { customerId: person.id, message: 'Hello Asha', type: 'text', clientMessageId: clientMessageId() },
    });
    const { status, body } = await call<{ readAt: string }>(ctx, 'POST', CHAT_PATHS.markRead, { token: person.token, body: { customerId: person.id } });
    expect(status).toBe(200);
    const listed = (await thread(person)).body.messages;
    expect(listed.find((m) => m._id === reply.body.newMessage._id)?.readAt).toBe(body.readAt);
    expect(listed.find((m) => m._id === mine._id)?.readAt).toBeNull();
  });
});
