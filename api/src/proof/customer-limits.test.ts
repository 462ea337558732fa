/**
 * One customer's bursts, end to end through the routes: chat messages and quick replies, uploads,
 * enquiries, Create Order and address writes, each fired the way a script would (all at once), must be
 * answered 429 past the customer's limit with the app's JSON error and Retry-After, while another
 * customer of the same shop goes on as before. With REDIS_URL, two API processes count one customer
 * together. The suite prints how many burst requests it fired and how many got through past the limit.
 */
import { ADDRESS_PATHS, CHAT_PATHS, CHECKOUT_PATHS, ENQUIRY_PATHS, UPLOAD_FILE_FIELD } from '../contracts';
import type { App } from '../app';
import { newId } from '../db/ids';
import { describeEachDatabase, type TestContext } from '../test/databases';
import { claimsOf, customerToken, extraApp } from '../routes/auth/auth-test-kit';
import { castOf, clientMessageId, type Cast, type Person } from '../routes/chat/chat-test-kit';
import { homeAddress } from '../routes/addresses/address-test-kit';
import { newKey } from '../routes/checkout/checkout-test-kit';
import { MULTIPART_TYPE, multipartBody } from '../routes/uploads/uploads-test-kit';
import { SAMPLE } from '../uploads/sample-files-test-kit';
import {
  ADDRESS_WRITES_PER_CUSTOMER,
  CHAT_MESSAGES_PER_CUSTOMER,
  CHAT_UPLOADS_PER_CUSTOMER,
  ENQUIRIES_PER_CUSTOMER,
  ORDERS_PER_CUSTOMER,
} from '../plugins/customer-limits';
import type { RateLimitSpec } from '../plugins/rate-limit';
import { AttackTally } from './login-abuse-kit';

/** Requests past the limit in every burst. */
const OVER = 10;

interface Answer {
  status: number;
  body: { message?: string; code?: string };
  retryAfter: string | undefined;
}

type Call = (app: App, who: Person, i: number) => Promise<Answer>;

