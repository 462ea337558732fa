import { PAYMENT_MESSAGES, PAYMENT_PATHS, PAYMENT_REFUSALS, SANDBOX_GATEWAY_PATHS, type PaymentIntegrationAnswer } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, createOrder, type Cast } from '../../test/people-and-orders';
import { PAYMENT_ERRORS } from './payment-caller';
import { approve, initOnline, integrationsOf, paymentStateOf, signed, verify } from './payments-test-kit';
import { VERIFY_MESSAGES } from './verify-online';

describeEachDatabase('online payments through the sandbox gateway', (ctx) => {
  let cast: Cast;
  let gateways: Awaited<ReturnType<typeof integrationsOf>>;
  beforeAll(async () => {
    cast = await castOf(ctx);
    gateways = await integrationsOf(ctx, cast.demoId);
  });

  const twoMilestones = [
    { label: 'Advance', share: 0.4, dueDate: '2030-01-02' },
    { label: 'Balance', share: 0.6, dueDate: '2030-02-02' },
  ];

  describe('get payment integration', () => {
    const get = (token: string | undefined, body: Record<string, unknown>) => call<PaymentIntegrationAnswer>(ctx, 'POST', PAYMENT_PATHS.integration, { token, body });

    it("answers the manual sheet's options and details, never a secret", async () => {
      const res = await get(cast.customerA.token, { gatewayId: gateways.manual.id, customerId: cast.customerA.id, subdomain: 'demo' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ _id: gateways.manual.id, type: 'manual', name: 'Pay by UPI / QR', config: { testMode: false } });
      expect(res.body.data.config.options.map((o) => o.key)).toEqual(['qrCode', 'upi', 'phone']);
      expect(res.body.data.config.details).toMatchObject({ upiId: 'kaverihandlooms@okaxis', phoneNumber: '+919845012345' });
    });

    it('answers an online gateway without its key secret', async () => {
      const res = await get(cast.customerA.token, { gatewayId: gateways.sandbox.id, customerId: cast.customerA.id, subdomain: 'demo' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ _id: gateways.sandbox.id, type: 'online', name: gateways.sandbox.name, config: { testMode: true, options: [], details: null } });
      expect(JSON.stringify(res.body)).not.toContain('sandbox_secret');
    });

    it.each([
      ['anonymous', (): string | undefined => undefined, () => cast.customerA.id, 401],
      ["an owner's token", () => cast.owner.token, () => cast.customerA.id, 403],
      ['a customer naming another customer', () => cast.customerB.token, () => cast.customerA.id, 403],
    ] as const)('refuses %s', async (_who, token, customerId, status) => {
      const res = await get(token(), { gatewayId: gateways.manual.id, customerId: customerId(), subdomain: 'demo' });
      expect(res.status).toBe(status);
      expect(JSON.stringify(res.body)).not.toContain('okaxis');
    });

    it(`answers "${PAYMENT_MESSAGES.notConfigured}" for a business that selected no gateway or a gateway it does not have`, async () => {
      const sunrise = await get(cast.sunriseCustomer.token, { gatewayId: gateways.manual.id, customerId: cast.sunriseCustomer.id, subdomain: 'sunrise' });
      expect(sunrise).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.notConfigured } });
      const unknown = await get(cast.customerA.token, { gatewayId: 'a'.repeat(24), customerId: cast.customerA.id, subdomain: 'demo' });
      expect(unknown).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.notConfigured } });
    });
  });

  describe('permissions of initialise', () => {
    let orderOfA: string;
    beforeAll(async () => {
      orderOfA = await createOrder(ctx, cast.customerA);
    });

    it.each([
      ['anonymous', () => ({ token: undefined, customerId: cast.customerA.id, subdomain: 'demo' }), 401],
      ["an owner's token", () => ({ token: cast.owner.token, customerId: cast.customerA.id, subdomain: 'demo' }), 403],
      ['another customer naming the owner of the order', () => ({ token: cast.customerB.token, customerId: cast.customerA.id, subdomain: 'demo' }), 403],
      ['another customer of the business, as himself', () => ({ token: cast.customerB.token, customerId: cast.customerB.id, subdomain: 'demo' }), 404],
      ["another business's customer on this site", () => ({ token: cast.sunriseCustomer.token, customerId: cast.sunriseCustomer.id, subdomain: 'demo' }), 403],
      ["another business's customer on its own site", () => ({ token: cast.sunriseCustomer.token, customerId: cast.sunriseCustomer.id, subdomain: 'sunrise' }), 409],
    ] as const)('refuses %s and records no attempt', async (_who, caller, status) => {
      const { token, customerId, subdomain } = caller();
      const res = await call(ctx, 'POST', PAYMENT_PATHS.initOnline, { token, body: { gatewayId: gateways.sandbox.id, customerId, subdomain, orderId: orderOfA } });
      expect(res.status).toBe(status);
      expect((await paymentStateOf(ctx, orderOfA)).attempts).toEqual([]);
    });

    it(`answers "${PAYMENT_MESSAGES.notConfigured}" when the gateway is the manual one`, async () => {
      const res = await initOnline(ctx, cast.customerA, gateways.manual.id, orderOfA);
      expect(res).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.notConfigured } });
    });

    it('refuses a Cancelled order and an order with nothing left to pay', async () => {
      const cancelled = await createOrder(ctx, cast.customerA, { status: 'Cancelled' });
      expect((await initOnline(ctx, cast.customerA, gateways.sandbox.id, cancelled)).status).toBe(409);
      const paid = await createOrder(ctx, cast.customerA, { milestones: [{ label: 'Full', share: 1, dueDate: '2030-01-01', paidAt: new Date() }] });
      expect(await initOnline(ctx, cast.customerA, gateways.sandbox.id, paid)).toMatchObject({ status: 409, body: { message: PAYMENT_ERRORS.nothingDue().message } });
    });
  });

  describe('initialise, approve in the sandbox, verify', () => {
    it("creates a gateway order for the first Pending milestone's amount and records the attempt", async () => {
      const orderId = await createOrder(ctx, cast.customerA, { unitPrice: 1000, milestones: twoMilestones });
      const before = await paymentStateOf(ctx, orderId);
      const res = await initOnline(ctx, cast.customerA, gateways.sandbox.id, orderId);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        keyId: 'rzp_test_kaveridemo',
        amount: 40000,
        currency: 'INR',
        businessName: 'Kaveri Handlooms & Home',
        checkoutScriptUrl: SANDBOX_GATEWAY_PATHS.script,
        milestoneId: before.milestones[0]?.id,
      });
      expect(res.body.data.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
      const after = await paymentStateOf(ctx, orderId);
      expect(after.attempts).toEqual([expect.objectContaining({ id: res.body.data.paymentAttemptId, status: 'created', paymentId: null })]);
      expect(after.milestones).toEqual(before.milestones);
    });

    it('marks the milestone Paid and the order Partially Paid, publishes order-updated, and is idempotent', async () => {
      const orderId = await createOrder(ctx, cast.customerA, { milestones: twoMilestones });
      const init = (await initOnline(ctx, cast.customerA, gateways.sandbox.id, orderId)).body.data;
      const approved = await approve(ctx, init.order_id);
      expect(approved.status).toBe(200);
      expect(approved.body.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
      const events = jest.spyOn(ctx.app.realtime, 'toCustomer');

      const first = await verify(ctx, cast.customerA.token, { ...approved.body, paymentAttemptId: init.paymentAttemptId });
      expect(first).toMatchObject({ status: 200, body: { message: VERIFY_MESSAGES.verified } });
      const paid = await paymentStateOf(ctx, orderId);
      expect(paid.order?.paymentStatus).toBe('Partially Paid');
      expect(paid.milestones.map((m) => m.status)).toEqual(['Paid', 'Pending']);
      expect(paid.milestones[0]?.paidAt).toBeInstanceOf(Date);
      expect(paid.attempts[0]).toMatchObject({ status: 'paid', paymentId: approved.body.razorpay_payment_id });
      expect(events).toHaveBeenCalledWith(cast.demoId, cast.customerA.id, 'order-updated', expect.objectContaining({ orderId, paymentStatus: 'Partially Paid' }));

      events.mockClear();
      const again = await verify(ctx, cast.customerA.token, { ...approved.body, paymentAttemptId: init.paymentAttemptId });
      expect(again).toMatchObject({ status: 200, body: { message: VERIFY_MESSAGES.verified } });
      expect(await paymentStateOf(ctx, orderId)).toEqual(paid);
      expect(events).not.toHaveBeenCalled();
      events.mockRestore();

      // The next payment pays the balance; then the order is Paid.
      const balance = (await initOnline(ctx, cast.customerA, gateways.sandbox.id, orderId)).body.data;
      expect(balance.milestoneId).toBe(paid.milestones[1]?.id);
      const approvedBalance = await approve(ctx, balance.order_id);
      expect((await verify(ctx, cast.customerA.token, { ...approvedBalance.body, paymentAttemptId: balance.paymentAttemptId })).status).toBe(200);
      expect((await paymentStateOf(ctx, orderId)).order?.paymentStatus).toBe('Paid');
    });

    it('pays the demo shopper\'s KHH-1002 balance after she logs in with her code', async () => {
      const { loginCustomer } = await import('../auth/auth-test-kit');
      const { DEMO_CUSTOMER } = await import('../../db/seed/demo/customers');
      const asha = await loginCustomer(ctx, { phoneNumber: DEMO_CUSTOMER.phoneNumber });
      const history = await call<{ orders: { _id: string; orderId: string }[] }>(ctx, 'POST', '/business_website/chat_widget/customer_orders', {
        token: asha.token,
        body: { customerId: asha.customerId, search: 'KHH-1002' },
      });
      const orderId = history.body.orders[0]?._id ?? '';
      const person = { token: asha.token, id: asha.customerId, businessId: asha.businessId };
      const init = await initOnline(ctx, person, gateways.sandbox.id, orderId);
      expect(init.status).toBe(200);
      const approved = await approve(ctx, init.body.data.order_id);
      expect((await verify(ctx, asha.token, { ...approved.body, paymentAttemptId: init.body.data.paymentAttemptId })).status).toBe(200);
      const state = await paymentStateOf(ctx, orderId);
      expect(state.order?.paymentStatus).toBe('Paid');
      expect(state.milestones.map((m) => m.status)).toEqual(['Paid', 'Paid']);
    });
  });

  describe('signatures that are refused and change nothing', () => {
    let orderId: string;
    let attempt: { order_id: string; paymentAttemptId: string };
    let other: { order_id: string; paymentAttemptId: string };
    beforeAll(async () => {
      orderId = await createOrder(ctx, cast.customerA, { milestones: twoMilestones });
      attempt = (await initOnline(ctx, cast.customerA, gateways.sandbox.id, orderId)).body.data;
      const otherOrder = await createOrder(ctx, cast.customerA);
      other = (await initOnline(ctx, cast.customerA, gateways.sandbox.id, otherOrder)).body.data;
    });

    it.each([
      ['forged with another secret', () => signed(attempt.order_id, 'pay_AAAAAAAAAAAAAA', 'not-the-sandbox-secret-at-all-000'), 400],
      ['forged by changing the payment id after signing', () => ({ ...signed(attempt.order_id, 'pay_AAAAAAAAAAAAAA'), razorpay_payment_id: 'pay_BBBBBBBBBBBBBB' }), 400],
      ['mismatched: a valid signature of another attempt\'s order', () => signed(other.order_id, 'pay_CCCCCCCCCCCCCC'), 400],
      ['not hex at all', () => ({ ...signed(attempt.order_id, 'pay_DDDDDDDDDDDDDD'), razorpay_signature: 'x' }), 400],
    ] as const)('refuses a signature %s', async (_title, body, status) => {
      const before = await paymentStateOf(ctx, orderId);
      const res = await verify(ctx, cast.customerA.token, { ...body(), paymentAttemptId: attempt.paymentAttemptId });
      expect(res.status).toBe(status);
      expect(await paymentStateOf(ctx, orderId)).toEqual(before);
    });

    it.each([
      ['anonymous', (): string | undefined => undefined, 401],
      ["an owner's token", () => cast.owner.token, 403],
      ['another customer of the business', () => cast.customerB.token, 404],
      ["another business's customer", () => cast.sunriseCustomer.token, 404],
    ] as const)('refuses a valid signature sent by %s', async (_who, token, status) => {
      const before = await paymentStateOf(ctx, orderId);
      const res = await verify(ctx, token(), { ...signed(attempt.order_id, 'pay_EEEEEEEEEEEEEE'), paymentAttemptId: attempt.paymentAttemptId });
      expect(res.status).toBe(status);
      expect(await paymentStateOf(ctx, orderId)).toEqual(before);
    });

    it('refuses another valid payment on an attempt already paid, keeping it to refund', async () => {
      const approved = await approve(ctx, attempt.order_id);
      expect((await verify(ctx, cast.customerA.token, { ...approved.body, paymentAttemptId: attempt.paymentAttemptId })).status).toBe(200);
      const paid = await paymentStateOf(ctx, orderId);
      const replay = await verify(ctx, cast.customerA.token, { ...signed(attempt.order_id, 'pay_FFFFFFFFFFFFFF'), paymentAttemptId: attempt.paymentAttemptId });
      expect(replay).toMatchObject({ status: 409, body: { message: PAYMENT_REFUSALS.alreadyPaid } });
      expect(await paymentStateOf(ctx, orderId)).toEqual(paid);
      // The sandbox no longer approves a paid order.
      expect((await approve(ctx, attempt.order_id)).status).toBe(404);
    });
  });

  describe('the sandbox checkout', () => {
    it('serves a window.Razorpay script and a self-contained page with Approve and Decline', async () => {
      const script = await ctx.app.inject({ method: 'GET', url: SANDBOX_GATEWAY_PATHS.script });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      expect(script.body).toContain('window.Razorpay = Razorpay');

      const orderId = await createOrder(ctx, cast.customerA);
      const init = (await initOnline(ctx, cast.customerA, gateways.sandbox.id, orderId)).body.data;
      const page = await ctx.app.inject({ method: 'GET', url: SANDBOX_GATEWAY_PATHS.page, query: { order_id: init.order_id, origin: 'http://demo.localhost:3000' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toContain('Kaveri Handlooms &amp; Home');
      expect(page.body).toMatch(/>Approve<[\s\S]*>Decline</);
      expect(page.body).not.toMatch(/(src|href)="https?:/);
      const badOrigin = await ctx.app.inject({ method: 'GET', url: SANDBOX_GATEWAY_PATHS.page, query: { order_id: init.order_id, origin: 'javascript:alert(1)' } });
      expect(badOrigin.statusCode).toBe(400);
    });

    it("declines with Razorpay's error shape and leaves the order payable", async () => {
      const orderId = await createOrder(ctx, cast.customerA);
      const init = (await initOnline(ctx, cast.customerA, gateways.sandbox.id, orderId)).body.data;
      const declined = await call<{ error: { code: string } }>(ctx, 'POST', SANDBOX_GATEWAY_PATHS.decline, { body: { order_id: init.order_id } });
      expect(declined).toMatchObject({ status: 200, body: { error: { code: 'BAD_REQUEST_ERROR' } } });
      expect((await paymentStateOf(ctx, orderId)).milestones.map((m) => m.status)).toEqual(['Pending']);
      expect((await approve(ctx, init.order_id)).status).toBe(200);
    });
  });
});
