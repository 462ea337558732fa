import { and, eq } from 'drizzle-orm';
import {
  CHAT_PATHS,
  INBOX_PATHS,
  type ConversationsAnswer,
  type InboxCustomerAnswer,
  type MessagesAnswer,
  type NewMessageAnswer,
} from '../../contracts';
import { customers } from '../../db/schema';
import { DEMO_CUSTOMER } from '../../db/seed/demo/customers';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { call, castOf, clientMessageId, type Cast, type Person } from '../../test/people-and-orders';
import { INBOX_ERRORS } from './inbox-customer';

type Caller = 'anonymous' | 'customerA' | 'customerB' | 'sunriseCustomer' | 'owner' | 'otherOwner';
const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'sunriseCustomer', 'owner', 'otherOwner'];

/** Owner-only routes naming customer A: the other business's owner does not even learn A exists. */
const OWN_BUSINESS_OWNER_ONLY: Record<Caller, [number, string | undefined]> = {
  anonymous: [401, 'NO_TOKEN'],
  customerA: [403, 'FORBIDDEN'],
  customerB: [403, 'FORBIDDEN'],
  sunriseCustomer: [403, 'FORBIDDEN'],
  owner: [200, undefined],
  otherOwner: [404, 'CUSTOMER_NOT_FOUND'],
};

const ROUTES: { name: string; method: 'GET' | 'POST'; url: string; request: (a: Person) => { body?: unknown; query?: Record<string, string> }; expected: Record<Caller, [number, string | undefined]> }[] = [
  {
    name: 'conversations',
    method: 'GET',
    url: INBOX_PATHS.conversations,
    request: () => ({}),
    expected: { ...OWN_BUSINESS_OWNER_ONLY, otherOwner: [200, undefined] },
  },
  { name: 'messages', method: 'GET', url: INBOX_PATHS.messages, request: (a) => ({ query: { customerId: a.id } }), expected: OWN_BUSINESS_OWNER_ONLY },
  {
    name: 'reply',
    method: 'POST',
    url: INBOX_PATHS.reply,
    request: (a) => ({ body: { customerId: a.id, message: 'Hello from the shop', type: 'text', clientMessageId: clientMessageId() } }),
    expected: OWN_BUSINESS_OWNER_ONLY,
  },
  { name: 'mark read', method: 'POST', url: INBOX_PATHS.markRead, request: (a) => ({ body: { customerId: a.id } }), expected: OWN_BUSINESS_OWNER_ONLY },
  { name: 'customer', method: 'GET', url: INBOX_PATHS.customer, request: (a) => ({ query: { customerId: a.id } }), expected: OWN_BUSINESS_OWNER_ONLY },
];

async function seededShopper(ctx: TestContext) {
  const [row] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.phoneNumber, DEMO_CUSTOMER.phoneNumber), eq(customers.name, DEMO_CUSTOMER.name)));
  if (!row) throw new Error('seeded shopper missing');
  return row.id;
}

