import { and, eq } from 'drizzle-orm';
import {
  CUSTOMER_AUTH_PATHS,
  CUSTOMER_LOGIN_MESSAGES,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_RESEND_SECONDS,
  LOGIN_CODE_TTL_MS,
  type ErrorAnswer,
  type LoginCodeErrorAnswer,
  type SendCodeAnswer,
  type VerifyCodeAnswer,
} from '../../contracts';
import { customers, loginCodes, sessions } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { get, seededSite } from '../../test/fixtures';
import { claimsOf, extraApp, loginCustomer, newClient, post, smsOf, uniquePhoneNumber } from '../auth/auth-test-kit';

const sendCode = (ctx: Pick<TestContext, 'app'>, phoneNumber: string, subdomain = 'demo', client = newClient()) =>
  post<SendCodeAnswer & ErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.sendCode, { phoneNumber, countryCode: '+91', subdomain }, { client });
const verifyCode = (ctx: Pick<TestContext, 'app'>, phoneNumber: string, otp: string, subdomain = 'demo') =>
  post<VerifyCodeAnswer & LoginCodeErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.verifyCode, { phoneNumber, countryCode: '+91', subdomain, otp });
const codeOf = (ctx: Pick<TestContext, 'app'>, phoneNumber: string, subdomain = 'demo') => {
  const code = smsOf(ctx.app).lastCode({ phoneNumber, subdomain });
  if (!code) throw new Error('no code recorded');
  return code;
};
/** A six-digit code that is not `code`. */
const wrong = (code: string, n = 1) => ((Number(code) + n) % 1_000_000).toString().padStart(6, '0');

