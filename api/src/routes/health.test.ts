import { describeEachDatabase } from '../test/databases';

describeEachDatabase('health, CORS, docs and uploads', (ctx) => {
  it('answers liveness without touching the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness after checking the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.kind });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no/such/route?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /no/such/route not found', code: 'ROUTE_NOT_FOUND' });
  });

  it.each(['http://localhost:3000', 'http://demo.localhost:3001', 'http://127.0.0.1:4000'])('answers a preflight from %s with credentials', async (origin) => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/business_website/catalogue/get_catalogue',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-session-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-headers'])).toContain('X-Session-Type');
    expect(String(res.headers['access-control-allow-headers'])).toContain('Timeout');
  });

  it('gives a foreign origin no CORS permission', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/health/live',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    const simple = await ctx.app.inject({ method: 'GET', url: '/health/live', headers: { origin: 'http://localhost.evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document with every public route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/business_website/page/get_published_website_specific_page',
        '/business_website/catalogue/product/get_catalogue_product_items_for_public',
        '/business_website/catalogue/product/get_catalogue_product_details_for_public',
        '/business_website/catalogue/get_product_categories_by_account_type_id',
        '/business_website/catalogue/get_catalogue_by_account_type_id',
        '/business_website/catalogue/get_catalogue',
      ]),
    );
  });

  it('serves Swagger UI at /docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('serves seeded images from /uploads with long cache headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/demo/brand/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.body).toContain('<svg');
  });

  it('refuses to serve files outside the uploads directory', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/../../package.json' });
    expect(res.statusCode).toBe(404);
  });

  // last: a stopping app stays stopping
  it('answers readiness 503 once the API is stopping, while still answering requests, each on a connection that then ends', async () => {
    ctx.app.readiness.startDraining();
    const ready = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining', database: ctx.kind });
    const live = await ctx.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });
});
