/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestTimeoutOptions } from './request-timeout';
import { buildStaticApp } from './static-app';
import { trickleRequest } from './trickle-request';

describe('a slow request body', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'static-timeout-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>standalone</title>');
    app = await buildStaticApp({ root, logger: false, requestTimeoutMs: 1000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is ended by every static server once the request timeout passes (a byte every 200 ms held it open for ever)', async () => {
    const outcome = await trickleRequest((app.server.address() as AddressInfo).port, '/anything', { giveUpMs: 8000 });
    expect(outcome.status).toBe(408);
    expect(outcome.elapsedMs).toBeLessThan(4000);
  });

  it('keeps a limit by default, checked often enough to be kept', () => {
    const { requestTimeout, http } = requestTimeoutOptions();
    expect(requestTimeout).toBeGreaterThan(0);
    expect(http.headersTimeout).toBeLessThanOrEqual(requestTimeout);
    expect(http.connectionsCheckingInterval).toBeLessThanOrEqual(5000);
  });
});