describeEachDatabase('customer phone-code login', (ctx) => {
  describe('send code', () => {
    it('sends a 6-digit code for the site, stores only its keyed hash, valid 5 minutes, and answers the resend countdown', async () => {
      const demo = await seededSite(ctx.db, 'demo');
      const phoneNumber = uniquePhoneNumber();
      const res = await sendCode(ctx, phoneNumber);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'success', resendAfterSeconds: LOGIN_CODE_RESEND_SECONDS });

      const sent = smsOf(ctx.app).sent.at(-1);
      expect(sent).toMatchObject({ countryCode: '+91', phoneNumber, subdomain: 'demo', businessName: expect.any(String) });
      expect(sent?.code).toMatch(/^\d{6}$/);

      const rows = await ctx.db.select().from(loginCodes).where(and(eq(loginCodes.businessId, demo.id), eq(loginCodes.phoneNumber, phoneNumber)));
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(sent?.code);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(LOGIN_CODE_TTL_MS);
    });

    it("answers 404 'Website not found' for an unknown site and sends nothing", async () => {
      const before = smsOf(ctx.app).sent.length;
      const res = await sendCode(ctx, uniquePhoneNumber(), 'no-such-shop');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Website not found', code: 'WEBSITE_NOT_FOUND' });
      expect(smsOf(ctx.app).sent).toHaveLength(before);
    });

    it.each([
      [{ phoneNumber: '98765abc10', countryCode: '+91', subdomain: 'demo' }, 'phoneNumber'],
      [{ phoneNumber: '1234567890123456', countryCode: '+91', subdomain: 'demo' }, 'phoneNumber'],
      [{ phoneNumber: '9876543210', countryCode: '91', subdomain: 'demo' }, 'countryCode'],
      [{ phoneNumber: '9876543210', countryCode: '+91' }, 'subdomain'],
      [{ phoneNumber: '9876543210', countryCode: '+91', subdomain: 'demo', customerId: 'a'.repeat(24) }, 'customerId'],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      const res = await post<ErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.sendCode, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.message).toContain(field);
    });

    it.each([['1234'], ['98765'], ['0000000000']])("refuses %s, which names no phone, with 'Please enter a valid phone number.' and sends nothing", async (phoneNumber) => {
      const res = await post<ErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.sendCode, { phoneNumber, countryCode: '+91', subdomain: 'demo' });
      expect([res.status, res.body]).toEqual([400, { code: 'VALIDATION_ERROR', message: 'Please enter a valid phone number.' }]);
      expect(smsOf(ctx.app).sent.filter((sms) => sms.phoneNumber === phoneNumber)).toEqual([]);
    });

    it('replaces an earlier unused code: only the newest one logs in', async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendCode(ctx, phoneNumber);
      const first = codeOf(ctx, phoneNumber);
      // a second app on the same database has its own cooldown counter: the second code comes at once
      const other = await extraApp(ctx);
      try {
        expect((await sendCode({ app: other }, phoneNumber)).status).toBe(200);
        const second = codeOf({ app: other }, phoneNumber);
        if (first !== second) expect((await verifyCode(ctx, phoneNumber, first)).body.code).toBe('INVALID_CODE');
        expect((await verifyCode(ctx, phoneNumber, second)).status).toBe(200);
      } finally {
        await other.close();
      }
    });

    it("answers 502 with the widget's message when the SMS provider refuses, and keeps no code", async () => {
      const demo = await seededSite(ctx.db, 'demo');
      const phoneNumber = uniquePhoneNumber();
      smsOf(ctx.app).failNext();
      const res = await sendCode(ctx, phoneNumber);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ message: CUSTOMER_LOGIN_MESSAGES.sendFailed, code: 'SERVICE_UNAVAILABLE' });
      expect(await ctx.db.select().from(loginCodes).where(and(eq(loginCodes.businessId, demo.id), eq(loginCodes.phoneNumber, phoneNumber)))).toEqual([]);
    });
  });

  describe('verify code', () => {
    it('logs in with the right code: token, customer, refresh cookie; the code is used up', async () => {
      const demo = await seededSite(ctx.db, 'demo');
      const phoneNumber = uniquePhoneNumber();
      await sendCode(ctx, phoneNumber);
      const otp = codeOf(ctx, phoneNumber);
      const res = await verifyCode(ctx, phoneNumber, otp);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'success',
        customerId: expect.stringMatching(/^[0-9a-f]{24}$/),
        token: expect.any(String),
        customerData: { customerId: res.body.customerId, name: '', phoneNumber, countryCode: '+91' },
      });
      expect(claimsOf(res.body.token)).toMatchObject({ sub: res.body.customerId, role: 'customer', bid: demo.id });
      expect(res.cookies).toHaveLength(1);
      expect(res.cookies[0]).toMatch(/^customerRefreshToken=[\w-]{43}; Max-Age=864000; Path=\/auth; HttpOnly; SameSite=Strict$/);

      const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, res.body.customerId));
      expect(customer).toMatchObject({ businessId: demo.id, phoneNumber, countryCode: '+91', status: 'active' });
      expect(customer?.lastLoginAt).toBeInstanceOf(Date);
      const stored = await ctx.db.select().from(sessions).where(eq(sessions.customerId, res.body.customerId));
      expect(stored).toEqual([expect.objectContaining({ subjectType: 'customer', businessId: demo.id, ownerId: null, revokedAt: null })]);

      const again = await verifyCode(ctx, phoneNumber, otp);
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('CODE_EXPIRED');
    });

    it('finds the same customer on the next login, and another customer for the same phone on another site', async () => {
      const phoneNumber = uniquePhoneNumber();
      const first = await loginCustomer(ctx, { phoneNumber });
      // another app: the phone's resend cooldown is counted per app without Redis
      const other = await extraApp(ctx);
      const second = await loginCustomer({ app: other }, { phoneNumber }).finally(() => other.close());
      expect(second.customerId).toBe(first.customerId);
      const elsewhere = await loginCustomer(ctx, { phoneNumber, subdomain: 'sunrise' });
      expect(elsewhere.customerId).not.toBe(first.customerId);
      expect(elsewhere.businessId).toBe((await seededSite(ctx.db, 'sunrise')).id);
      expect(await ctx.db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber))).toHaveLength(2);
    });

    it(`allows ${LOGIN_CODE_MAX_ATTEMPTS} wrong tries, the last one locking the code, even for the right code after`, async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendCode(ctx, phoneNumber);
      const otp = codeOf(ctx, phoneNumber);
      const answers: [number, string | undefined, number | undefined][] = [];
      for (let i = 1; i <= LOGIN_CODE_MAX_ATTEMPTS; i += 1) {
        const res = await verifyCode(ctx, phoneNumber, wrong(otp, i));
        answers.push([res.status, res.body.code, res.body.attemptsLeft]);
      }
      expect(answers).toEqual([
        [400, 'INVALID_CODE', 4],
        [400, 'INVALID_CODE', 3],
        [400, 'INVALID_CODE', 2],
        [400, 'INVALID_CODE', 1],
        [400, 'CODE_LOCKED', 0],
      ]);
      expect((await verifyCode(ctx, phoneNumber, wrong(otp, 1))).body).toEqual({
        message: 'Too many wrong codes. Please request a new code.',
        code: 'CODE_LOCKED',
        attemptsLeft: 0,
      });
      const right = await verifyCode(ctx, phoneNumber, otp);
      expect([right.status, right.body.code]).toEqual([400, 'CODE_LOCKED']);
    });

    it("answers the widget's message for a wrong code", async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendCode(ctx, phoneNumber);
      const res = await verifyCode(ctx, phoneNumber, wrong(codeOf(ctx, phoneNumber)));
      expect(res.body).toEqual({ message: CUSTOMER_LOGIN_MESSAGES.invalidCode, code: 'INVALID_CODE', attemptsLeft: 4 });
    });

    it('answers CODE_EXPIRED when no code was sent to the phone', async () => {
      const res = await verifyCode(ctx, uniquePhoneNumber(), '123456');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The verification code has expired. Please request a new code.', code: 'CODE_EXPIRED' });
    });

    it('does not take a code sent for the same phone on another site', async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendCode(ctx, phoneNumber, 'demo');
      const res = await verifyCode(ctx, phoneNumber, codeOf(ctx, phoneNumber, 'demo'), 'sunrise');
      expect(res.body.code).toBe('CODE_EXPIRED');
    });

    it.each([
      ['1 ms before', LOGIN_CODE_TTL_MS - 1, 200, undefined],
      ['exactly at', LOGIN_CODE_TTL_MS, 400, 'CODE_EXPIRED'],
      ['a minute after', LOGIN_CODE_TTL_MS + 60_000, 400, 'CODE_EXPIRED'],
    ])('takes a code %s its 5 minutes end: %s', async (_when, elapsed, status, code) => {
      let now = Date.UTC(2025, 5, 1, 10);
      const clocked = await extraApp(ctx, { now: () => now });
      try {
        const phoneNumber = uniquePhoneNumber();
        expect((await sendCode({ app: clocked }, phoneNumber)).status).toBe(200);
        now += elapsed;
        const res = await verifyCode({ app: clocked }, phoneNumber, codeOf({ app: clocked }, phoneNumber));
        expect([res.status, res.body.code]).toEqual([status, code]);
      } finally {
        await clocked.close();
      }
    });

    it('refuses a deactivated customer with 401 ACCOUNT_INACTIVE', async () => {
      const phoneNumber = uniquePhoneNumber();
      const login = await loginCustomer(ctx, { phoneNumber });
      await ctx.db.update(customers).set({ status: 'inactive' }).where(eq(customers.id, login.customerId));
      const other = { app: await extraApp(ctx) };
      try {
        await sendCode(other, phoneNumber);
        const res = await verifyCode(other, phoneNumber, codeOf(other, phoneNumber));
        expect([res.status, res.body.code]).toEqual([401, 'ACCOUNT_INACTIVE']);
      } finally {
        await other.app.close();
      }
    });
  });

  it('lists the customer login routes in the OpenAPI description, with their error codes', async () => {
    const { body } = await get<{ paths: Record<string, { post?: { description?: string } }> }>(ctx, '/docs/json');
    for (const path of Object.values(CUSTOMER_AUTH_PATHS)) expect(body.paths[path]?.post?.description).toEqual(expect.any(String));
    expect(body.paths[CUSTOMER_AUTH_PATHS.verifyCode]?.post?.description).toMatch(/INVALID_CODE[\s\S]*CODE_LOCKED[\s\S]*CODE_EXPIRED/);
    expect(body.paths[CUSTOMER_AUTH_PATHS.sendCode]?.post?.description).toContain('RATE_LIMITED');
    expect(body.paths[CUSTOMER_AUTH_PATHS.verifySession]?.post?.description).toContain('SESSION_MISMATCH');
  });
});
