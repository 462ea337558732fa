/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHostApp } from './host-app';

/** The policy's directives by name: `{ 'script-src': ["'self'", ...] }`. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe("the host's security headers", () => {
  let root: string;
  let upstream: FastifyInstance;
  let host: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'host-dist-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(root, '10.3e048c77f099.js'), 'console.log("chunk")');
    upstream = Fastify();
    upstream.get('/business_website/page/get_published_website_specific_page', async () => ({ message: 'success' }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const { port } = upstream.server.address() as AddressInfo;
    host = await buildHostApp({
      root,
      apiUrl: `http://127.0.0.1:${port}`,
      env: { CHAT_URL: 'https://chat.example.in/', FRAME_ANCESTORS: 'https://dashboard.example.in' },
      logger: false,
    });
  });

  afterAll(async () => {
    await host.close();
    await upstream.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lets a page run scripts from its own origin and the remotes it is told about, never inline ones', async () => {
    const response = await host.inject({ url: '/', headers: { host: 'demo.localhost:3000' } });
    const policy = directives(response.headers['content-security-policy']);
    const remotes = ['http://demo.localhost:3001', 'https://chat.example.in', 'http://demo.localhost:3003'];
    expect(policy['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com', ...remotes]);
    expect(policy['connect-src']).toEqual(["'self'", ...remotes]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", ...remotes]));
    expect(policy['style-src']).toEqual(expect.arrayContaining(["'self'", ...remotes]));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('names the remotes at the host name the browser used', async () => {
    const response = await host.inject({ url: '/products', headers: { host: 'sunrise.localhost:3000' } });
    expect(directives(response.headers['content-security-policy'])['script-src']).toContain('http://sunrise.localhost:3001');
  });

  it('marks every file with its type only and lets the site and the configured dashboard frame it', async () => {
    const chunk = await host.inject({ url: '/10.3e048c77f099.js' });
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(chunk.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'", 'https://dashboard.example.in']);
    // X-Frame-Options cannot name the dashboard; frame-ancestors decides.
    expect(chunk.headers['x-frame-options']).toBeUndefined();
  });

  it("leaves the API's answers with the API's own headers", async () => {
    const answer = await host.inject({ url: '/business_website/page/get_published_website_specific_page' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});

describe('a host framed by nobody else', () => {
  it('keeps X-Frame-Options at same origin for browsers without frame-ancestors', async () => {
    const root = mkdtempSync(join(tmpdir(), 'host-dist-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    const host = await buildHostApp({ root, apiUrl: 'http://127.0.0.1:9', env: {}, logger: false });
    try {
      const response = await host.inject({ url: '/' });
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(directives(response.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    } finally {
      await host.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
