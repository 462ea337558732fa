import { Server } from 'socket.io';
import { SOCKET_PATH } from '../contracts';
import { globalPlugin } from '../plugins/define-plugin';
import { ALLOWED_ORIGIN } from '../plugins/cors';
import { connectRedisFanOut, type RedisFanOut } from './redis-adapter';
import type { EndedSessions } from '../repositories/refresh-sessions';
import { customerRoom, ownersRoom, sessionRoom } from './rooms';
import { authenticateHandshake, type SocketData } from './socket-auth';
import { handleConnection } from './socket-connections';
import { bindToSession } from './socket-session';

/** What routes use to reach connected people; every emit is addressed by business. */
export interface Realtime {
  /** Emits to the sockets of one customer of the business (its room), on every API process. */
  toCustomer(businessId: string, customerId: string, event: string, data: unknown): void;
  /** Emits to the business's owners' sockets (the inbox), on every API process. */
  toOwners(businessId: string, event: string, data: unknown): void;
  /** Disconnects every socket of the sessions (logout, a replayed refresh token), on every API process. */
  endSessions(ended: EndedSessions): void;
  /**
   * Runs `task` after `delayMs` (the specification's confirmation delays). The timer never keeps the
   * process alive and is cleared when the app closes.
   */
  later(delayMs: number, task: () => void): void;
  /** The socket.io server; attached to the HTTP server when the app starts listening. */
  readonly io: Server;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions extends Record<string, unknown> {
  /** Set: the Redis adapter shares rooms and emits between API processes. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis channels (default socket.io's); tests keep their runs apart with their own. */
  redisKey?: string | undefined;
}

/** Typing and join events are tiny; nothing a client sends on the socket needs more. */
const MAX_SOCKET_PAYLOAD_BYTES = 64 * 1024;

/**
 * socket.io on the API's own HTTP server and port, at SOCKET_PATH. The server exists from the start (so
 * routes can emit in inject-only tests, reaching nobody) but is attached to the HTTP server only once
 * the app listens. The handshake's `auth.token` is checked like a bearer header; a socket lives no
 * longer than its token and its session (socket-session.ts); see socket-connections.ts for rooms and events. With `redisUrl`, @socket.io/redis-adapter fans emits out
 * to every process; its clients close with the app.
 */
export const realtimePlugin = globalPlugin<RealtimeOptions>('realtime', async (app, options) => {
  const io = new Server({
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: ALLOWED_ORIGIN, credentials: true },
    maxHttpBufferSize: MAX_SOCKET_PAYLOAD_BYTES,
  });
  let fanOut: RedisFanOut | undefined;
  if (options.redisUrl) {
    fanOut = await connectRedisFanOut(options.redisUrl, app.log, options.redisKey);
    io.adapter(fanOut.adapter);
  }

  io.use((socket, next) => {
    authenticateHandshake(app, socket).then(
      (data) => {
        Object.assign(socket.data as SocketData, data);
        next();
      },
      (error: Error) => next(error),
    );
  });
  io.on('connection', (socket) => {
    bindToSession(socket, app.clock);
    handleConnection(socket);
  });

  const timers = new Set<NodeJS.Timeout>();
  let closing = false;
  let attached = false;

  const realtime: Realtime = {
    io,
    toCustomer(businessId, customerId, event, data) {
      if (!closing) io.to(customerRoom(businessId, customerId)).emit(event, data);
    },
    toOwners(businessId, event, data) {
      if (!closing) io.to(ownersRoom(businessId)).emit(event, data);
    },
    endSessions({ businessId, sessionIds }) {
      if (closing || sessionIds.length === 0) return;
      // the Redis adapter carries the disconnect to the sockets on the other processes
      io.in(sessionIds.map((id) => sessionRoom(businessId, id))).disconnectSockets(true);
    },
    later(delayMs, task) {
      if (closing) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        try {
          task();
        } catch (error) {
          app.log.error({ err: error }, 'delayed realtime task failed');
        }
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },
  };
  app.decorate('realtime', realtime);

  app.addHook('onListen', async () => {
    io.attach(app.server);
    attached = true;
  });
  // Before the HTTP server closes: open sockets would keep it from closing.
  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    // `local`: only this process's sockets; the others keep theirs
    io.local.disconnectSockets(true);
    if (attached) io.engine.close();
  });
  app.addHook('onClose', async () => {
    closing = true;
    await io.of('/').adapter.close();
    await fanOut?.close();
  });
});
