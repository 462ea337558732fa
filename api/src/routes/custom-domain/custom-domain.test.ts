import { eq } from 'drizzle-orm';
import { CUSTOM_DOMAIN_MESSAGES, CUSTOM_DOMAIN_PATHS } from '../../contracts';
import { businesses } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { customerToken, loginOwner, post, SUNRISE_LOGIN } from '../auth/auth-test-kit';

describeEachDatabase('custom domains', (ctx) => {
  const set = (token: string | undefined, customDomain: unknown) =>
    post<{ message: string; customDomain?: string | null; code?: string }>(ctx, CUSTOM_DOMAIN_PATHS.set, { customDomain }, token ? { token } : {});
  const siteOf = (domain: string) => ctx.app.inject({ method: 'GET', url: CUSTOM_DOMAIN_PATHS.site, query: { domain } });
  const domainOf = async (subdomain: string) =>
    (await ctx.db.select({ customDomain: businesses.customDomain }).from(businesses).where(eq(businesses.subdomain, subdomain)))[0]?.customDomain;

  afterEach(async () => {
    await ctx.db.update(businesses).set({ customDomain: null });
  });

  it("sets the owner's own business's domain, stored lower case without www. or a trailing dot, and the site answers for it", async () => {
    const owner = await loginOwner(ctx);
    const answer = await set(owner.accessToken, ' WWW.Shop.Kaveri-Silks.IN. ');
    expect([answer.status, answer.body]).toEqual([200, { message: 'success', customDomain: 'shop.kaveri-silks.in' }]);
    expect(await domainOf('demo')).toBe('shop.kaveri-silks.in');
    expect(await domainOf('sunrise')).toBeNull();

    const demo = await seededSite(ctx.db, 'demo');
    for (const asked of ['shop.kaveri-silks.in', 'SHOP.kaveri-silks.in.', 'www.shop.kaveri-silks.in']) {
      const res = await siteOf(asked);
      expect([res.statusCode, res.json()]).toEqual([200, { message: 'success', subdomain: 'demo', accountTypeId: demo.id }]);
    }
  });

  it('answers 404 WEBSITE_NOT_FOUND for a domain no business has, and 400 for what is no host name', async () => {
    for (const asked of ['nobody.example.in', 'localhost', '127.0.0.1', 'a..b.in']) {
      const res = await siteOf(asked);
      expect([asked, res.statusCode, res.json().code]).toEqual([asked, 404, 'WEBSITE_NOT_FOUND']);
    }
    for (const asked of ['', 'shop.in/evil', '-shop.in', 'shop.in:80']) {
      const res = await siteOf(asked);
      expect([asked, res.statusCode, res.json().code]).toEqual([asked, 400, 'VALIDATION_ERROR']);
    }
  });

  it('clears the domain with null: the site no longer answers for it', async () => {
    const owner = await loginOwner(ctx);
    expect((await set(owner.accessToken, 'shop.kaveri-silks.in')).status).toBe(200);
    expect((await set(owner.accessToken, null)).body).toEqual({ message: 'success', customDomain: null });
    expect((await siteOf('shop.kaveri-silks.in')).statusCode).toBe(404);
  });

  it('refuses a domain another business has with 409 CONFLICT, and keeps both as they were', async () => {
    const demo = await loginOwner(ctx);
    const sunrise = await loginOwner(ctx, SUNRISE_LOGIN);
    expect((await set(demo.accessToken, 'shop.kaveri-silks.in')).status).toBe(200);
    const refused = await set(sunrise.accessToken, 'Shop.Kaveri-Silks.in');
    expect([refused.status, refused.body]).toEqual([409, { message: CUSTOM_DOMAIN_MESSAGES.taken, code: 'CONFLICT' }]);
    expect(await domainOf('demo')).toBe('shop.kaveri-silks.in');
    expect(await domainOf('sunrise')).toBeNull();
    // setting one's own domain again is no conflict
    expect((await set(demo.accessToken, 'shop.kaveri-silks.in')).status).toBe(200);
  });

  it.each(['localhost', '127.0.0.1', 'shop', 'shop..in', '-shop.in', 'shop.in/evil', 'shop.in:8080', 'https://shop.in', `${'a'.repeat(64)}.in`, 'ünïcode.in'])(
    'refuses %s with 400 and the message to show',
    async (domain) => {
      const owner = await loginOwner(ctx);
      const refused = await set(owner.accessToken, domain);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(CUSTOM_DOMAIN_MESSAGES.invalid);
    },
  );

  it('lets only an owner set it: 401 without a token, 403 for a customer', async () => {
    expect((await set(undefined, 'shop.kaveri-silks.in')).status).toBe(401);
    const demo = await seededSite(ctx.db, 'demo');
    expect((await set(await customerToken(ctx, demo.id), 'shop.kaveri-silks.in')).status).toBe(403);
    expect(await domainOf('demo')).toBeNull();
  });
});
