import { describeEachDatabase } from '../../test/databases';

/** One answer of each kind the API gives: JSON, an error, a 404, a stored file, a refused body. */
const ANSWERS = [
  { kind: 'a page (JSON)', method: 'GET', url: '/business_website/page/get_published_website_specific_page?subdomain=demo&customRoute=/' },
  { kind: 'a validation error', method: 'GET', url: '/business_website/page/get_published_website_specific_page' },
  { kind: 'an unknown route', method: 'GET', url: '/business_website/no-such-route' },
  { kind: 'an unknown stored file', method: 'GET', url: '/uploads/no-such-file.png' },
  { kind: 'health', method: 'GET', url: '/health/live' },
  { kind: 'a refused token', method: 'POST', url: '/auth/user_reauth' },
] as const;

describeEachDatabase('security headers: every API answer carries them (the host forwards them as they are)', (ctx) => {
  it.each(ANSWERS)('$kind: nosniff, no referrer, a policy that loads and frames nothing', async ({ method, url }) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it("leaves a page's own policy as it is: Swagger UI runs its scripts", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain("default-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
