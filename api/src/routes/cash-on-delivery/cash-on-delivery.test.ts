/**
 * Cash on delivery through the API: the owner's offer and limit, the shopper's confirmation with a fresh
 * phone code bound to one order, and the owner's Collected (the milestone Paid) or Refused on delivery
 * (the order closed, its stock back once). Orders are placed through Create Order, so they hold real stock.
 */
import { and, eq } from 'drizzle-orm';
import {
  COD_MESSAGES,
  COD_PATHS,
  codLine,
  OWNER_PAYMENT_SETTINGS_PATHS,
  ORDER_HISTORY_PATHS,
  ORDER_UPDATE_LINES,
  PAYMENT_PATHS,
  type CodConfirmAnswer,
  type CodSendCodeAnswer,
  type CustomerOrdersAnswer,
  type OwnerOrderAnswer,
  type PaymentMethodsAnswer,
  type PaymentSettingsAnswer,
} from '../../contracts';
import { codCodes, orders, stockMovements } from '../../db/schema';
import { expireUnpaidOrders } from '../../jobs/expire-unpaid-orders';
import { buyers } from '../../proof/stock-concurrency-kit';
import { createReturnShop, stockCounts, type ReturnShop } from '../../proof/stock-return-kit';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, createOrder, type Cast, type Person } from '../../test/people-and-orders';
import { smsOf } from '../auth/auth-test-kit';
import { createOrderCall, newKey } from '../checkout/checkout-test-kit';
import { cardsOf } from '../orders/order-cards-test-kit';

const UNITS = 50;
const DAY = 24 * 60 * 60_000;

