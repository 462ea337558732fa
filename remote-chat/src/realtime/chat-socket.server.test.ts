/**
 * @jest-environment node
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { SOCKET_EVENTS, SOCKET_PATH } from 'shared/constants';
import { anId } from 'shared/testing';
import { createChatSocket, type ChatSocket } from './chat-socket';

/** The client against a real socket.io server on 127.0.0.1: handshake, room join, events, reconnection. */
describe('createChatSocket with a socket.io server', () => {
  let http: HttpServer;
  let server: Server;
  let url: string;
  let client: ChatSocket | null = null;
  const customerId = anId();

  beforeEach(async () => {
    http = createServer();
    server = new Server(http, { path: SOCKET_PATH });
    server.use((socket, next) => (socket.handshake.auth.token === 'good' ? next() : next(new Error('TOKEN_INVALID'))));
    server.on('connection', (socket) => {
      socket.on(SOCKET_EVENTS.newUserAdd, async (id: string, ack?: (answer: { ok: boolean }) => void) => {
        await socket.join(`customer:${id}`);
        ack?.({ ok: true });
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    client?.close();
    client = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('joins the customer’s room after the handshake and receives its messages', async () => {
    const received = new Promise<string>((resolve) => {
      client = createChatSocket({
        url,
        getToken: () => 'good',
        customerId,
        handlers: { onMessage: (message) => resolve(message.message) },
      });
    });
    await waitFor(() => server.sockets.adapter.rooms.has(`customer:${customerId}`));
    server.to(`customer:${customerId}`).emit(SOCKET_EVENTS.chatMessage, {
      _id: anId(),
      message: 'Welcome back',
      type: 'text',
      sender: 'business',
      senderId: null,
      caption: null,
      contentType: null,
      createdAt: new Date().toISOString(),
      clientId: customerId,
      customerId,
      clientMessageId: null,
      payload: null,
      readAt: null,
    });
    await expect(received).resolves.toBe('Welcome back');
  });

  it('keeps trying after a refused handshake and connects once the token is good', async () => {
    let token = 'bad';
    const errors: string[] = [];
    const connected = new Promise<void>((resolve) => {
      client = createChatSocket({
        url,
        getToken: () => token,
        customerId,
        handlers: {
          onConnect: () => resolve(),
          onConnectError: (error) => {
            errors.push(error.message);
            token = 'good';
          },
        },
      });
    });
    await connected;
    expect(errors).toEqual(['TOKEN_INVALID']);
    expect(client!.connected).toBe(true);
  });
});

async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
