/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { registerReadiness, stopGracefully } from './graceful-stop';

/** A listening server with the readiness check and a request that takes `slowMs`. */
async function serverWithSlowRoute(slowMs: number) {
  const app = Fastify();
  registerReadiness(app);
  app.get('/health/ready', async (_request, reply) => (app.readiness.draining ? reply.code(503).send({ status: 'draining' }) : { status: 'ok' }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const statusOf = (url: string) => fetch(url).then((response) => response.status);

describe('stopGracefully', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('turns readiness off first while still answering, lets a request in flight finish, then stops listening', async () => {
    const server = await serverWithSlowRoute(400);
    app = server.app;
    expect(await statusOf(`${server.url}/health/ready`)).toBe(200);
    const inFlight = fetch(`${server.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = stopGracefully(server.app, { drainMs: 200, deadlineMs: 5_000 });
    // during the drain: the balancer is told to stop sending, and what it still sends is served
    expect(await statusOf(`${server.url}/health/ready`)).toBe(503);
    expect(await statusOf(`${server.url}/health/live`).catch(() => 'refused')).toBe(404);
    expect(await stopped).toBe('closed');
    expect((await inFlight).status).toBe(200);
    await expect(fetch(`${server.url}/health/ready`)).rejects.toThrow();
  });

  it('ends at the deadline when a request in flight does not finish', async () => {
    const server = await serverWithSlowRoute(60_000);
    app = server.app;
    const inFlight = fetch(`${server.url}/slow`).catch(() => 'cut off');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await stopGracefully(server.app, { drainMs: 0, deadlineMs: 300 })).toBe('deadline');
    expect(Date.now() - started).toBeLessThan(5_000);
    server.app.server.closeAllConnections();
    expect(await inFlight).toBe('cut off');
  });
});
