import { API_PATHS, type ContactInboxAnswer, type ErrorAnswer } from '../../contracts';
import { describeEachDatabase, type TestContext } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { customerToken, DEMO_LOGIN, loginOwner, SUNRISE_LOGIN } from '../auth/auth-test-kit';

let nextClient = 1;
const newClient = () => `192.0.2.${nextClient++}`;

async function sendContact(ctx: TestContext, subdomain: string, name: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: API_PATHS.contactUs,
    headers: { 'x-forwarded-for': newClient() },
    payload: { name, contact: '9876543210', countryCode: '+91', message: 'Please call me about an order.', subdomain },
  });
  expect(res.statusCode).toBe(200);
}

async function readInbox(ctx: TestContext, token: string | undefined, query = '') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${API_PATHS.contactInbox}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as ContactInboxAnswer & ErrorAnswer };
}

describeEachDatabase('GET contact_messages (the owner inbox)', (ctx) => {
  it("shows the owner their own site's messages, newest first, and none of another site's", async () => {
    await sendContact(ctx, 'demo', 'Asha Rao');
    await sendContact(ctx, 'demo', 'Meera Iyer');
    await sendContact(ctx, 'sunrise', 'Bakery Visitor');
    const { accessToken } = await loginOwner(ctx, { ...DEMO_LOGIN, subdomain: 'demo' });
    const { status, body } = await readInbox(ctx, accessToken);
    expect(status).toBe(200);
    const names = body.data.map((m) => m.name);
    expect(names.indexOf('Meera Iyer')).toBeLessThan(names.indexOf('Asha Rao'));
    expect(names).not.toContain('Bakery Visitor');
    expect(body.data[0]?.messageContent).toContain('<strong>Name:</strong>');

    const sunrise = await loginOwner(ctx, { ...SUNRISE_LOGIN, subdomain: 'sunrise' });
    const other = await readInbox(ctx, sunrise.accessToken);
    expect(other.body.data.map((m) => m.name)).toEqual(['Bakery Visitor']);
  });

  it('pages with limit, counting pages in size', async () => {
    for (const name of ['One Visitor', 'Two Visitor', 'Three Visitor']) await sendContact(ctx, 'demo', name);
    const { accessToken } = await loginOwner(ctx, { ...DEMO_LOGIN, subdomain: 'demo' });
    const { body } = await readInbox(ctx, accessToken, '?page=2&limit=2');
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.size).toBe(Math.ceil(body.total / 2));
    expect(body.data.length).toBeLessThanOrEqual(2);
  });

  it('refuses a visitor, a customer and bad paging', async () => {
    expect((await readInbox(ctx, undefined)).body.code).toBe('NO_TOKEN');
    const demo = await seededSite(ctx.db, 'demo');
    const customer = await readInbox(ctx, await customerToken(ctx, demo.id));
    expect(customer.status).toBe(403);
    const { accessToken } = await loginOwner(ctx, { ...DEMO_LOGIN, subdomain: 'demo' });
    expect((await readInbox(ctx, accessToken, '?limit=0')).status).toBe(400);
  });
});
