/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRemoteApp } from './remote-app';

describe("a remote's production server", () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'remote-app-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>standalone</title>');
    writeFileSync(join(root, 'remoteEntry.js'), 'console.log("entry")');
    app = await buildRemoteApp(root, { CHECKOUT_URL: 'https://checkout.example.in' });
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lets a page on another origin load its files', async () => {
    const response = await app.inject({ url: '/remoteEntry.js', headers: { origin: 'http://demo.localhost:3000' } });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets its standalone page load the other remotes' scripts, and no inline one", async () => {
    const response = await app.inject({ url: '/', headers: { host: 'demo.localhost:3002' } });
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe("'self' http://demo.localhost:3001 http://demo.localhost:3002 https://checkout.example.in");
  });
});
