import type { Socket } from 'socket.io';
import { ID_PATTERN, SOCKET_EVENTS, typingClientEventSchema, type TypingEvent } from '../contracts';
import { customerRoom, ownersRoom } from './rooms';
import type { SocketData } from './socket-auth';
import { limitSocketEvents } from './socket-event-budget';
import { typingThrottleOf } from './typing-throttle';

/** The answer a `new-user-add` ack receives. */
export type JoinAnswer = { ok: true } | { ok: false; code: 'FORBIDDEN'; message: string };

export const JOIN_REFUSED_MESSAGE = 'This connection may only join its own conversation';

/** `new-user-add` carries the customerId (the specification's), or `{ customerId }`. */
function namedCustomer(payload: unknown): string | null {
  const value = typeof payload === 'object' && payload !== null ? (payload as { customerId?: unknown }).customerId : payload;
  return typeof value === 'string' && ID_PATTERN.test(value) ? value.toLowerCase() : null;
}

const ackOf = (ack: unknown) => (typeof ack === 'function' ? (ack as (answer: JoinAnswer) => void) : () => undefined);

/**
 * What a connected socket may do. An owner's socket is in its business's owners' room from the start
 * and relays typing into one customer's room of the same business. A customer's socket joins its own
 * room only after `new-user-add` names the token's own customerId; any other id is refused and the
 * socket disconnected. `typing` is relayed to the other side only, throttled per conversation and side
 * across all of this process's sockets (typing-throttle.ts).
 */
export function handleConnection(socket: Socket): void {
  const { identity } = socket.data as SocketData;
  const { businessId } = identity;
  const throttle = typingThrottleOf(socket.nsp.server);
  limitSocketEvents(socket);

  if (identity.role === 'user') {
    void socket.join(ownersRoom(businessId));
    socket.on(SOCKET_EVENTS.typing, (payload: unknown) => {
      const parsed = typingClientEventSchema.safeParse(payload);
      if (!parsed.success || !parsed.data.customerId) return;
      const customerId = parsed.data.customerId.toLowerCase();
      if (!throttle.allow(`${businessId}:${customerId}:business`, parsed.data.isTyping)) return;
      const event: TypingEvent = { customerId, from: 'business', isTyping: parsed.data.isTyping };
      socket.to(customerRoom(businessId, customerId)).emit(SOCKET_EVENTS.typing, event);
    });
    return;
  }

  const own = identity.customerId;
  socket.on(SOCKET_EVENTS.newUserAdd, (payload: unknown, ack?: unknown) => {
    const respond = ackOf(ack);
    if (namedCustomer(payload) !== own) {
      respond({ ok: false, code: 'FORBIDDEN', message: JOIN_REFUSED_MESSAGE });
      socket.disconnect(true);
      return;
    }
    void socket.join(customerRoom(businessId, own));
    respond({ ok: true });
  });
  socket.on(SOCKET_EVENTS.typing, (payload: unknown) => {
    const parsed = typingClientEventSchema.safeParse(payload);
    // a customer only ever types in its own conversation
    if (!parsed.success || (parsed.data.customerId !== undefined && parsed.data.customerId.toLowerCase() !== own)) return;
    if (!throttle.allow(`${businessId}:${own}:user`, parsed.data.isTyping)) return;
    const event: TypingEvent = { customerId: own, from: 'user', isTyping: parsed.data.isTyping };
    socket.to(ownersRoom(businessId)).emit(SOCKET_EVENTS.typing, event);
  });
}
