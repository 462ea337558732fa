import { CHAT_PATHS, ORDER_HISTORY_PATHS } from '../../contracts';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { signAs } from '../auth/auth-test-kit';
import { call, castOf, clientMessageId, createOrder, type Cast, type Person } from '../../test/people-and-orders';

type Caller = 'anonymous' | 'customerA' | 'customerB' | 'sunriseCustomer' | 'owner' | 'otherOwner';
const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'sunriseCustomer', 'owner', 'otherOwner'];

interface RouteCase {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  /** The request, always naming customer A's conversation where the route names one. */
  request: (cast: Cast, ctx: TestContext) => Promise<{ body?: unknown; query?: Record<string, string | number> }>;
  expected: Record<Caller, number>;
}

/** Routes that name a conversation: only its own customer gets through. */
const OWN_CONVERSATION_ONLY: Record<Caller, number> = { anonymous: 401, customerA: 200, customerB: 403, sunriseCustomer: 403, owner: 403, otherOwner: 403 };

/** The code each refusal carries (200 has none). */
const CODE_BY_STATUS: Record<number, string | undefined> = { 200: undefined, 401: 'NO_TOKEN', 403: 'FORBIDDEN', 404: 'TOPIC_NOT_FOUND' };

const textMessage = (a: Person) => ({ senderId: a.id, customerId: a.id, message: 'Hello', type: 'text', clientMessageId: clientMessageId() });

const ROUTES: RouteCase[] = [
  { name: 'get messages', method: 'GET', url: CHAT_PATHS.messages, request: async ({ customerA }) => ({ query: { customerId: customerA.id } }), expected: OWN_CONVERSATION_ONLY },
  { name: 'send message', method: 'POST', url: CHAT_PATHS.sendMessage, request: async ({ customerA }) => ({ body: textMessage(customerA) }), expected: OWN_CONVERSATION_ONLY },
  {
    name: 'quick reply',
    method: 'POST',
    url: CHAT_PATHS.quickReply,
    request: async ({ customerA }) => ({
      body: {
        ...textMessage(customerA),
        type: 'component',
        message: 'Track my order',
        payload: { kind: 'topic', topic: { name: 'Track my order', type: 'custom', description: '', price: null, image: null } },
      },
    }),
    expected: OWN_CONVERSATION_ONLY,
  },
  { name: 'mark read', method: 'POST', url: CHAT_PATHS.markRead, request: async ({ customerA }) => ({ body: { customerId: customerA.id } }), expected: OWN_CONVERSATION_ONLY },
  {
    name: 'customer orders',
    method: 'POST',
    url: ORDER_HISTORY_PATHS.customerOrders,
    request: async ({ customerA }) => ({ body: { customerId: customerA.id } }),
    expected: OWN_CONVERSATION_ONLY,
  },
  {
    name: 'cancel order',
    method: 'POST',
    url: ORDER_HISTORY_PATHS.cancelOrder,
    // a new Active order per call, so the one allowed call can cancel it
    request: async ({ customerA }, ctx) => ({ body: { mode: 'product', orderId: await createOrder(ctx, customerA), customerId: customerA.id } }),
    expected: OWN_CONVERSATION_ONLY,
  },
  {
    name: 'topic sub-categories',
    method: 'POST',
    url: CHAT_PATHS.topicSubCategories,
    request: async () => ({ body: { selectedTopic: 'Shop Sarees & Apparel' } }),
    // the business is the token's: sunrise's widget has no such topic
    expected: { anonymous: 401, customerA: 200, customerB: 200, sunriseCustomer: 404, owner: 403, otherOwner: 403 },
  },
  {
    name: 'catalogue items',
    method: 'GET',
    url: CHAT_PATHS.catalogueItems,
    request: async (_cast, ctx) => ({ query: { catalogueId: (await seededSite(ctx.db, 'demo')).catalogue('sarees-apparel').id, type: 'product' } }),
    expected: { anonymous: 401, customerA: 200, customerB: 200, sunriseCustomer: 200, owner: 403, otherOwner: 403 },
  },
];

describeEachDatabase('who may call the chat and order-history routes', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  describe.each(ROUTES)('$name', (route) => {
    it.each(CALLERS)('answers %s as the matrix says', async (caller) => {
      const token = caller === 'anonymous' ? undefined : cast[caller].token;
      const { status, body } = await call(ctx, route.method, route.url, { token, ...(await route.request(cast, ctx)) });
      const expected = route.expected[caller];
      expect({ status, code: body.code }).toEqual({ status: expected, code: CODE_BY_STATUS[expected] });
    });
  });

  it("never shows a sunrise customer the demo catalogue's items", async () => {
    const catalogueId = (await seededSite(ctx.db, 'demo')).catalogue('sarees-apparel').id;
    const { body } = await call<{ data: unknown[]; size: number }>(ctx, 'GET', CHAT_PATHS.catalogueItems, {
      token: cast.sunriseCustomer.token,
      query: { catalogueId, type: 'product' },
    });
    expect(body).toEqual({ message: 'success', data: [], size: 0 });
  });

  it("refuses a send whose senderId is another customer's, even with the caller's own customerId", async () => {
    const { status, body } = await call(ctx, 'POST', CHAT_PATHS.sendMessage, {
      token: cast.customerA.token,
      body: { ...textMessage(cast.customerA), senderId: cast.customerB.id },
    });
    expect({ status, code: body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it("answers 404 for another customer's order named as the caller's own", async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    const { status, body } = await call(ctx, 'POST', ORDER_HISTORY_PATHS.cancelOrder, {
      token: cast.customerB.token,
      body: { mode: 'product', orderId, customerId: cast.customerB.id },
    });
    expect({ status, code: body.code }).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
  });

  it.each([
    ['an expired token', 'TOKEN_EXPIRED'],
    ['a forged token', 'TOKEN_INVALID'],
  ])('answers 401 with the code for %s', async (_title, code) => {
    const token =
      code === 'TOKEN_EXPIRED' ? signAs(cast.customerA.id, 'customer', cast.demoId, () => Date.now() - 3_600_000) : `${cast.customerA.token.slice(0, -4)}AAAA`;
    const { status, body } = await call(ctx, 'GET', CHAT_PATHS.messages, { token, query: { customerId: cast.customerA.id } });
    expect({ status, code: body.code }).toEqual({ status: 401, code });
  });
});
