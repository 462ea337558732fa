/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from 'shared/constants';
import { buildHostApp } from './host-app';

const originOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * The browser reaches the chat socket through the host's own origin: the host forwards /socket.io to
 * the API, both socket.io's long-polling requests and the websocket upgrade.
 */
describe("the host's socket forwarding", () => {
  let root: string;
  let upstream: FastifyInstance;
  let sockets: Server;
  let host: FastifyInstance;
  const clients: Socket[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'host-dist-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    upstream = Fastify();
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    sockets = new Server(upstream.server, { path: SOCKET_PATH });
    // echoes what the client sent with the token its handshake carried
    sockets.on('connection', (socket) => {
      socket.on('echo', (text: string, ack: (answer: unknown) => void) => ack({ text, token: (socket.handshake.auth as { token?: string }).token, transport: socket.conn.transport.name }));
    });
    host = await buildHostApp({ root, apiUrl: originOf(upstream), env: {}, logger: false });
    await host.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await host.close();
    sockets.close();
    await upstream.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['a websocket from the start', ['websocket']],
    ['long-polling, then the upgrade to a websocket', ['polling', 'websocket']],
  ] as const)('carries %s, with the handshake token, to the API', async (_title, transports) => {
    const client = connect(originOf(host), { path: SOCKET_PATH, auth: { token: 'abc' }, transports: [...transports], reconnection: false, forceNew: true });
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    if (transports.length > 1) await new Promise<void>((resolve) => (client.io.engine.transport.name === 'websocket' ? resolve() : client.io.engine.once('upgrade', () => resolve())));
    const answer = await client.timeout(5_000).emitWithAck('echo', 'hello');
    expect(answer).toEqual({ text: 'hello', token: 'abc', transport: 'websocket' });
  });
});
