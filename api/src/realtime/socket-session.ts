import type { Socket } from 'socket.io';
import { sessionRoom } from './rooms';
import type { SocketData } from './socket-auth';

/** setTimeout's ceiling (about 24.8 days); a token never lives that long, but a clock far off must not fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Ties a connected socket to its token: it joins its session's room (so logout and reuse detection can
 * disconnect it from any API process) and is disconnected when the token expires, so a stolen token
 * cannot keep a live feed. The widget then refreshes its token and reconnects, catching up what it missed.
 */
export function bindToSession(socket: Socket, now: () => number): void {
  const { identity, sessionId, expiresAt } = socket.data as SocketData;
  if (sessionId) void socket.join(sessionRoom(identity.businessId, sessionId));
  const timer = setTimeout(() => socket.disconnect(true), Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - now())));
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}
