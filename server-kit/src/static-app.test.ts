/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { IMMUTABLE, REVALIDATE } from './cache-policy';
import { buildStaticApp } from './static-app';

const CHUNK = `console.log(${JSON.stringify('a chunk of the app '.repeat(200))});`;
const ENTRY = `console.log(${JSON.stringify('the entry '.repeat(300))});`;
// Quality 11, as the build writes it; the server's own per-request brotli (quality 5) would differ.
const BUILT_BROTLI = brotliCompressSync(CHUNK, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

describe('a built app served in production', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'static-app-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>standalone</title>');
    writeFileSync(join(root, '10.3e048c77f099.js'), CHUNK);
    writeFileSync(join(root, '10.3e048c77f099.js.br'), BUILT_BROTLI);
    writeFileSync(join(root, '10.3e048c77f099.js.gz'), gzipSync(CHUNK));
    writeFileSync(join(root, 'remoteEntry.js'), ENTRY);
    writeFileSync(join(root, 'remoteEntry.js.br'), brotliCompressSync(ENTRY));
    writeFileSync(join(root, '10.3e048c77f099.js.map'), '{"version":3,"sources":["webpack://app/./src/secret-logic.ts"]}');
    writeFileSync(join(root, '10.3e048c77f099.js.map.br'), brotliCompressSync('{"version":3}'));
    app = await buildStaticApp({ root, cors: true, logger: false });
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli file written at build time when the browser accepts brotli', async () => {
    const response = await app.inject({ url: '/10.3e048c77f099.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const response = await app.inject({ url: '/10.3e048c77f099.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the plain file when no encoding is accepted, still marked as varying by encoding', async () => {
    const response = await app.inject({ url: '/10.3e048c77f099.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(CHUNK);
  });

  it('sends the copy the build compressed rather than compressing the file again', async () => {
    const response = await app.inject({ url: '/10.3e048c77f099.js', headers: { 'accept-encoding': 'br' } });
    expect(response.rawPayload.equals(BUILT_BROTLI)).toBe(true);
  });

  it('revalidates the unhashed entry and its compressed copy', async () => {
    const response = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  it("answers a page on another origin's preflight for reads, without credentials", async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/mf-manifest.json',
      headers: { origin: 'http://demo.localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(['/10.3e048c77f099.js.map', '/10.3e048c77f099.js.MAP', '/10.3e048c77f099.js.map?x=1', '/10.3e048c77f099.js.map.br', '/%31%30.3e048c77f099.js.map'])(
    'never serves a source map (%s): the build keeps them for error reports, not for visitors',
    async (url) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret-logic');
      expect(response.body).not.toContain('version');
    },
  );

  it('still answers a client-side route with the app document', async () => {
    const response = await app.inject({ url: '/products' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.body).toContain('<title>standalone</title>');
  });
});

describe('an app served across its releases', () => {
  let releases: string;
  let app: FastifyInstance;
  const OLD_CHUNK = 'console.log("chat 543 of the release before");';

  beforeAll(async () => {
    releases = mkdtempSync(join(tmpdir(), 'static-releases-'));
    const older = join(releases, '20261127-010000-aaaaaa', 'dist');
    const live = join(releases, '20261127-020000-bbbbbb', 'dist');
    mkdirSync(older, { recursive: true });
    mkdirSync(live, { recursive: true });
    writeFileSync(join(older, '543.0a1b2c3d4e5f.js'), OLD_CHUNK);
    writeFileSync(join(older, '543.0a1b2c3d4e5f.js.br'), brotliCompressSync(OLD_CHUNK));
    writeFileSync(join(older, '543.0a1b2c3d4e5f.js.map'), '{"version":3}');
    writeFileSync(join(older, 'widget.js'), 'an unhashed file of the release before');
    writeFileSync(join(live, 'index.html'), '<!doctype html><title>live</title>');
    writeFileSync(join(live, 'remoteEntry.js'), 'the live entry');
    app = await buildStaticApp({ root: live, releasesDir: releases, cors: true, logger: false });
  });

  afterAll(async () => {
    await app.close();
    rmSync(releases, { recursive: true, force: true });
  });

  it('still sends an earlier release’s chunk to a page opened before the release, compressed and immutable', async () => {
    const response = await app.inject({ url: '/543.0a1b2c3d4e5f.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(OLD_CHUNK);
  });

  it('sends entries only from the live release, and never an earlier release’s unhashed file or source map', async () => {
    const entry = await app.inject({ url: '/remoteEntry.js' });
    expect(entry.body).toBe('the live entry');
    expect(entry.headers['cache-control']).toBe(REVALIDATE);
    expect((await app.inject({ url: '/widget.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/543.0a1b2c3d4e5f.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/..%2f20261127-010000-aaaaaa%2fdist%2f543.0a1b2c3d4e5f.js' })).statusCode).toBe(404);
  });
});
