/**
 * Sessions that end stay ended. A refresh token rotated away a moment ago gets the 10 s grace (two tabs
 * refreshing at once) only while the session it was rotated into is alive: after logout, or after a
 * replay ended the sessions, no token of that login refreshes again, however recently it was used. A
 * logout ends the whole login (every token rotated from it), whichever of its tokens the cookie holds,
 * and nothing of another login of the same person. The suite prints the attack requests it fired.
 */
import { eq } from 'drizzle-orm';
import { AUTH_PATHS, CHAT_PATHS, type ErrorAnswer } from '../contracts';
import { sessions } from '../db/schema';
import { describeEachDatabase, type TestContext } from '../test/databases';
import { cookiePair, extraApp, loginCustomer, loginOwner, post, uniquePhoneNumber } from '../routes/auth/auth-test-kit';
import { ROTATION_GRACE_MS } from '../repositories/refresh-sessions';
import { AttackTally, twoLogins } from './login-abuse-kit';

const CUSTOMER = { 'x-session-type': 'customer' };
const OWNER = { 'x-session-type': 'user' };
const REFUSED_REFRESH = { message: 'Refresh token invalid', code: 'TOKEN_INVALID' };

type AppOf = Pick<TestContext, 'app'>;

const reauth = (app: AppOf, cookie: string, headers: Record<string, string>) =>
  post<ErrorAnswer & { accessToken?: string }>(app, AUTH_PATHS.reauth, undefined, { cookie, headers });
const logout = (app: AppOf, cookie: string, headers: Record<string, string>) => post(app, AUTH_PATHS.logout, undefined, { cookie, headers });
/** The refresh cookie a rotation set, to send back. */
const rotatedCookie = (answer: Awaited<ReturnType<typeof reauth>>) =>
  cookiePair(answer.cookies.find((c) => /^(customer|user)RefreshToken=[^;]/.test(c)));

describeEachDatabase('ended sessions', (ctx) => {
  const tally = new AttackTally();
  afterAll(() => tally.print(`[proof] ended sessions [${ctx.kind}]`));
  const sessionsOf = (customerId: string) => ctx.db.select().from(sessions).where(eq(sessions.customerId, customerId));

  it('still answers a second tab within the grace while the session it was rotated into is alive', async () => {
    const customer = await loginCustomer(ctx, { phoneNumber: uniquePhoneNumber() });
    const first = await reauth(ctx, customer.cookie, CUSTOMER);
    expect(first.status).toBe(200);
    const second = await reauth(ctx, customer.cookie, CUSTOMER);
    expect(second.status).toBe(200);
    expect(second.body.accessToken).toEqual(expect.any(String));
    // no second rotation: the first tab's cookie stays the session's one
    expect(rotatedCookie(second)).toBe('');
    expect((await reauth(ctx, rotatedCookie(first), CUSTOMER)).status).toBe(200);
  });

  it("refuses a customer's rotated-away refresh token presented within the grace after logout", async () => {
    const customer = await loginCustomer(ctx, { phoneNumber: uniquePhoneNumber() });
    const current = rotatedCookie(await reauth(ctx, customer.cookie, CUSTOMER));
    expect((await logout(ctx, current, CUSTOMER)).status).toBe(200);

    const answers = await Promise.all([reauth(ctx, customer.cookie, CUSTOMER), reauth(ctx, current, CUSTOMER)]);
    tally.add('a refresh token of a logged-out customer, within the grace', answers.length, answers.filter((a) => a.status === 200).length);
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([401, REFUSED_REFRESH]);
    expect(await sessionsOf(customer.customerId)).toEqual([]);
  });

  it('ends the whole login when the logout carries a token rotated away a moment ago', async () => {
    const customer = await loginCustomer(ctx, { phoneNumber: uniquePhoneNumber() });
    const current = rotatedCookie(await reauth(ctx, customer.cookie, CUSTOMER));
    // a tab that missed the rotation logs out with the token it still holds
    expect((await logout(ctx, customer.cookie, CUSTOMER)).status).toBe(200);

    const answers = [await reauth(ctx, current, CUSTOMER), await reauth(ctx, customer.cookie, CUSTOMER)];
    tally.add('a token of a login ended through its older token', answers.length, answers.filter((a) => a.status === 200).length);
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([401, REFUSED_REFRESH]);
  });

  it('leaves another login of the same customer alone when one logs out', async () => {
    const [phone, laptop] = await twoLogins(ctx);
    expect((await logout(ctx, phone.cookie, CUSTOMER)).status).toBe(200);
    expect((await reauth(ctx, phone.cookie, CUSTOMER)).status).toBe(401);
    expect((await reauth(ctx, laptop.cookie, CUSTOMER)).status).toBe(200);
  });

  it("refuses an owner's rotated-away refresh token presented within the grace after logout", async () => {
    const owner = await loginOwner(ctx);
    const current = rotatedCookie(await reauth(ctx, owner.cookie, OWNER));
    expect((await logout(ctx, current, OWNER)).status).toBe(200);
    const answers = await Promise.all([reauth(ctx, owner.cookie, OWNER), reauth(ctx, current, OWNER)]);
    tally.add("a refresh token of a logged-out owner, within the grace", answers.length, answers.filter((a) => a.status === 200).length);
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([401, REFUSED_REFRESH]);
  });

  it('gives no grace once a replay has ended the sessions', async () => {
    let now = Date.now();
    const clocked = { app: await extraApp(ctx, { now: () => now }) };
    try {
      const customer = await loginCustomer(clocked, { phoneNumber: uniquePhoneNumber() });
      const second = rotatedCookie(await reauth(clocked, customer.cookie, CUSTOMER));
      now += ROTATION_GRACE_MS / 2;
      const third = rotatedCookie(await reauth(clocked, second, CUSTOMER));
      now += ROTATION_GRACE_MS / 2 + 1_000;
      // the first token, long rotated away, comes back: theft; everything ends
      expect((await reauth(clocked, customer.cookie, CUSTOMER)).status).toBe(401);
      // the second was rotated away within the grace, but the session it led to is gone
      now -= 1_000;
      const answers = [await reauth(clocked, second, CUSTOMER), await reauth(clocked, third, CUSTOMER)];
      tally.add('a token within the grace after a replay ended the sessions', answers.length, answers.filter((a) => a.status === 200).length);
      for (const answer of answers) expect([answer.status, answer.body]).toEqual([401, REFUSED_REFRESH]);
    } finally {
      await clocked.app.close();
    }
  });

  it('refuses the access token of a logged-out session, while another login keeps working', async () => {
    const [ended, kept] = await twoLogins(ctx);
    expect((await logout(ctx, ended.cookie, CUSTOMER)).status).toBe(200);
    const ask = (token: string) =>
      ctx.app.inject({ method: 'GET', url: CHAT_PATHS.unreadCount, query: { customerId: ended.customerId }, headers: { authorization: `Bearer ${token}` } });
    const refused = await ask(ended.token);
    tally.add('an access token of a logged-out session', 1, refused.statusCode === 200 ? 1 : 0);
    expect([refused.statusCode, refused.json()]).toEqual([401, { code: 'TOKEN_INVALID', message: 'Invalid token' }]);
    expect((await ask(kept.token)).statusCode).toBe(200);
  });
});
