/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { hostOverUpstream, SHELL_HTML, type HostOverUpstream } from './host-test-kit';

describe('the host server', () => {
  let server: HostOverUpstream;
  let root: string;
  let host: FastifyInstance;

  beforeAll(async () => {
    server = await hostOverUpstream({
      files: { 'main.js': 'console.log("entry")', '10.3e048c77f099.js': 'console.log("chunk")' },
      env: { CHAT_URL: 'https://chat.example.in/', DEFAULT_SUBDOMAIN: 'sunrise' },
      routes(upstream) {
        upstream.get('/business_website/page/get_published_website_specific_page', async (request) => ({
          message: 'success',
          forwardedQuery: request.query,
          forwardedHost: request.headers.host,
          forwardedFor: request.headers['x-forwarded-for'],
        }));
        upstream.post('/auth/user_reauth', async (request) => ({ sessionType: request.headers['x-session-type'] }));
      },
    });
    ({ root, host } = server);
  });

  afterAll(() => server.close());

  it('tells the browser where each remote lives, from its environment, at run time', async () => {
    const response = await host.inject({ url: '/runtime-config.json', headers: { host: 'demo.localhost:3000' } });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      remotes: {
        storefront: 'http://demo.localhost:3001/remoteEntry.js',
        chat: 'https://chat.example.in/remoteEntry.js',
        checkout: 'http://demo.localhost:3003/remoteEntry.js',
      },
      defaultSubdomain: 'sunrise',
    });
  });

  it('forwards API paths with their query and headers to the API', async () => {
    const page = await host.inject({ url: '/business_website/page/get_published_website_specific_page?subdomain=demo&customRoute=/' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ message: 'success', forwardedQuery: { subdomain: 'demo', customRoute: '/' } });
    const reauth = await host.inject({ method: 'POST', url: '/auth/user_reauth', headers: { 'x-session-type': 'customer' } });
    expect(reauth.json()).toEqual({ sessionType: 'customer' });
  });

  it('tells the API the client address it saw, never one the client claims', async () => {
    const page = await host.inject({
      url: '/business_website/page/get_published_website_specific_page?subdomain=demo',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '198.51.100.7',
    });
    expect(page.json()).toMatchObject({ forwardedFor: '198.51.100.7' });
  });

  it('answers a client-side route with the shell document, revalidated on every visit', async () => {
    const response = await host.inject({ url: '/product-details?name=silk-saree' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers the home page with the shell document', async () => {
    const response = await host.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
  });

  it('caches hashed chunks for a year and revalidates the entry', async () => {
    const chunk = await host.inject({ url: '/10.3e048c77f099.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await host.inject({ url: '/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of the shell document', async () => {
    const response = await host.inject({ url: '/missing.abcdefabcdef.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends the compressed copy the build wrote when the browser accepts it', async () => {
    const source = 'const x = 1;\n'.repeat(500);
    writeFileSync(join(root, 'big.0123456789ab.js'), source);
    writeFileSync(join(root, 'big.0123456789ab.js.br'), brotliCompressSync(source));
    const response = await host.inject({ url: '/big.0123456789ab.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(source);
  });

  it('compresses the page document, made per request, when the browser accepts it', async () => {
    writeFileSync(join(root, 'index.html'), `<!doctype html><title>shell</title>${'<p>filler</p>'.repeat(200)}`);
    try {
      const response = await host.inject({ url: '/products', headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>shell</title>');
    } finally {
      writeFileSync(join(root, 'index.html'), SHELL_HTML);
    }
  });
});
