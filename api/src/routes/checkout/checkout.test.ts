import { and, asc, eq, inArray } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, ORDER_HISTORY_PATHS, ORDER_LIMITS, type CustomerOrdersAnswer } from '../../contracts';
import { cartItems, carts, messages, orderLines, orderPipelineStages, orders, paymentMilestones, productVariants } from '../../db/schema';
import { newId } from '../../db/ids';
import { describeEachDatabase } from '../../test/databases';
import { claimsOf, customerToken } from '../auth/auth-test-kit';
import { call, castOf, type Cast, type Person } from '../chat/chat-test-kit';
import { addAddress, createCheckoutShop, createOrderCall, mixedCart, newKey, totalsCall, type CheckoutShop } from './checkout-test-kit';

describeEachDatabase('checkout: totals and Create order', (ctx) => {
  let cast: Cast;
  let shop: CheckoutShop;
  let addressA: string;
  beforeAll(async () => {
    cast = await castOf(ctx);
    shop = await createCheckoutShop(ctx, cast.demoId);
    addressA = await addAddress(ctx, cast.customerA);
  });
  // Each case orders as customers holding no open unpaid orders, as if the earlier cases' orders were
  // paid: ORDER_LIMITS.maxOpenUnpaidOrders would refuse the later ones (its own proof: proof/order-limits).
  beforeEach(async () => {
    await ctx.db.update(orders).set({ paymentStatus: 'Paid' }).where(inArray(orders.customerId, [cast.customerA.id, cast.customerB.id]));
  });

  const ordersOf = async (numbers: string[]) =>
    ctx.db.select().from(orders).where(and(eq(orders.businessId, cast.demoId), inArray(orders.orderNumber, numbers))).orderBy(asc(orders.orderNumber));
  const stockOf = async (variantId: string) => (await ctx.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

  describe('Totals calculation', () => {
    it("prices the spec's mixed cart on the server, tax-inclusive as the product page: items, discount, GST, shipping and total in rupees", async () => {
      const { status, body } = await totalsCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: mixedCart(shop), deliveryAddress: addressA });
      expect(status).toBe(200);
      // items with GST: 2 x 1050 + 295 + 100 + 590; discount with GST: 2 x 210 + 59; shipping 50 → 2656.
      // GST 2 x 40 + 45 + 81 = 206: the saree ships from Tamil Nadu to Karnataka (IGST 80), the rest is
      // supplied at the business (CGST + SGST 63 each).
      expect(body.data).toEqual({
        subtotal: 3085,
        totalDiscount: 479,
        totalGst: 206,
        gst: { cgst: 63, sgst: 63, igst: 80 },
        shippingCost: 50,
        total: 2656,
        isShippingAvailable: true,
        shippingIssues: [],
        lines: [
          { productId: shop.saree.id, quantity: 2, amount: 1680, saving: 420 },
          { productId: shop.diya, quantity: 1, amount: 295, saving: 0 },
          { productId: shop.pickup, quantity: 1, amount: 100, saving: 0 },
          { productId: shop.draping.id, quantity: 1, amount: 531, saving: 59 },
        ],
      });
    });

    it('splits the GST into CGST and SGST when the dispatch point and the address are in one state, and before an address is chosen', async () => {
      const chennai = await addAddress(ctx, cast.customerA, '600001', 'Tamil Nadu');
      const within = await totalsCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: mixedCart(shop), deliveryAddress: chennai });
      expect(within.body.data).toMatchObject({ totalGst: 206, gst: { cgst: 103, sgst: 103, igst: 0 }, total: 2656 });
      const noAddress = await totalsCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: mixedCart(shop), deliveryAddress: null });
      expect(noAddress.body.data).toMatchObject({ totalGst: 206, gst: { cgst: 103, sgst: 103, igst: 0 }, total: 2656 });
    });

    it('reports the shipped products an address cannot reach, with the default message', async () => {
      const abroad = await addAddress(ctx, cast.customerA, '000000');
      const { body } = await totalsCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: mixedCart(shop), deliveryAddress: abroad });
      expect(body.data).toMatchObject({
        isShippingAvailable: false,
        shippingIssues: [{ productsIds: [shop.saree.id, shop.diya], message: 'This product cannot be shipped to your address.' }],
      });
    });

    it('refuses a price in the request (strict body)', async () => {
      const lines = mixedCart(shop).map((line) => ({ ...line, price: 1 }));
      const { status, body } = await totalsCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: lines, deliveryAddress: addressA });
      expect({ status, code: body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    });
  });

  describe('Create order', () => {
    it('makes one order per group with lines, a Pending milestone due a day later and pipeline stages', async () => {
      const { status, body } = await createOrderCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: mixedCart(shop), deliveryAddress: addressA, idempotencyKey: newKey() });
      expect(status).toBe(200);
      expect(body.data.orderIds).toHaveLength(4);
      expect(body.data.orderId).toBe(body.data.orderIds[0]);
      expect(body.data.orderIds.every((n) => /^[A-Z]+-\d+$/.test(n))).toBe(true);

      const made = await ordersOf(body.data.orderIds);
      const byTitle = Object.fromEntries(made.map((o) => [o.title, o]));
      expect(Object.keys(byTitle).sort()).toEqual(['Checkout diya', 'Checkout draping', 'Checkout pickup', 'Checkout saree']);
      const saree = byTitle['Checkout saree']!;
      expect(saree).toMatchObject({
        status: 'Active',
        paymentStatus: 'Pending',
        mode: 'product',
        subtotalPaise: 2000_00,
        totalDiscountPaise: 400_00,
        afterDiscountPaise: 1600_00,
        totalGstPaise: 80_00,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 80_00,
        shippingCostPaise: 50_00,
        finalAmountPaise: 1730_00,
        dispatchPointId: shop.dp1,
      });
      expect(saree.shipToAddress?.pincode).toBe('560001');
      expect(byTitle['Checkout draping']).toMatchObject({ mode: 'service', finalAmountPaise: 531_00, shipToAddress: null, cgstPaise: 40_50, sgstPaise: 40_50, igstPaise: 0 });
      expect(byTitle['Checkout pickup']).toMatchObject({ finalAmountPaise: 100_00, shippingCostPaise: 0 });

      const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, saree.id));
      expect(line).toMatchObject({ type: 'catalog-product', quantity: 2, quantityUnit: 'pcs', groupId: `dispatch:${shop.dp1}`, unitPricePaise: 800_00, gstAmountPaise: 80_00, amountPaise: 1680_00 });
      const [milestone] = await ctx.db.select().from(paymentMilestones).where(eq(paymentMilestones.orderId, saree.id));
      const tomorrow = new Date(saree.createdAt.getTime() + 86_400_000).toISOString().slice(0, 10);
      expect(milestone).toMatchObject({ status: 'Pending', amountPaise: 1730_00, dueDate: tomorrow });
      const stages = await ctx.db.select().from(orderPipelineStages).where(eq(orderPipelineStages.orderId, byTitle['Checkout draping']!.id)).orderBy(asc(orderPipelineStages.position));
      expect(stages.map((s) => [s.name, s.status])).toEqual([['Confirmed', 'Pending'], ['Scheduled', 'Pending'], ['Completed', 'Pending']]);
    });

    it("numbers orders on in the business's own series", async () => {
      const first = await createOrderCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: [{ productId: shop.pickup, quantity: 1, itemType: 'product' }], idempotencyKey: newKey() });
      const second = await createOrderCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: [{ productId: shop.pickup, quantity: 1, itemType: 'product' }], idempotencyKey: newKey() });
      const [prefix, n] = first.body.data.orderId.split('-');
      expect(second.body.data.orderId).toBe(`${prefix}-${Number(n) + 1}`);
    });

    const cartOf = async (customerId: string) => {
      await ctx.db.insert(carts).values({ id: newId(), businessId: cast.demoId, customerId }).onConflictDoNothing();
      const [cart] = await ctx.db.select().from(carts).where(and(eq(carts.businessId, cast.demoId), eq(carts.customerId, customerId)));
      return cart!.id;
    };

    it('orders the server cart as the server holds it, takes the stock, empties the cart and says Order Created in the chat', async () => {
      const cartId = await cartOf(cast.customerB.id);
      await ctx.db.insert(cartItems).values({ id: newId(), businessId: cast.demoId, cartId, productId: shop.saree.id, variantId: shop.saree.red, quantity: 3 });
      const before = await stockOf(shop.saree.red);
      const addressB = await addAddress(ctx, cast.customerB);
      const { status, body } = await createOrderCall(ctx, cast.customerB, { customerId: cast.customerB.id, deliveryAddress: addressB, idempotencyKey: newKey() });
      expect(status).toBe(200);
      expect(await stockOf(shop.saree.red)).toBe(before - 3);
      expect(await ctx.db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toEqual([]);
      const [order] = await ordersOf([body.data.orderId]);
      const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(lines.map((line) => [line.variantId, line.quantity])).toEqual([[shop.saree.red, 3]]);
      const notices = await ctx.db.select().from(messages).where(and(eq(messages.customerId, cast.customerB.id), eq(messages.message, CHECKOUT_MESSAGES.orderCreated)));
      expect(notices.map((m) => (m.payload as { orderId?: string } | null)?.orderId)).toContain(order!.id);
      const card = notices.find((m) => (m.payload as { orderId?: string } | null)?.orderId === order!.id);
      // 3 sarees shipped from Tamil Nadu to Karnataka: IGST
      expect((card!.payload as { totals?: unknown }).totals).toEqual({ subtotal: 3150, totalDiscount: 630, totalGst: 120, gst: { cgst: 0, sgst: 0, igst: 120 }, shippingCost: 50, total: 2570 });
    });

    it('orders Buy Now’s one line (`products`) and leaves the server cart as it is', async () => {
      const cartId = await cartOf(cast.customerB.id);
      await ctx.db.insert(cartItems).values({ id: newId(), businessId: cast.demoId, cartId, productId: shop.pickup, quantity: 1 });
      const { status } = await createOrderCall(ctx, cast.customerB, {
        customerId: cast.customerB.id,
        products: [{ productId: shop.pickup, quantity: 2, itemType: 'product' }],
        idempotencyKey: newKey(),
      });
      expect(status).toBe(200);
      expect((await ctx.db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).map((line) => line.quantity)).toEqual([1]);
    });

    it('refuses to order an empty server cart', async () => {
      await ctx.db.delete(cartItems).where(eq(cartItems.cartId, await cartOf(cast.customerB.id)));
      const { status, body } = await createOrderCall(ctx, cast.customerB, { customerId: cast.customerB.id, idempotencyKey: newKey() });
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: 'The cart is empty' });
    });

    it('shows each order’s totals block in History as the checkout did: items, discount, GST split, shipping and total adding up', async () => {
      const { body } = await createOrderCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: mixedCart(shop), deliveryAddress: addressA, idempotencyKey: newKey() });
      const made = await ordersOf(body.data.orderIds);
      const saree = made.find((o) => o.title === 'Checkout saree')!;
      const history = await call<CustomerOrdersAnswer>(ctx, 'POST', ORDER_HISTORY_PATHS.customerOrders, { token: cast.customerA.token, body: { customerId: cast.customerA.id, search: saree.orderNumber } });
      expect(history.body.orders[0]!.totals).toEqual({ subtotal: 2100, totalDiscount: 420, totalGst: 80, gst: { cgst: 0, sgst: 0, igst: 80 }, shippingCost: 50, total: 1730 });
      const draping = made.find((o) => o.title === 'Checkout draping')!;
      const service = await call<CustomerOrdersAnswer>(ctx, 'POST', ORDER_HISTORY_PATHS.customerOrders, { token: cast.customerA.token, body: { customerId: cast.customerA.id, search: draping.orderNumber } });
      expect(service.body.orders[0]!.totals).toEqual({ subtotal: 590, totalDiscount: 59, totalGst: 81, gst: { cgst: 40.5, sgst: 40.5, igst: 0 }, shippingCost: 0, total: 531 });
    });

    it('makes one order for the same idempotency key twice', async () => {
      const body = { customerId: cast.customerA.id, products: [{ productId: shop.pickup, quantity: 1, itemType: 'product' }], idempotencyKey: newKey() };
      const first = await createOrderCall(ctx, cast.customerA, body);
      const again = await createOrderCall(ctx, cast.customerA, body);
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(first.body.data);
      expect(await ordersOf(first.body.data.orderIds)).toHaveLength(1);
    });

    it('refuses a tampered price and changes nothing', async () => {
      const before = await stockOf(shop.saree.red);
      const { status, body } = await createOrderCall(ctx, cast.customerA, {
        customerId: cast.customerA.id,
        products: [{ productId: shop.saree.id, selectedVariant: shop.saree.red, quantity: 1, itemType: 'product', unitPrice: 1 }],
        deliveryAddress: addressA,
        idempotencyKey: newKey(),
      });
      expect({ status, code: body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
      const total = await createOrderCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: [], deliveryAddress: addressA, idempotencyKey: newKey(), finalAmount: 1 });
      expect(total.status).toBe(400);
      expect(await stockOf(shop.saree.red)).toBe(before);
    });

    it.each([
      ['a shippable product without an address', 'Delivery Address Required'],
      ['an address the products cannot reach', 'This product cannot be shipped to your address.'],
    ])('refuses %s with 400', async (name, message) => {
      const addressId = name.startsWith('an address') ? await addAddress(ctx, cast.customerA, '012345') : null;
      const { status, body } = await createOrderCall(ctx, cast.customerA, {
        customerId: cast.customerA.id,
        products: [{ productId: shop.diya, quantity: 1, itemType: 'product' }],
        deliveryAddress: addressId,
        idempotencyKey: newKey(),
      });
      expect({ status, message: body.message }).toEqual({ status: 400, message });
    });

    it('answers 409 Out of stock when the stock is short, and writes nothing', async () => {
      const key = newKey();
      const countOrders = async () => (await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, cast.customerA.id))).length;
      const ordersBefore = await countOrders();
      const stockBefore = await stockOf(shop.saree.red);
      expect(stockBefore + 1).toBeLessThanOrEqual(ORDER_LIMITS.maxUnitsPerLine);
      const { status, body } = await createOrderCall(ctx, cast.customerA, {
        customerId: cast.customerA.id,
        products: [
          { productId: shop.pickup, quantity: 1, itemType: 'product' },
          // one more than the stock, within ORDER_LIMITS.maxUnitsPerLine (the earlier cases took some of the 100)
          { productId: shop.saree.id, selectedVariant: shop.saree.red, quantity: stockBefore + 1, itemType: 'product' },
        ],
        deliveryAddress: addressA,
        idempotencyKey: key,
      });
      expect({ status, code: body.code }).toEqual({ status: 409, code: 'CONFLICT' });
      expect(body.message).toMatch(/^Out of stock/);
      expect(await countOrders()).toBe(ordersBefore);
      expect(await stockOf(shop.saree.red)).toBe(stockBefore);
    });
  });

  describe('who may create orders', () => {
    const lines = () => [{ productId: shop.pickup, quantity: 1, itemType: 'product' }];
    it.each<[string, (c: Cast) => Person | undefined, number, string]>([
      ['anonymous', () => undefined, 401, 'NO_TOKEN'],
      ['the owner', (c) => c.owner, 403, 'FORBIDDEN'],
      ['another customer naming A', (c) => c.customerB, 403, 'FORBIDDEN'],
      ["another business's customer", (c) => c.sunriseCustomer, 403, 'FORBIDDEN'],
    ])('refuses %s', async (_name, who, status, code) => {
      const answer = await createOrderCall(ctx, who(cast), { customerId: cast.customerA.id, products: lines(), idempotencyKey: newKey() });
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
      const totals = await totalsCall(ctx, who(cast), { customerId: cast.customerA.id, products: lines() });
      expect({ status: totals.status, code: totals.body.code }).toEqual({ status, code });
    });

    it("refuses another customer's address", async () => {
      const addressB = await addAddress(ctx, cast.customerB);
      const { status, body } = await createOrderCall(ctx, cast.customerA, {
        customerId: cast.customerA.id,
        products: [{ productId: shop.diya, quantity: 1, itemType: 'product' }],
        deliveryAddress: addressB,
        idempotencyKey: newKey(),
      });
      expect({ status, code: body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
      const totals = await totalsCall(ctx, cast.customerA, { customerId: cast.customerA.id, products: lines(), deliveryAddress: addressB });
      expect(totals.status).toBe(400);
    });
  });

  it('sells the last unit once to 50 concurrent buyers; stock ends at 0', async () => {
    // ten customers, five tries each: within each one's Create Order allowance (customer-limits.ts)
    const tokens = await Promise.all(Array.from({ length: 10 }, () => customerToken(ctx, cast.demoId)));
    const buyers: Person[] = tokens.map((token) => ({ token, id: claimsOf(token).sub, businessId: cast.demoId }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const buyer = buyers[i % buyers.length]!;
        return createOrderCall(ctx, buyer, {
          customerId: buyer.id,
          products: [{ productId: shop.lastUnit.id, selectedVariant: shop.lastUnit.only, quantity: 1, itemType: 'product' }],
          idempotencyKey: newKey(),
        });
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await stockOf(shop.lastUnit.only)).toBe(0);
    const sold = await ctx.db.select().from(orderLines).where(eq(orderLines.variantId, shop.lastUnit.only));
    expect(sold).toHaveLength(1);
  }, 60_000);
});
