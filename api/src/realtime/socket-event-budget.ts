import type { Socket } from 'socket.io';

/**
 * Events one socket may send: 60 in any 10 seconds, of any kind. The widget sends a join on connect and
 * a typing event every couple of seconds at most; a script's flood is dropped here before any handler
 * parses it (the typing relay has its own, tighter budget per conversation: typing-throttle.ts).
 */
export const SOCKET_EVENT_BUDGET = { max: 60, windowMs: 10_000 } as const;

/**
 * socket.io middleware counting the socket's incoming events in fixed windows; an event past the budget
 * is dropped unanswered (an acknowledgement the client waits for times out, as when the network loses it).
 */
export function eventBudget(budget: { max: number; windowMs: number } = SOCKET_EVENT_BUDGET, now: () => number = Date.now) {
  let windowStart = 0;
  let count = 0;
  return (_packet: unknown[], next: (error?: Error) => void): void => {
    const at = now();
    if (at - windowStart >= budget.windowMs) {
      windowStart = at;
      count = 0;
    }
    count += 1;
    if (count <= budget.max) next();
  };
}

/** Puts the budget on a connected socket. */
export function limitSocketEvents(socket: Socket): void {
  socket.use(eventBudget());
}