describeEachDatabase("the owner's chat inbox", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  const say = (person: Person, message: string) =>
    call<NewMessageAnswer>(ctx, 'POST', CHAT_PATHS.sendMessage, {
      token: person.token,
      body: { senderId: person.id, customerId: person.id, message, type: 'text', clientMessageId: clientMessageId() },
    });
  const conversations = (owner: Person) => call<ConversationsAnswer>(ctx, 'GET', INBOX_PATHS.conversations, { token: owner.token });

  describe.each(ROUTES)('$name', (route) => {
    it.each(CALLERS)('answers %s as the matrix says', async (caller) => {
      const token = caller === 'anonymous' ? undefined : cast[caller].token;
      const { status, body } = await call(ctx, route.method, route.url, { token, ...route.request(cast.customerA) });
      expect({ status, code: body.code }).toEqual({ status: route.expected[caller][0], code: route.expected[caller][1] });
    });
  });

  it("answers 404 with the same message for an unknown id and another business's customer", async () => {
    const unknown = await call(ctx, 'GET', INBOX_PATHS.messages, { token: cast.owner.token, query: { customerId: '0123456789abcdef01234567' } });
    const foreign = await call(ctx, 'GET', INBOX_PATHS.messages, { token: cast.owner.token, query: { customerId: cast.sunriseCustomer.id } });
    expect(unknown.body).toEqual({ code: 'CUSTOMER_NOT_FOUND', message: INBOX_ERRORS.customerNotFound });
    expect(foreign.body).toEqual(unknown.body);
  });

  it('lists conversations newest first, with the customer and unread counts, and none of another business', async () => {
    const fresh = await castOf(ctx);
    await say(fresh.customerA, 'First question');
    await say(fresh.customerA, 'Second question');
    await say(fresh.customerB, 'Hello from B');
    await say(fresh.sunriseCustomer, 'A bakery question');
    const { body } = await conversations(fresh.owner);
    const ids = body.data.map((c) => c.customer.customerId);
    expect(ids.indexOf(fresh.customerB.id)).toBe(0);
    expect(ids.indexOf(fresh.customerA.id)).toBe(1);
    expect(ids).not.toContain(fresh.sunriseCustomer.id);
    const a = body.data[1]!;
    expect(a).toMatchObject({ unreadCount: 2, lastMessage: { message: 'Second question' }, customer: { name: 'Asha', countryCode: '+91' } });
    expect(a.lastMessageAt).toBe(a.lastMessage?.createdAt);
    const times = body.data.map((c) => Date.parse(c.lastMessageAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const other = await conversations(fresh.otherOwner);
    expect(other.body.data.map((c) => c.customer.customerId)).toContain(fresh.sunriseCustomer.id);
    expect(other.body.data.map((c) => c.customer.customerId)).not.toContain(fresh.customerA.id);
  });

  it("shows the seeded shopper's conversation with her unread question", async () => {
    const shopper = await seededShopper(ctx);
    const { body } = await conversations(cast.owner);
    const seeded = body.data.find((c) => c.customer.customerId === shopper);
    expect(seeded).toMatchObject({
      customer: { name: DEMO_CUSTOMER.name, phoneNumber: DEMO_CUSTOMER.phoneNumber, countryCode: DEMO_CUSTOMER.countryCode },
      unreadCount: 1,
      lastMessage: { sender: 'user', message: expect.stringContaining('fall and pico') },
    });
  });

  it("replies as the business: stored, in the customer's thread, then marked read by the owner", async () => {
    const fresh = await castOf(ctx);
    const question = (await say(fresh.customerA, 'Do you ship to Pune?')).body.newMessage;
    const reply = await call<NewMessageAnswer>(ctx, 'POST', INBOX_PATHS.reply, {
      token: fresh.owner.token,
      body: { customerId: fresh.customerA.id, message: ' Yes, in 4 days. ', type: 'text', clientMessageId: clientMessageId() },
    });
    expect(reply.body.newMessage).toMatchObject({ sender: 'business', senderId: fresh.owner.id, message: 'Yes, in 4 days.', customerId: fresh.customerA.id });
    const thread = await call<MessagesAnswer>(ctx, 'GET', CHAT_PATHS.messages, { token: fresh.customerA.token, query: { customerId: fresh.customerA.id } });
    expect(thread.body.messages.map((m) => m.message)).toEqual(['Do you ship to Pune?', 'Yes, in 4 days.']);

    const read = await call<{ readAt: string }>(ctx, 'POST', INBOX_PATHS.markRead, { token: fresh.owner.token, body: { customerId: fresh.customerA.id } });
    expect(read.status).toBe(200);
    const inbox = await call<MessagesAnswer>(ctx, 'GET', INBOX_PATHS.messages, { token: fresh.owner.token, query: { customerId: fresh.customerA.id } });
    expect(inbox.body.messages.find((m) => m._id === question._id)?.readAt).toBe(read.body.readAt);
    expect(inbox.body.messages.find((m) => m._id === reply.body.newMessage._id)?.readAt).toBeNull();
    const listed = (await conversations(fresh.owner)).body.data.find((c) => c.customer.customerId === fresh.customerA.id);
    expect(listed?.unreadCount).toBe(0);
  });

  it('refuses an empty reply and an attachment that is not a chat upload of this business', async () => {
    const empty = await call(ctx, 'POST', INBOX_PATHS.reply, {
      token: cast.owner.token,
      body: { customerId: cast.customerA.id, message: '   ', type: 'text', clientMessageId: clientMessageId() },
    });
    const foreign = await call(ctx, 'POST', INBOX_PATHS.reply, {
      token: cast.owner.token,
      body: { customerId: cast.customerA.id, message: '/uploads/sunrise/chat-widget/images/a.jpg', type: 'image', clientMessageId: clientMessageId() },
    });
    expect([empty.status, foreign.status]).toEqual([400, 400]);
  });

  it("shows the seeded shopper's cart lines (names, variant or package, unit price in rupees) and orders", async () => {
    const shopper = await seededShopper(ctx);
    const { status, body } = await call<InboxCustomerAnswer>(ctx, 'GET', INBOX_PATHS.customer, { token: cast.owner.token, query: { customerId: shopper } });
    expect(status).toBe(200);
    expect(body.data.customer).toEqual({ customerId: shopper, ...DEMO_CUSTOMER });
    expect(body.data.cart).toEqual([
      { productId: expect.any(String), name: 'Saree Fall & Pico', variantName: null, packageName: 'Standard (3 days)', quantity: 1, unitPrice: 150 },
      { productId: expect.any(String), name: 'Bandhani Silk Dupatta', variantName: null, packageName: null, quantity: 2, unitPrice: 1100 },
    ]);
    expect(body.data.orders.map((o) => [o.orderId, o.status, o.paymentStatus])).toEqual([
      ['KHH-1002', 'Active', 'Partially Paid'],
      ['KHH-1001', 'Completed', 'Paid'],
    ]);
  });

  it('answers an empty cart and no orders for a new customer', async () => {
    const { body } = await call<InboxCustomerAnswer>(ctx, 'GET', INBOX_PATHS.customer, { token: cast.owner.token, query: { customerId: cast.customerB.id } });
    expect(body.data).toMatchObject({ cart: [], orders: [] });
  });
});