describeEachDatabase('cash on delivery', (ctx) => {
  let cast: Cast;
  let shop: ReturnShop;
  beforeAll(async () => {
    cast = await castOf(ctx);
    shop = await createReturnShop(ctx.db, cast.demoId, UNITS);
  });

  const saveCod = (who: Person | undefined, body: Record<string, unknown>) =>
    call<PaymentSettingsAnswer>(ctx, 'POST', COD_PATHS.settings, { token: who?.token, body });
  const sendCode = (who: Person, orderId: string) => call<CodSendCodeAnswer>(ctx, 'POST', COD_PATHS.sendCode, { token: who.token, body: { orderId } });
  const confirm = (who: Person, orderId: string, code: string) =>
    call<CodConfirmAnswer>(ctx, 'POST', COD_PATHS.confirm, { token: who.token, body: { orderId, code } });
  const collected = (who: Person, orderId: string) => call<OwnerOrderAnswer>(ctx, 'POST', COD_PATHS.collected, { token: who.token, body: { orderId } });
  const refused = (who: Person, orderId: string) => call<OwnerOrderAnswer>(ctx, 'POST', COD_PATHS.refused, { token: who.token, body: { orderId } });
  /** The newest cash-on-delivery code the recording SMS adapter holds. */
  const lastCodCode = () => smsOf(ctx.app).sent.filter((m) => m.purpose === 'cash-on-delivery').at(-1)?.code ?? '';
  const orderRow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  /** `quantity` lamps (900 each) ordered through Create Order by a new shopper; answers the order row and the shopper. */
  const placeOrder = async (quantity = 1) => {
    const [shopper] = await buyers(ctx, cast.demoId, 1);
    const { status, body } = await createOrderCall(ctx, shopper!, {
      customerId: shopper!.id,
      products: [{ productId: shop.lamp.id, quantity, itemType: 'product' }],
      idempotencyKey: newKey(),
    });
    expect(status).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(and(eq(orders.businessId, cast.demoId), eq(orders.orderNumber, body.data.orderId)));
    return { order: order!, shopper: shopper! };
  };
  /** An order confirmed as cash on delivery with its code. */
  const codOrder = async (quantity = 1) => {
    const placed = await placeOrder(quantity);
    expect((await sendCode(placed.shopper, placed.order.id)).status).toBe(200);
    expect((await confirm(placed.shopper, placed.order.id, lastCodCode())).status).toBe(200);
    return placed;
  };

  describe("the owner's setting", () => {
    it('turns it on with a limit in rupees, kept in paise, and the payment settings and the checkout read it', async () => {
      const saved = await saveCod(cast.owner, { enabled: true, limit: 2000 });
      expect(saved.status).toBe(200);
      expect(saved.body.data.cashOnDelivery).toEqual({ enabled: true, limit: 2000 });
      const read = await call<PaymentSettingsAnswer>(ctx, 'GET', OWNER_PAYMENT_SETTINGS_PATHS.read, { token: cast.owner.token });
      expect(read.body.data.cashOnDelivery).toEqual({ enabled: true, limit: 2000 });
      const methods = await call<PaymentMethodsAnswer>(ctx, 'POST', PAYMENT_PATHS.methods, {
        token: cast.customerA.token,
        body: { customerId: cast.customerA.id, subdomain: 'demo' },
      });
      expect(methods.body.cashOnDelivery).toEqual({ enabled: true, limit: 2000 });
      // the other business is untouched
      const other = await call<PaymentSettingsAnswer>(ctx, 'GET', OWNER_PAYMENT_SETTINGS_PATHS.read, { token: cast.otherOwner.token });
      expect(other.body.data.cashOnDelivery).toEqual({ enabled: false, limit: 0 });
    });

    it.each([
      [{ enabled: true }, COD_MESSAGES.limitRequired],
      [{ enabled: true, limit: 0 }, COD_MESSAGES.limitRange],
      [{ enabled: true, limit: 99.5 }, COD_MESSAGES.limitRange],
      [{ enabled: true, limit: 100_001 }, COD_MESSAGES.limitRange],
    ])('refuses %j, naming the limit', async (body, message) => {
      const res = await saveCod(cast.owner, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(`limit: ${message}`);
    });

    it("is the owner's alone", async () => {
      expect((await saveCod(cast.customerA, { enabled: true, limit: 10 })).status).toBe(403);
      expect((await saveCod(undefined, { enabled: true, limit: 10 })).status).toBe(401);
    });

    it('off without a limit keeps the limit for next time', async () => {
      expect((await saveCod(cast.owner, { enabled: false })).body.data.cashOnDelivery).toEqual({ enabled: false, limit: 2000 });
      expect((await saveCod(cast.owner, { enabled: true, limit: 2000 })).body.data.cashOnDelivery).toEqual({ enabled: true, limit: 2000 });
    });
  });

  describe('the shopper confirms with a phone code', () => {
    it("sends one SMS to the shopper's own phone, then the code makes the order cash on delivery, said in History and the chat", async () => {
      const { order, shopper } = await placeOrder();
      const sentBefore = smsOf(ctx.app).sent.length;
      const sent = await sendCode(shopper, order.id);
      expect(sent.status).toBe(200);
      const messages = smsOf(ctx.app).sent.slice(sentBefore);
      expect(messages).toHaveLength(1);
      const [customer] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(messages[0]).toMatchObject({ purpose: 'cash-on-delivery', subdomain: 'demo' });
      expect(sent.body.sentTo).toMatch(new RegExp(`^\\+91 \\*{6}${messages[0]!.phoneNumber.slice(-4)}$`));
      expect(customer!.codConfirmedAt).toBeNull();

      const confirmed = await confirm(shopper, order.id, messages[0]!.code);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toEqual({ orderId: order.id, cashOnDelivery: true, amount: 900 });
      expect((await orderRow(order.id)).codConfirmedAt).not.toBeNull();

      const history = await call<CustomerOrdersAnswer>(ctx, 'POST', ORDER_HISTORY_PATHS.customerOrders, { token: shopper.token, body: { customerId: shopper.id } });
      expect(history.body.orders.find((o) => o._id === order.id)).toMatchObject({ cashOnDelivery: true, paymentStatus: 'Pending' });
      expect((await cardsOf(ctx, shopper.id, order.id)).map((c) => c.message)).toContain(codLine('₹900'));
    });

    it('needs a code sent for that order: none sent, or one of another order, confirms nothing', async () => {
      const first = await placeOrder();
      expect((await confirm(first.shopper, first.order.id, '123456')).body.message).toBe(COD_MESSAGES.codeExpired);
      const second = await createOrder(ctx, first.shopper, { unitPrice: 500 });
      await sendCode(first.shopper, second);
      const res = await confirm(first.shopper, first.order.id, lastCodCode());
      expect(res.status).toBe(400);
      expect((await orderRow(first.order.id)).codConfirmedAt).toBeNull();
    });

    it('refuses a wrong code, then the right one works once; it is used up', async () => {
      const { order, shopper } = await placeOrder();
      await sendCode(shopper, order.id);
      const code = lastCodCode();
      const wrong = code === '000000' ? '111111' : '000000';
      const refusedTry = await confirm(shopper, order.id, wrong);
      expect(refusedTry.status).toBe(400);
      expect(refusedTry.body.message).toBe(COD_MESSAGES.codeWrong);
      expect((await confirm(shopper, order.id, code)).status).toBe(200);
      const again = await confirm(shopper, order.id, code);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(COD_MESSAGES.alreadyCod);
      const [row] = await ctx.db.select().from(codCodes).where(eq(codCodes.orderId, order.id));
      expect(row!.consumedAt).not.toBeNull();
    });

    it('refuses an expired code', async () => {
      const { order, shopper } = await placeOrder();
      await sendCode(shopper, order.id);
      await ctx.db.update(codCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(codCodes.orderId, order.id));
      const res = await confirm(shopper, order.id, lastCodCode());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(COD_MESSAGES.codeExpired);
    });

    it("locks the code after 5 wrong tries, like a login code", async () => {
      const { order, shopper } = await placeOrder();
      await sendCode(shopper, order.id);
      const code = lastCodCode();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) await confirm(shopper, order.id, wrong);
      const res = await confirm(shopper, order.id, code);
      expect(res.body.message).toBe(COD_MESSAGES.codeLocked);
    });

    it("answers 404 for another customer's order and sends nothing", async () => {
      const { order } = await placeOrder();
      const sentBefore = smsOf(ctx.app).sent.length;
      expect((await sendCode(cast.customerB, order.id)).status).toBe(404);
      expect((await confirm(cast.customerB, order.id, '123456')).status).toBe(404);
      expect(smsOf(ctx.app).sent.length).toBe(sentBefore);
    });

    it('asks for a new code at most once in 30 seconds per phone, as login codes', async () => {
      const { order, shopper } = await placeOrder();
      expect((await sendCode(shopper, order.id)).status).toBe(200);
      const again = await sendCode(shopper, order.id);
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('RATE_LIMITED');
    });

    it('refuses an order over the limit, or when the shop turned it off, whatever the client sends, at either step', async () => {
      const big = await placeOrder(3); // 2,700 > 2,000
      const over = await sendCode(big.shopper, big.order.id);
      expect(over.status).toBe(409);
      expect(over.body.message).toBe(COD_MESSAGES.overLimit('₹2,000'));

      const small = await placeOrder();
      await sendCode(small.shopper, small.order.id);
      await saveCod(cast.owner, { enabled: false });
      try {
        const off = await confirm(small.shopper, small.order.id, lastCodCode());
        expect(off.status).toBe(409);
        expect(off.body.message).toBe(COD_MESSAGES.off);
        expect((await orderRow(small.order.id)).codConfirmedAt).toBeNull();
      } finally {
        await saveCod(cast.owner, { enabled: true, limit: 2000 });
      }
    });

    it('never expires unpaid, while an order not confirmed does', async () => {
      const { order: cod } = await codOrder();
      const { order: plain } = await placeOrder();
      await expireUnpaidOrders(ctx.app, new Date(Date.now() + 30 * DAY));
      expect((await orderRow(cod.id)).status).toBe('Active');
      expect((await orderRow(plain.id)).status).toBe('Cancelled');
    });
  });

  describe("the owner's Collected", () => {
    it("marks every milestone Paid, says 'Payment Received' in the chat once, and again changes nothing", async () => {
      const { order, shopper } = await codOrder();
      const res = await collected(cast.owner, order.id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ paymentStatus: 'Paid', cashOnDelivery: true });
      expect(res.body.data.paymentMilestones.every((m) => m.status === 'Paid')).toBe(true);
      expect((await collected(cast.owner, order.id)).status).toBe(200);
      expect((await cardsOf(ctx, shopper.id, order.id)).filter((c) => c.message === ORDER_UPDATE_LINES.paymentReceived)).toHaveLength(1);
    });

    it('is refused for an order not paid in cash on delivery, of another business, or by a customer', async () => {
      const { order } = await placeOrder();
      const notCod = await collected(cast.owner, order.id);
      expect(notCod.status).toBe(409);
      expect(notCod.body.message).toBe(COD_MESSAGES.notCod);
      const { order: cod } = await codOrder();
      expect((await collected(cast.otherOwner, cod.id)).status).toBe(404);
      expect((await collected(cast.customerA, cod.id)).status).toBe(403);
      expect((await orderRow(cod.id)).paymentStatus).toBe('Pending');
    });
  });

  describe("the owner's Refused on delivery", () => {
    it('closes the order and gives its stock back once, with movements naming the order, and one card', async () => {
      const before = (await stockCounts(ctx.db, shop)).lamp!;
      const { order, shopper } = await codOrder(2);
      expect((await stockCounts(ctx.db, shop)).lamp).toBe(before - 2);

      const res = await refused(cast.owner, order.id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'Cancelled', cancelReason: 'refused' });
      expect((await stockCounts(ctx.db, shop)).lamp).toBe(before);
      expect((await refused(cast.owner, order.id)).status).toBe(200);
      expect((await stockCounts(ctx.db, shop)).lamp).toBe(before);

      const moves = await ctx.db.select().from(stockMovements).where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'refused')));
      expect(moves.map((m) => m.delta)).toEqual([2]);
      expect((await cardsOf(ctx, shopper.id, order.id)).filter((c) => c.message === COD_MESSAGES.refusedLine)).toHaveLength(1);
      // a refused parcel is never collected
      expect((await collected(cast.owner, order.id)).status).toBe(409);
    });

    it('is refused for a collected order and for an order not paid in cash on delivery', async () => {
      const { order } = await codOrder();
      await collected(cast.owner, order.id);
      const paid = await refused(cast.owner, order.id);
      expect(paid.status).toBe(409);
      expect(paid.body.message).toBe(COD_MESSAGES.notRefusable('Paid'));
      const { order: plain } = await placeOrder();
      expect((await refused(cast.owner, plain.id)).body.message).toBe(COD_MESSAGES.notCod);
      expect((await refused(cast.otherOwner, order.id)).status).toBe(404);
    });
  });
});