async function inject(app: App, who: Person, url: string, payload: object | Buffer, contentType = 'application/json'): Promise<Answer> {
  const res = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${who.token}`, 'content-type': contentType }, payload });
  const retryAfter = res.headers['retry-after'];
  return { status: res.statusCode, body: res.json(), retryAfter: retryAfter === undefined ? undefined : String(retryAfter) };
}

const text: Call = (app, who, i) =>
  inject(app, who, CHAT_PATHS.sendMessage, { senderId: who.id, customerId: who.id, type: 'text', message: `Hello ${i}`, clientMessageId: clientMessageId() });

/** Every other one a quick reply: both count in one limit. */
const textOrCard: Call = (app, who, i) =>
  i % 2 === 0
    ? text(app, who, i)
    : inject(app, who, CHAT_PATHS.quickReply, {
        senderId: who.id,
        customerId: who.id,
        type: 'component',
        message: 'Order status',
        payload: { kind: 'topic', topic: { name: 'No such topic', type: 'custom', description: '', price: null, image: null } },
        clientMessageId: clientMessageId(),
      });

const upload: Call = (app, who) =>
  inject(app, who, `${CHAT_PATHS.upload}?kind=image`, multipartBody([{ field: UPLOAD_FILE_FIELD, name: 'saree.png', type: 'image/png', content: SAMPLE.png }]), MULTIPART_TYPE);

const enquiry: Call = (app, who) =>
  inject(app, who, ENQUIRY_PATHS.send, {
    customerId: who.id,
    withPrice: true,
    clientMessageId: clientMessageId(),
    items: [{ productId: newId(), quantity: 1, itemType: 'product' }],
  });

const order: Call = (app, who) => inject(app, who, CHECKOUT_PATHS.createOrder, { customerId: who.id, idempotencyKey: newKey() });

/** Adds and deletes in turn: one count for every kind of address write. */
const addressWrite: Call = (app, who, i) =>
  i % 2 === 0
    ? inject(app, who, ADDRESS_PATHS.add, { customerId: who.id, deliveryAddress: homeAddress({ name: `Home ${i}` }) })
    : inject(app, who, ADDRESS_PATHS.delete, { customerId: who.id, addressId: newId() });

const CASES: [title: string, spec: RateLimitSpec, call: Call][] = [
  ['chat messages and quick replies', CHAT_MESSAGES_PER_CUSTOMER, textOrCard],
  ['chat uploads', CHAT_UPLOADS_PER_CUSTOMER, upload],
  ['enquiries', ENQUIRIES_PER_CUSTOMER, enquiry],
  ['Create Order calls', ORDERS_PER_CUSTOMER, order],
  ['address writes', ADDRESS_WRITES_PER_CUSTOMER, addressWrite],
];

describeEachDatabase('customer limits', (ctx: TestContext) => {
  const tally = new AttackTally();
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });
  afterAll(() => tally.print(`[proof] customer limits [${ctx.kind}]`));

  describe.each(CASES)('%s', (title, spec, call) => {
    it(`answers a burst of ${spec.max + OVER} from one customer with ${spec.max} answers and ${OVER} x 429, and another customer goes on`, async () => {
      // every case its own customer, so the cases' counters start empty
      const [one, other] = await freshCustomers(ctx, cast, 2);
      const answers = await Promise.all(Array.from({ length: spec.max + OVER }, (_, i) => call(ctx.app, one!, i)));
      const limited = answers.filter((a) => a.status === 429);
      tally.add(`${title}: burst past ${spec.max}`, OVER, OVER - limited.length);

      expect(limited).toHaveLength(OVER);
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(limited[0]!.body).toEqual({ code: 'RATE_LIMITED', message: spec.message(Number(limited[0]!.retryAfter)) });
      expect(Number(limited[0]!.retryAfter)).toBeGreaterThan(0);
      expect(Number(limited[0]!.retryAfter)).toBeLessThanOrEqual(spec.timeWindowMs / 1_000);

      // the same call by another customer of the same shop is answered as before
      const others = await call(ctx.app, other!, 0);
      tally.add(`${title}: another customer refused`, 1, 0);
      expect(others.status).not.toBe(429);
    });
  });

  it('keeps counting a customer when the body names another customer (the token decides)', async () => {
    const [one, other] = await freshCustomers(ctx, cast, 2);
    const answers = await Promise.all(
      Array.from({ length: CHAT_MESSAGES_PER_CUSTOMER.max + OVER }, (_, i) =>
        // every other request claims to be the other customer: refused 403, and still one's own count
        inject(ctx.app, one!, CHAT_PATHS.sendMessage, { senderId: one!.id, customerId: i % 2 ? other!.id : one!.id, type: 'text', message: `Hi ${i}`, clientMessageId: clientMessageId() }),
      ),
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(OVER);
    expect((await text(ctx.app, other!, 0)).status).toBe(200);
  });

  const redisUrl = process.env.REDIS_URL;
  (redisUrl ? it : it.skip)('counts one customer across two API processes sharing the limits through Redis', async () => {
    const one = await extraApp(ctx, { env: { REDIS_URL: redisUrl! } });
    const two = await extraApp(ctx, { env: { REDIS_URL: redisUrl! } });
    try {
      // fresh customers on every run: the counters outlive the test in Redis for their window
      const [shopper, neighbour] = await freshCustomers(ctx, cast, 2);
      const burst = CHAT_MESSAGES_PER_CUSTOMER.max + OVER;
      const answers = await Promise.all(Array.from({ length: burst }, (_, i) => text(i % 2 ? two : one, shopper!, i)));
      const limited = answers.filter((a) => a.status === 429);
      tally.add('chat messages past the limit, two processes', OVER, OVER - limited.length);
      expect(limited).toHaveLength(OVER);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(CHAT_MESSAGES_PER_CUSTOMER.max);
      expect((await text(two, neighbour!, 0)).status).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

/** New customers of the demo shop, each with its own token (and so its own counters). */
async function freshCustomers(ctx: TestContext, cast: Cast, count: number): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < count; i += 1) {
    const token = await customerToken(ctx, cast.demoId);
    people.push({ token, id: claimsOf(token).sub, businessId: cast.demoId });
  }
  return people;
}
