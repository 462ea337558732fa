/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { buildHostApp } from './host-app';

describe('the host server', () => {
  let root: string;
  let upstream: FastifyInstance;
  let host: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'host-dist-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(root, 'main.js'), 'console.log("entry")');
    writeFileSync(join(root, '10.3e048c77f099.js'), 'console.log("chunk")');
    upstream = Fastify();
    upstream.get('/business_website/page/get_published_website_specific_page', async (request) => ({
      message: 'success',
      forwardedQuery: request.query,
      forwardedHost: request.headers.host,
      forwardedFor: request.headers['x-forwarded-for'],
    }));
    upstream.post('/auth/user_reauth', async (request) => ({ sessionType: request.headers['x-session-type'] }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const { port } = upstream.server.address() as AddressInfo;
    host = await buildHostApp({
      root,
      apiUrl: `http://127.0.0.1:${port}`,
      env: { CHAT_URL: 'https://chat.example.in/', DEFAULT_SUBDOMAIN: 'sunrise' },
      logger: false,
    });
  });

  afterAll(async () => {
    await host.close();
    await upstream.close();
    rmSync(root, { recursive: true, force: true });
  });

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
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    }
  });
});
