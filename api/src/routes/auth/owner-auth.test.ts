import { eq } from 'drizzle-orm';
import { AUTH_PATHS, type ErrorAnswer, type OwnerLoginAnswer, type OwnerSessionAnswer, type ReauthAnswer } from '../../contracts';
import { accountHeldMessage, LOGIN_MAX_FAILURES } from './owner-login';
import { hashRefreshToken } from '../../auth/tokens';
import { sessions } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { get, seededSite } from '../../test/fixtures';
import { claimsOf, cookiePair, customerToken, DEMO_LOGIN, loginOwner, newClient, post, signAs, SUNRISE_LOGIN } from './auth-test-kit';

const refreshValue = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '');

describeEachDatabase('owner login, refresh and logout', (ctx) => {
  describe('POST /auth/owner_login', () => {
    it('answers the token, the owner and the site, and sets the refresh cookie', async () => {
      const demo = await seededSite(ctx.db, 'demo');
      const res = await post<OwnerLoginAnswer>(ctx, AUTH_PATHS.ownerLogin, { ...DEMO_LOGIN, email: ' Owner@Demo.localhost ', subdomain: 'demo' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'success',
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        owner: { name: 'Lakshmi Srinivasan', email: 'owner@demo.localhost' },
        subdomain: 'demo',
        accountTypeId: demo.id,
      });
      expect(res.cookies).toHaveLength(1);
      expect(res.cookies[0]).toMatch(/^userRefreshToken=[\w-]{43}; Max-Age=864000; Path=\/auth; HttpOnly; SameSite=Strict$/);
      // only the hash is stored
      const stored = await ctx.db.select().from(sessions).where(eq(sessions.refreshTokenHash, hashRefreshToken(refreshValue(cookiePair(res.cookies[0])))));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ subjectType: 'owner', businessId: demo.id, revokedAt: null });
    });

    it('logs in without a subdomain too, and serves plain localhost as the default site', async () => {
      expect((await post(ctx, AUTH_PATHS.ownerLogin, DEMO_LOGIN)).status).toBe(200);
      expect((await post<OwnerLoginAnswer>(ctx, AUTH_PATHS.ownerLogin, { ...DEMO_LOGIN, subdomain: 'localhost' })).body.subdomain).toBe('demo');
    });

    it.each([
      ['a wrong password', { ...DEMO_LOGIN, password: 'wrong-password' }],
      ['an unknown e-mail', { email: 'nobody@demo.localhost', password: DEMO_LOGIN.password }],
      ["another site's owner on this site", { ...SUNRISE_LOGIN, subdomain: 'demo' }],
      ['an unknown site', { ...DEMO_LOGIN, subdomain: 'no-such-site' }],
    ])("refuses %s with 401 'Invalid email or password' and no cookie", async (_name, body) => {
      const res = await post<ErrorAnswer>(ctx, AUTH_PATHS.ownerLogin, body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      expect(res.cookies).toEqual([]);
    });

    it.each([
      [{ email: 'not-an-email', password: 'x' }, 'email'],
      [{ email: 'a@b.in' }, 'password'],
      [{ ...DEMO_LOGIN, role: 'admin' }, 'role'],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      const res = await post<ErrorAnswer>(ctx, AUTH_PATHS.ownerLogin, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    });

    // Each case starts with no account waiting after another case's wrong passwords.
    afterEach(async () => {
      for (const login of [DEMO_LOGIN, SUNRISE_LOGIN]) await ctx.app.accountBackoff.clear(login.email);
    });

    it(`refuses the ${LOGIN_MAX_FAILURES + 1}th attempt after ${LOGIN_MAX_FAILURES} failures from one address, even with the right password`, async () => {
      const client = newClient();
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        expect((await post(ctx, AUTH_PATHS.ownerLogin, { ...SUNRISE_LOGIN, password: `guess-${i}` }, { client })).status).toBe(401);
      }
      const blocked = await post<ErrorAnswer>(ctx, AUTH_PATHS.ownerLogin, SUNRISE_LOGIN, { client });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address meets the account's own backoff (src/proof/login-abuse.test.ts runs a clock through it).
      const elsewhere = await post<ErrorAnswer>(ctx, AUTH_PATHS.ownerLogin, SUNRISE_LOGIN);
      expect([elsewhere.status, elsewhere.body.message]).toEqual([429, accountHeldMessage(Number(elsewhere.headers['retry-after']))]);
    });

    it('counts only failures: an owner who logs in often from one address is never held back', async () => {
      const client = newClient();
      for (let i = 0; i <= LOGIN_MAX_FAILURES; i += 1) expect((await post(ctx, AUTH_PATHS.ownerLogin, SUNRISE_LOGIN, { client })).status).toBe(200);
    });

    it('counts failures per address and e-mail: another e-mail from the same address is not held back', async () => {
      const client = newClient();
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await post(ctx, AUTH_PATHS.ownerLogin, { ...DEMO_LOGIN, password: `guess-${i}` }, { client });
      expect((await post(ctx, AUTH_PATHS.ownerLogin, { ...DEMO_LOGIN, email: 'OWNER@demo.localhost' }, { client })).status).toBe(429);
      expect((await post(ctx, AUTH_PATHS.ownerLogin, SUNRISE_LOGIN, { client })).status).toBe(200);
    });
  });

  describe('GET /auth/owner_session', () => {
    const session = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: AUTH_PATHS.ownerSession, headers });

    it('names the owner of the bearer token', async () => {
      const login = await loginOwner(ctx);
      const res = await session({ authorization: `Bearer ${login.accessToken}` });
      expect(res.statusCode).toBe(200);
      expect(res.json<OwnerSessionAnswer>()).toEqual({ message: 'success', owner: login.owner, subdomain: 'demo', accountTypeId: login.accountTypeId });
    });

    it("answers the spec's 401 codes", async () => {
      const demo = await seededSite(ctx.db, 'demo');
      const login = await loginOwner(ctx);
      const expired = signAs(claimsOf(login.accessToken).sub, 'user', demo.id, () => Date.now() - 16 * 60_000);
      const cases: [Record<string, string>, string][] = [
        [{}, 'NO_TOKEN'],
        [{ authorization: 'Basic abc' }, 'TOKEN_INVALID'],
        [{ authorization: 'Bearer not-a-token' }, 'TOKEN_INVALID'],
        [{ authorization: `Bearer ${login.accessToken}x` }, 'TOKEN_INVALID'],
        [{ authorization: `Bearer ${expired}` }, 'TOKEN_EXPIRED'],
        [{ authorization: `Bearer ${signAs('f'.repeat(24), 'user', demo.id)}` }, 'USER_NOT_FOUND'],
        [{ authorization: `Bearer ${signAs('f'.repeat(24), 'customer', demo.id)}` }, 'CUSTOMER_NOT_FOUND'],
        [{ authorization: `Bearer ${await customerToken(ctx, demo.id, 'inactive')}` }, 'ACCOUNT_INACTIVE'],
      ];
      for (const [headers, code] of cases) {
        const res = await session(headers);
        expect([JSON.stringify(headers).slice(0, 40), res.statusCode, res.json<ErrorAnswer>().code]).toEqual([JSON.stringify(headers).slice(0, 40), 401, code]);
      }
    });

    it('refuses a customer token with 403 FORBIDDEN', async () => {
      const demo = await seededSite(ctx.db, 'demo');
      const res = await session({ authorization: `Bearer ${await customerToken(ctx, demo.id)}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have permission to edit this website', code: 'FORBIDDEN' });
    });

  });

  describe('POST /auth/user_reauth', () => {
    const reauth = (cookie: string | undefined, sessionType?: string) =>
      post<ReauthAnswer & ErrorAnswer>(ctx, AUTH_PATHS.reauth, undefined, { ...(cookie ? { cookie } : {}), headers: sessionType ? { 'x-session-type': sessionType } : {} });

    it('answers a new access token for the cookie and rotates the cookie', async () => {
      const login = await loginOwner(ctx);
      const res = await reauth(login.cookie, 'user');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Token refreshed successfully', accessToken: expect.any(String) });
      const next = cookiePair(res.cookies[0]);
      expect(next).toMatch(/^userRefreshToken=/);
      expect(next).not.toBe(login.cookie);
      const me = await ctx.app.inject({ method: 'GET', url: AUTH_PATHS.ownerSession, headers: { authorization: `Bearer ${res.body.accessToken}` } });
      expect(me.statusCode).toBe(200);
      // the new cookie refreshes again; `user` is the default session type
      expect((await reauth(next)).status).toBe(200);
    });

    it('lets a concurrent second use of the old cookie through once (grace), without a new cookie', async () => {
      const login = await loginOwner(ctx);
      expect((await reauth(login.cookie)).status).toBe(200);
      const again = await reauth(login.cookie);
      expect(again.status).toBe(200);
      expect(again.cookies).toEqual([]);
    });

    it('ends every session of the owner when an old cookie is reused after the grace period', async () => {
      const login = await loginOwner(ctx);
      const rotated = await reauth(login.cookie);
      const current = cookiePair(rotated.cookies[0]);
      await ctx.db.update(sessions).set({ revokedAt: new Date(Date.now() - 60_000) }).where(eq(sessions.refreshTokenHash, hashRefreshToken(refreshValue(login.cookie))));
      const reused = await reauth(login.cookie);
      expect(reused.status).toBe(401);
      expect(reused.body).toEqual({ message: 'Refresh token invalid', code: 'TOKEN_INVALID' });
      expect((await reauth(current)).status).toBe(401);
    });

    it.each([
      ['no cookie', undefined, 'user', 'NO_TOKEN'],
      ['an unknown cookie', 'userRefreshToken=unknown', 'user', 'TOKEN_INVALID'],
      ['a customer refresh without a customer session', undefined, 'customer', 'TOKEN_INVALID'],
    ])('answers 401 for %s', async (_name, cookie, type, code) => {
      const res = await reauth(cookie, type);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(code);
    });

    it("does not take an owner's cookie as a customer session", async () => {
      const login = await loginOwner(ctx);
      const res = await reauth(login.cookie.replace('userRefreshToken', 'customerRefreshToken'), 'customer');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('TOKEN_INVALID');
    });

    it('answers 401 for an expired session and forgets it', async () => {
      const login = await loginOwner(ctx);
      const hash = hashRefreshToken(refreshValue(login.cookie));
      await ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.refreshTokenHash, hash));
      const res = await reauth(login.cookie);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Refresh token expired', code: 'TOKEN_INVALID' });
      expect(res.cookies[0]).toMatch(/^userRefreshToken=; .*Max-Age=0/);
      expect(await ctx.db.select().from(sessions).where(eq(sessions.refreshTokenHash, hash))).toEqual([]);
    });

    it('refuses an unknown session type with 400', async () => {
      const res = await reauth(undefined, 'admin');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('x-session-type');
    });
  });

  describe('POST /auth/logout', () => {
    it('ends the refresh session and clears the cookie; twice is fine', async () => {
      const login = await loginOwner(ctx);
      const res = await post(ctx, AUTH_PATHS.logout, undefined, { cookie: login.cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Logged out successfully' });
      expect(res.cookies[0]).toMatch(/^userRefreshToken=; Max-Age=0; Path=\/auth; HttpOnly; SameSite=Strict$/);
      expect((await post(ctx, AUTH_PATHS.reauth, undefined, { cookie: login.cookie })).status).toBe(401);
      expect((await post(ctx, AUTH_PATHS.logout, undefined, { cookie: login.cookie })).status).toBe(200);
      expect((await post(ctx, AUTH_PATHS.logout, undefined)).status).toBe(200);
    });
  });

  it('lists the auth routes in the OpenAPI description', async () => {
    const { body } = await get<{ paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } }>(ctx, '/docs/json');
    for (const path of [AUTH_PATHS.ownerLogin, AUTH_PATHS.ownerSession, AUTH_PATHS.reauth, AUTH_PATHS.logout]) expect(body.paths).toHaveProperty([path]);
    expect(body.components.securitySchemes).toHaveProperty('bearerAuth');
  });
});
