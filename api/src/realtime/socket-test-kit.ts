/** Test helpers for the socket server: real socket.io clients against a listening app. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH } from '../contracts';
import type { JoinAnswer } from './socket-connections';

/** The origin of an app listening on 127.0.0.1 (tests listen on port 0). */
export function originOf(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A client that never reconnects on its own (tests reconnect by hand) and closes with `closeAll`. */
export function openSocket(origin: string, token: string | undefined, sockets: Socket[]): Socket {
  const socket = io(origin, {
    path: SOCKET_PATH,
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

export function closeAll(sockets: Socket[]): void {
  for (const socket of sockets.splice(0)) socket.disconnect();
}

/** Resolves once connected; rejects with the server's `connect_error` (message and `data.code`). */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The `connect_error` of a refused handshake. */
export function refusal(socket: Socket): Promise<{ message: string; code: string | undefined }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the handshake was accepted')));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) => resolve({ message: error.message, code: error.data?.code }));
  });
}

/** Connects, then names its customer with `new-user-add` and waits for the server's answer. */
export async function joinAs(socket: Socket, customerId: string): Promise<JoinAnswer> {
  if (!socket.connected) await connected(socket);
  return (await socket.timeout(5_000).emitWithAck(SOCKET_EVENTS.newUserAdd, customerId)) as JoinAnswer;
}

/** The next `event` the socket hears (rejects after `timeoutMs`). */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no '${event}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Every `event` the socket hears from now on, for checking what did NOT arrive. */
export function record<T = unknown>(socket: Socket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return heard;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
