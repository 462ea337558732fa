import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { CHAT_PATHS, ENQUIRY_MESSAGES, ENQUIRY_PATHS, SOCKET_EVENTS, type ChatMessage, type InboxMessageEvent } from '../../contracts';
import { messages } from '../../db/schema';
import { closeAll, connected, joinAs, nextEvent, openSocket, originOf } from '../../realtime/socket-test-kit';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, clientMessageId, type Cast } from '../../test/people-and-orders';
import { createEnquiryShop, enquiryCall, type EnquiryShop } from './enquiry-test-kit';

describeEachDatabase('Send enquiry request', (ctx) => {
  let cast: Cast;
  let shop: EnquiryShop;
  let sunriseShop: EnquiryShop;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    cast = await castOf(ctx);
    shop = await createEnquiryShop(ctx, cast.demoId);
    sunriseShop = await createEnquiryShop(ctx, cast.sunriseId);
  });
  afterEach(() => closeAll(sockets));

  const mixed = () => [
    { productId: shop.kurta.id, variantId: shop.kurta.large, quantity: 2, itemType: 'product' },
    { productId: shop.secret, quantity: 1, itemType: 'product' },
    { productId: shop.draping.id, packageId: shop.draping.single, quantity: 1, itemType: 'service' },
  ];

  describe('the card', () => {
    it('prices the detailed kind from the catalogue: line prices with tax, the hidden price null, the total of the priced lines', async () => {
      const { status, body } = await enquiryCall(ctx, cast.customerA, { withPrice: true, items: mixed() });
      expect(status).toBe(200);
      expect(body.newMessage).toMatchObject({ sender: 'user', senderId: cast.customerA.id, customerId: cast.customerA.id, type: 'component' });
      expect(body.newMessage.message).toBe(`${ENQUIRY_MESSAGES.detailedTitle}: Enquiry kurta × 2, Enquiry secret × 1, Enquiry draping × 1`);
      // Large 1200 + 5 % = 1260, x 2; Single 500 less 10 % = 450, + 18 % = 531.
      expect(body.newMessage.payload).toEqual({
        kind: 'enquiry',
        withPrice: true,
        items: [
          { productId: shop.kurta.id, name: 'Enquiry kurta', image: '/uploads/demo/catalogue/kurta.jpg', choice: 'Large', quantity: 2, price: 2520 },
          { productId: shop.secret, name: 'Enquiry secret', image: null, choice: null, quantity: 1, price: null },
          { productId: shop.draping.id, name: 'Enquiry draping', image: null, choice: 'Single', quantity: 1, price: 531 },
        ],
        total: 3051,
      });
    });

    it('never sends a hidden price, in the answer or in the stored message', async () => {
      const id = clientMessageId();
      const { body } = await enquiryCall(ctx, cast.customerA, { withPrice: true, clientMessageId: id, items: [{ productId: shop.secret, quantity: 3, itemType: 'product' }] });
      expect(JSON.stringify(body)).not.toMatch(/4321|43\.21|12963/);
      expect(body.newMessage.payload).toMatchObject({ items: [{ price: null }], total: null });
      const [row] = await ctx.db.select().from(messages).where(and(eq(messages.customerId, cast.customerA.id), eq(messages.clientMessageId, id)));
      expect(JSON.stringify(row)).not.toMatch(/4321|43\.21|12963/);
    });

    it('leaves every price out of an enquiry without prices, and takes the default variant when none is named', async () => {
      const { status, body } = await enquiryCall(ctx, cast.customerA, { withPrice: false, items: [{ productId: shop.kurta.id, quantity: 1, itemType: 'product' }] });
      expect(status).toBe(200);
      expect(body.newMessage.message).toBe(`${ENQUIRY_MESSAGES.title}: Enquiry kurta × 1`);
      expect(body.newMessage.payload).toEqual({
        kind: 'enquiry',
        withPrice: false,
        items: [{ productId: shop.kurta.id, name: 'Enquiry kurta', image: '/uploads/demo/catalogue/kurta.jpg', choice: 'Small', quantity: 1, price: null }],
        total: null,
      });
    });

    it('reaches the customer\'s sockets and the owners\' inbox live', async () => {
      const person = cast.customerB;
      const customer = openSocket(originOf(ctx.app), person.token, sockets);
      expect(await joinAs(customer, person.id)).toEqual({ ok: true });
      const owner = openSocket(originOf(ctx.app), cast.owner.token, sockets);
      await connected(owner);
      const toCustomer = nextEvent<ChatMessage>(customer, SOCKET_EVENTS.chatMessage);
      const toOwner = nextEvent<InboxMessageEvent>(owner, SOCKET_EVENTS.inboxMessage);
      const { body } = await enquiryCall(ctx, person, { withPrice: true, items: mixed() });
      expect(await toCustomer).toEqual(body.newMessage);
      expect(await toOwner).toEqual({ customerId: person.id, message: body.newMessage });
    });

    it('stores one message for a retried request with the same clientMessageId', async () => {
      const id = clientMessageId();
      const first = await enquiryCall(ctx, cast.customerA, { clientMessageId: id, items: mixed() });
      const again = await enquiryCall(ctx, cast.customerA, { clientMessageId: id, items: mixed() });
      expect(again.status).toBe(200);
      expect(again.body.newMessage._id).toBe(first.body.newMessage._id);
      const rows = await ctx.db.select().from(messages).where(and(eq(messages.customerId, cast.customerA.id), eq(messages.clientMessageId, id)));
      expect(rows).toHaveLength(1);
    });
  });

  describe('permissions', () => {
    it('refuses a guest with 401', async () => {
      const { status, body } = await enquiryCall(ctx, undefined, { customerId: cast.customerA.id, items: mixed() });
      expect({ status, code: body.code }).toEqual({ status: 401, code: 'NO_TOKEN' });
    });

    it("refuses another customer's id and an owner's token with 403, storing nothing", async () => {
      const id = clientMessageId();
      const other = await enquiryCall(ctx, cast.customerB, { customerId: cast.customerA.id, clientMessageId: id, items: mixed() });
      expect({ status: other.status, code: other.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
      const owner = await enquiryCall(ctx, cast.owner, { customerId: cast.customerA.id, items: mixed() });
      expect({ status: owner.status, code: owner.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(await ctx.db.select().from(messages).where(eq(messages.clientMessageId, id))).toHaveLength(0);
    });

    it("refuses another business's items, unpublished items and a wrong item type with 404", async () => {
      const foreign = await enquiryCall(ctx, cast.customerA, { items: [{ productId: sunriseShop.kurta.id, quantity: 1, itemType: 'product' }] });
      expect({ status: foreign.status, code: foreign.body.code }).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      const fromSunrise = await enquiryCall(ctx, cast.sunriseCustomer, { items: [{ productId: shop.kurta.id, quantity: 1, itemType: 'product' }] });
      expect(fromSunrise.status).toBe(404);
      const draft = await enquiryCall(ctx, cast.customerA, { items: [{ productId: shop.draft, quantity: 1, itemType: 'product' }] });
      expect(draft.status).toBe(404);
      const wrongType = await enquiryCall(ctx, cast.customerA, { items: [{ productId: shop.kurta.id, quantity: 1, itemType: 'service' }] });
      expect(wrongType.status).toBe(404);
    });

    it("refuses a variant or package that is not the item's own with 400", async () => {
      const foreignVariant = await enquiryCall(ctx, cast.customerA, { items: [{ productId: shop.kurta.id, variantId: sunriseShop.kurta.large, quantity: 1, itemType: 'product' }] });
      expect({ status: foreignVariant.status, code: foreignVariant.body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
      const foreignPackage = await enquiryCall(ctx, cast.customerA, { items: [{ productId: shop.draping.id, packageId: sunriseShop.draping.single, quantity: 1, itemType: 'service' }] });
      expect(foreignPackage.status).toBe(400);
    });
  });

  it('is described in the OpenAPI document with its body and error answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    const operation = res.json().paths[ENQUIRY_PATHS.send]?.post;
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    expect(JSON.stringify(operation?.requestBody)).toContain('clientMessageId');
  });

  describe('validation', () => {
    it.each([
      ['a price from the client', { items: [{ productId: '0'.repeat(24), quantity: 1, itemType: 'product', price: 1 }] }],
      ['a name from the client', { items: [{ productId: '0'.repeat(24), quantity: 1, itemType: 'product', name: 'Free' }] }],
      ['no items', { items: [] }],
      ['a quantity of 0', { items: [{ productId: '0'.repeat(24), quantity: 0, itemType: 'product' }] }],
      ['a fractional quantity', { items: [{ productId: '0'.repeat(24), quantity: 1.5, itemType: 'product' }] }],
      ['a malformed product id', { items: [{ productId: 'kurta', quantity: 1, itemType: 'product' }] }],
      ['an unknown item type', { items: [{ productId: '0'.repeat(24), quantity: 1, itemType: 'gift' }] }],
      ['a malformed clientMessageId', { clientMessageId: 'x', items: [{ productId: '0'.repeat(24), quantity: 1, itemType: 'product' }] }],
      ['a total from the client', { total: 1, items: [{ productId: '0'.repeat(24), quantity: 1, itemType: 'product' }] }],
      ['no withPrice', { withPrice: undefined, items: [{ productId: '0'.repeat(24), quantity: 1, itemType: 'product' }] }],
    ])('refuses %s with 400', async (_case, body) => {
      const { status, body: answer } = await enquiryCall(ctx, cast.customerA, body);
      expect({ status, code: answer.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
      expect(typeof answer.message).toBe('string');
    });

    it('refuses an enquiry card made up by the client through quick reply', async () => {
      const { status } = await call(ctx, 'POST', CHAT_PATHS.quickReply, {
        token: cast.customerA.token,
        body: {
          senderId: cast.customerA.id,
          customerId: cast.customerA.id,
          message: '',
          type: 'component',
          payload: { kind: 'enquiry', withPrice: true, items: [{ productId: shop.secret, name: 'Enquiry secret', image: null, choice: null, quantity: 1, price: 1 }], total: 1 },
          clientMessageId: clientMessageId(),
        },
      });
      expect(status).toBe(400);
    });
  });
});
