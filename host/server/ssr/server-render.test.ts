/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, PAGE_EDIT_PATHS, SITE_CHANGED_HEADER } from 'shared/constants';
import { buildHostApp } from '../host-app';

const SHELL = '<!doctype html><html><head><title>shell</title></head><body><div id="root"><div class="boot" role="status">Loading page preview...</div></div></body></html>';

/**
 * A stand-in for dist-server/ssr.js with the same exports: it renders the banner text the API holds,
 * so the tests see what the host does with a render (cache, purge, fallbacks) without a webpack build.
 */
const FAKE_BUNDLE = `
let renders = 0;
module.exports = Promise.resolve({
  registerServerRemotes(entries) { globalThis.__ssrRemotes = entries; },
  async renderPage(request) {
    renders += 1;
    globalThis.__ssrRenders = renders;
    const answer = await (await fetch(request.apiUrl + '/banner')).json();
    if (answer.fail) throw new Error('storefront server code threw');
    if (answer.partial) request.onError(new Error('a slot is left to the browser'));
    return {
      html: '<main>' + answer.text + (request.isMobile ? ' (phone)' : '') + (request.locale === 'hi' ? ' [hi]' : '') + '</main>',
      state: { route: new URL(request.url, 'http://x').pathname, subdomain: request.subdomain, queries: {}, isMobile: request.isMobile, config: request.config, answer: {} },
    };
  },
});`;

const renders = () => (globalThis as { __ssrRenders?: number }).__ssrRenders ?? 0;

describe("the host's server rendering", () => {
  let root: string;
  let upstream: FastifyInstance;
  let host: FastifyInstance;
  let banner: { text: string; fail?: boolean; partial?: boolean };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'host-ssr-'));
    writeFileSync(join(root, 'index.html'), SHELL);
    writeFileSync(join(root, 'ssr.js'), FAKE_BUNDLE);
    upstream = Fastify();
    upstream.get('/banner', async () => banner);
    // The page-head reads fail, so each document is the plain shell: what the render adds is all there is.
    upstream.get(API_PATHS.page, async (_request, reply) => reply.code(503).send({ message: 'unavailable' }));
    // as the API does: an owner's successful write is marked, a customer's is not
    upstream.post(PAGE_EDIT_PATHS.updateSection, async (_request, reply) => {
      reply.header(SITE_CHANGED_HEADER, '1');
      return { message: 'success' };
    });
    upstream.post(PAGE_EDIT_PATHS.sectionStatus, async () => ({ message: 'success' }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const { port } = upstream.server.address() as AddressInfo;
    host = await buildHostApp({
      root,
      apiUrl: `http://127.0.0.1:${port}`,
      env: { STOREFRONT_URL: 'https://shop.example.in' },
      logger: false,
      seo: { timeoutMs: 200 },
      ssr: { bundlePath: join(root, 'ssr.js'), cacheTtlMs: 60_000 },
    });
  });

  beforeEach(() => {
    banner = { text: 'Handwoven sarees' };
  });

  afterAll(async () => {
    await host.close();
    await upstream.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => host.inject({ url, headers: { host: 'demo.localhost:3000', ...headers } });

  it("asks for the storefront's server build beside its browser build", () => {
    expect((globalThis as { __ssrRemotes?: unknown }).__ssrRemotes).toEqual({ storefront: 'https://shop.example.in/server/remoteEntry.js' });
  });

  it('answers a page with its markup in #root and the state it was rendered from', async () => {
    const response = await get('/about-us');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main>Handwoven sarees</main></div>');
    expect(response.body).toContain('<script type="application/json" id="server-state">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('reuses a rendered page, per address and layout, until the API marks an answer it forwards as a change of that site', async () => {
    await get('/shop');
    const before = renders();
    banner = { text: 'Festive offers' };
    expect((await get('/shop')).body).toContain('Handwoven sarees');
    expect(renders()).toBe(before);
    const phone = await get('/shop', { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' });
    expect(phone.body).toContain('Festive offers (phone)');
    const unmarked = await host.inject({ method: 'POST', url: PAGE_EDIT_PATHS.sectionStatus, headers: { host: 'demo.localhost:3000' }, payload: {} });
    expect(unmarked.statusCode).toBe(200);
    expect((await get('/shop')).body).toContain('Handwoven sarees');
    const edit = await host.inject({ method: 'POST', url: PAGE_EDIT_PATHS.updateSection, headers: { host: 'demo.localhost:3000' }, payload: {} });
    expect(edit.statusCode).toBe(200);
    expect((await get('/shop')).body).toContain('<main>Festive offers</main>');
  });

  it("renders in the language the shopper's cookie chose, names it in <html lang>, and caches each language apart", async () => {
    const hindi = await get('/faq', { cookie: 'theme=x; lang=hi' });
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(hindi.body).toContain('<main>Handwoven sarees [hi]</main>');
    const english = await get('/faq');
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).toContain('<main>Handwoven sarees</main>');
    expect((await get('/faq', { cookie: 'lang=fr' })).body).toContain('<html lang="en-IN">');
  });

  it('names the language in <html lang> when the page is left to the browser too, and says its loading message in it', async () => {
    banner = { text: 'x', fail: true };
    const hindi = (await get('/contact', { cookie: 'lang=hi' })).body;
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(hindi).toContain('<div class="boot" role="status">पेज लोड हो रहा है...</div>');
    expect((await get('/contact')).body).toContain('<div class="boot" role="status">Loading page preview...</div>');
  });

  it('sends the page for the browser to render when the server render throws, never a 5xx', async () => {
    banner = { text: 'x', fail: true };
    const response = await get('/contact');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Loading page preview...');
    expect(response.body).not.toContain('server-state');
  });

  it('does not keep a page part of which was left to the browser', async () => {
    banner = { text: 'Partial', partial: true };
    await get('/gallery');
    const before = renders();
    await get('/gallery');
    expect(renders()).toBe(before + 1);
  });

  it('leaves the owner screens to the browser', async () => {
    const response = await get('/owner');
    expect(response.body).toContain('Loading page preview...');
  });

  it('serves the plain document when server rendering is switched off (SSR=off)', async () => {
    const off = await buildHostApp({ root, apiUrl: 'http://127.0.0.1:9', env: { SSR: 'off' }, logger: false, seo: { timeoutMs: 200 }, ssr: { bundlePath: join(root, 'ssr.js') } });
    const response = await off.inject({ url: '/', headers: { host: 'demo.localhost:3000' } });
    expect(response.body).toContain('Loading page preview...');
    expect(response.body).not.toContain('server-state');
    await off.close();
  });
});
