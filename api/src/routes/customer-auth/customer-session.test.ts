import { eq } from 'drizzle-orm';
import {
  AUTH_PATHS,
  CUSTOMER_AUTH_PATHS,
  encodeChatSession,
  type DecodeSessionAnswer,
  type ErrorAnswer,
  type ReauthAnswer,
  type VerifySessionAnswer,
} from '../../contracts';
import { hashRefreshToken } from '../../auth/tokens';
import { customers, sessions } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { claimsOf, cookiePair, loginCustomer, loginOwner, post, signAs, uniquePhoneNumber } from '../auth/auth-test-kit';

const refreshValue = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '');
const CUSTOMER = { 'x-session-type': 'customer' };
const DAY = 24 * 60 * 60 * 1_000;

describeEachDatabase('customer sessions: verify, decode, refresh, logout', (ctx) => {
  const login = (subdomain = 'demo') => loginCustomer(ctx, { phoneNumber: uniquePhoneNumber(), subdomain });
  const verifySession = (token: string, body: object) =>
    post<VerifySessionAnswer & ErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.verifySession, body, { token });
  const sessionBody = (customer: Awaited<ReturnType<typeof login>>, subdomain = 'demo') => ({
    customerId: customer.customerId,
    phoneNumber: customer.customerData.phoneNumber,
    countryCode: customer.customerData.countryCode,
    subdomain,
  });
  const reauth = (cookie: string | undefined, headers: Record<string, string> = CUSTOMER) =>
    post<ReauthAnswer & ErrorAnswer>(ctx, AUTH_PATHS.reauth, undefined, { ...(cookie ? { cookie } : {}), headers });

  describe('verify session', () => {
    it("answers success and the customer's data for the token's own customer, phone and site", async () => {
      const customer = await login();
      const res = await verifySession(customer.token, sessionBody(customer));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'success', customerData: customer.customerData });
    });

    it('accepts the site named by case or by the default host label', async () => {
      const customer = await login();
      expect((await verifySession(customer.token, sessionBody(customer, 'DEMO'))).status).toBe(200);
      expect((await verifySession(customer.token, sessionBody(customer, 'localhost'))).status).toBe(200);
    });

    it.each([
      ["another customer's id", (c: Awaited<ReturnType<typeof login>>) => ({ customerId: c.customerId.replace(/.$/, (d) => (d === '0' ? '1' : '0')) })],
      ['another phone', (c: Awaited<ReturnType<typeof login>>) => ({ phoneNumber: c.customerData.phoneNumber.replace(/.$/, (d) => (d === '0' ? '1' : '0')) })],
      ['another country code', () => ({ countryCode: '+1' })],
      ['another site', () => ({ subdomain: 'sunrise' })],
      ['an unknown site', () => ({ subdomain: 'no-such-shop' })],
    ])('refuses a session naming %s with 403 SESSION_MISMATCH', async (_name, change) => {
      const customer = await login();
      const res = await verifySession(customer.token, { ...sessionBody(customer), ...change(customer) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'This session belongs to another customer or site.', code: 'SESSION_MISMATCH' });
    });

    it("refuses a customer's token presented with another customer's session (same site)", async () => {
      const asha = await login();
      const ravi = await login();
      const res = await verifySession(asha.token, sessionBody(ravi));
      expect([res.status, res.body.code]).toEqual([403, 'SESSION_MISMATCH']);
    });

    it("refuses another business's customer: a sunrise token for a demo session, and a token naming a demo customer under sunrise", async () => {
      const sunrise = await seededSite(ctx.db, 'sunrise');
      const demoCustomer = await login('demo');
      const sunriseCustomer = await login('sunrise');
      expect((await verifySession(sunriseCustomer.token, sessionBody(demoCustomer))).body.code).toBe('SESSION_MISMATCH');
      expect((await verifySession(sunriseCustomer.token, { ...sessionBody(sunriseCustomer), subdomain: 'demo' })).body.code).toBe('SESSION_MISMATCH');
      // a well-signed token whose customer belongs to another business is no customer at all
      const forged = signAs(demoCustomer.customerId, 'customer', sunrise.id);
      const res = await verifySession(forged, sessionBody(demoCustomer, 'sunrise'));
      expect([res.status, res.body.code]).toEqual([401, 'CUSTOMER_NOT_FOUND']);
    });

    it("answers 401 without a token and 403 FORBIDDEN for an owner's token", async () => {
      const customer = await login();
      const none = await post<ErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.verifySession, sessionBody(customer));
      expect([none.status, none.body.code]).toEqual([401, 'NO_TOKEN']);
      const owner = await loginOwner(ctx);
      const res = await verifySession(owner.accessToken, sessionBody(customer));
      expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    });
  });

  describe('decode session', () => {
    const decode = (token: string, chatSession: string) =>
      post<DecodeSessionAnswer & ErrorAnswer>(ctx, CUSTOMER_AUTH_PATHS.decodeSession, { chatSession }, { token });
    const stored = (customer: Awaited<ReturnType<typeof login>>, change: object = {}) =>
      encodeChatSession({
        customerId: customer.customerId,
        name: 'Asha',
        phoneNumber: customer.customerData.phoneNumber,
        countryCode: '+91',
        hostname: 'demo.localhost',
        expiration: 864_000_000,
        expiresAt: Date.now() + 864_000_000,
        ...change,
      });

    it("answers the stored session of the token's customer", async () => {
      const customer = await login();
      const expiresAt = Date.now() + 1_000;
      const res = await decode(customer.token, stored(customer, { expiresAt }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'success',
        data: { customerId: customer.customerId, name: 'Asha', phoneNumber: customer.customerData.phoneNumber, countryCode: '+91', hostname: 'demo.localhost', expiresAt },
      });
    });

    it("refuses another customer's session, or one with another phone, with 403 SESSION_MISMATCH", async () => {
      const asha = await login();
      const ravi = await login();
      expect((await decode(asha.token, stored(ravi))).body.code).toBe('SESSION_MISMATCH');
      expect((await decode(asha.token, stored(asha, { phoneNumber: '9000000000' }))).body.code).toBe('SESSION_MISMATCH');
    });

    it('takes a session kept with the phone as the shopper typed it (+091, a trunk zero) for the E.164 customer', async () => {
      const asha = await login();
      const typed = { countryCode: '+091', phoneNumber: `0${asha.customerData.phoneNumber}` };
      expect((await decode(asha.token, stored(asha, typed))).status).toBe(200);
      expect((await verifySession(asha.token, { ...sessionBody(asha), ...typed })).status).toBe(200);
    });

    it.each([
      ['text that is not base64url JSON', '%%%'],
      ['JSON of another shape', Buffer.from(JSON.stringify({ hello: 'world' })).toString('base64url')],
    ])('refuses %s with 400', async (_name, chatSession) => {
      const customer = await login();
      const res = await decode(customer.token, chatSession);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    });
  });

  describe('refresh (user_reauth with X-Session-Type: customer)', () => {
    it('answers a customer token for the cookie and rotates the cookie', async () => {
      const customer = await login();
      const res = await reauth(customer.cookie);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Token refreshed successfully', accessToken: expect.any(String) });
      expect(claimsOf(res.body.accessToken)).toMatchObject({ sub: customer.customerId, role: 'customer', bid: customer.businessId });
      const next = cookiePair(res.cookies[0]);
      expect(next).toMatch(/^customerRefreshToken=/);
      expect(next).not.toBe(customer.cookie);
      expect((await verifySession(res.body.accessToken, sessionBody(customer))).status).toBe(200);
      expect((await reauth(next)).status).toBe(200);
    });

    it('refuses a replayed cookie after the grace period and ends every session of the customer', async () => {
      const customer = await login();
      const current = cookiePair((await reauth(customer.cookie)).cookies[0]);
      await ctx.db
        .update(sessions)
        .set({ revokedAt: new Date(Date.now() - 60_000) })
        .where(eq(sessions.refreshTokenHash, hashRefreshToken(refreshValue(customer.cookie))));
      const replayed = await reauth(customer.cookie);
      expect(replayed.status).toBe(401);
      expect(replayed.body).toEqual({ message: 'Refresh token invalid', code: 'TOKEN_INVALID' });
      expect((await reauth(current)).status).toBe(401);
      expect(await ctx.db.select().from(sessions).where(eq(sessions.customerId, customer.customerId))).toEqual([]);
    });

    it('refuses the cookie after logout (the session is revoked)', async () => {
      const customer = await login();
      expect((await post(ctx, AUTH_PATHS.logout, undefined, { cookie: customer.cookie, headers: CUSTOMER })).status).toBe(200);
      const res = await reauth(customer.cookie);
      expect([res.status, res.body.code]).toEqual([401, 'TOKEN_INVALID']);
    });

    it('refuses an expired session', async () => {
      const customer = await login();
      await ctx.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - DAY) })
        .where(eq(sessions.refreshTokenHash, hashRefreshToken(refreshValue(customer.cookie))));
      const res = await reauth(customer.cookie);
      expect(res.body).toEqual({ message: 'Refresh token expired', code: 'TOKEN_INVALID' });
    });

    it('refuses a customer deactivated since the login with 401 ACCOUNT_INACTIVE', async () => {
      const customer = await login();
      await ctx.db.update(customers).set({ status: 'inactive' }).where(eq(customers.id, customer.customerId));
      const res = await reauth(customer.cookie);
      expect([res.status, res.body.code]).toEqual([401, 'ACCOUNT_INACTIVE']);
    });

    it("does not take a customer's cookie as an owner's session", async () => {
      const customer = await login();
      const res = await reauth(customer.cookie.replace('customerRefreshToken', 'userRefreshToken'), { 'x-session-type': 'user' });
      expect([res.status, res.body.code]).toEqual([401, 'TOKEN_INVALID']);
    });
  });

  describe('logout: each session type ends only its own session', () => {
    it("a customer's logout leaves the owner logged in on the same site", async () => {
      const owner = await loginOwner(ctx);
      const customer = await login();
      // one browser on the site sends both cookies with every /auth call
      const both = `${owner.cookie}; ${customer.cookie}`;
      const out = await post(ctx, AUTH_PATHS.logout, undefined, { cookie: both, headers: CUSTOMER });
      expect(out.status).toBe(200);
      expect(out.cookies).toEqual([expect.stringMatching(/^customerRefreshToken=; Max-Age=0; Path=\/auth; HttpOnly; SameSite=Strict$/)]);
      expect((await reauth(both)).status).toBe(401);
      const ownerRefresh = await reauth(both, { 'x-session-type': 'user' });
      expect(ownerRefresh.status).toBe(200);
      expect(claimsOf(ownerRefresh.body.accessToken).role).toBe('user');
    });

    it("an owner's logout leaves the customer logged in", async () => {
      const owner = await loginOwner(ctx);
      const customer = await login();
      const both = `${owner.cookie}; ${customer.cookie}`;
      const out = await post(ctx, AUTH_PATHS.logout, undefined, { cookie: both });
      expect(out.cookies).toEqual([expect.stringMatching(/^userRefreshToken=; /)]);
      expect((await reauth(both, { 'x-session-type': 'user' })).status).toBe(401);
      expect((await reauth(both)).status).toBe(200);
    });

    it("does not end an owner's session presented in the customer's cookie", async () => {
      const owner = await loginOwner(ctx);
      const misplaced = owner.cookie.replace('userRefreshToken', 'customerRefreshToken');
      await post(ctx, AUTH_PATHS.logout, undefined, { cookie: misplaced, headers: CUSTOMER });
      expect((await reauth(owner.cookie, { 'x-session-type': 'user' })).status).toBe(200);
    });
  });
});
