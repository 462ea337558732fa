import { OWNER_NOTICE_PATHS, AUTH_PATHS, type OwnerNoticesAnswer } from '../../contracts';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { customerToken, DEMO_LOGIN, extraApp, loginOwner, newClient, post, SUNRISE_LOGIN } from './auth-test-kit';
import { noticeText } from './owner-notices';
import { seededSite } from '../../test/fixtures';

describeEachDatabase('owner notices', (ctx) => {
  const notices = async (app: Pick<TestContext, 'app'>, token: string) => {
    const res = await app.app.inject({ method: 'GET', url: OWNER_NOTICE_PATHS.list, headers: { authorization: `Bearer ${token}` } });
    return { status: res.statusCode, body: res.json() as OwnerNoticesAnswer };
  };

  it('tells the owner, at the top of the inbox, that repeated failed logins were stopped, when and from how many addresses', async () => {
    // Today at 10:55 UTC (4:25 pm in India): within the notices' 30 days whenever the suite runs.
    const now = new Date().setUTCHours(10, 55, 0, 0);
    const app = { app: await extraApp(ctx, { now: () => now }) };
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await post(app, AUTH_PATHS.ownerLogin, { email: DEMO_LOGIN.email, password: `guess-${i}` }, { client: i < 3 ? '198.51.100.1' : newClient() })).status).toBe(401);
      }
      const demo = await loginOwner(ctx);
      const mine = (await notices(ctx, demo.accessToken)).body.data.filter((n) => n.createdAt === new Date(now).toISOString());
      expect(mine).toEqual([
        {
          _id: expect.any(String),
          kind: 'failed-logins-stopped',
          createdAt: new Date(now).toISOString(),
          text: expect.stringMatching(
            /^Repeated failed logins to your account were stopped on \d{1,2} [A-Z][a-z]{2} \d{4}, 4:25 pm: 5 wrong passwords from 3 different addresses\. Logins were paused until 4:25 pm\. If this was not you, change your password\.$/,
          ),
        },
      ]);
      // Another business's owner never sees them.
      const sunrise = await loginOwner(ctx, SUNRISE_LOGIN);
      expect((await notices(ctx, sunrise.accessToken)).body.data.map((n) => n._id)).not.toContain(mine[0]?._id);
    } finally {
      await app.app.close();
    }
  });

  it('refuses a customer token with 403 and no token with 401', async () => {
    const { id } = await seededSite(ctx.db, 'demo');
    expect((await notices(ctx, await customerToken(ctx, id))).status).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: OWNER_NOTICE_PATHS.list })).statusCode).toBe(401);
  });

  it('says one address and one wrong password in the singular', () => {
    const at = new Date(Date.UTC(2026, 0, 5, 18, 30));
    expect(noticeText({ failures: 1, addresses: 1, createdAt: at, heldUntil: new Date(at.getTime() + 15 * 60_000) })).toBe(
      'Repeated failed logins to your account were stopped on 6 Jan 2026, 12:00 am: 1 wrong password from 1 address. Logins were paused until 12:15 am. If this was not you, change your password.',
    );
  });
});
