import { TYPING_THROTTLE_MS } from '../contracts';

/**
 * Typing events relayed per conversation and side (a customer's, or the business's): at most 20 in any
 * 10 seconds, changes included. A person typing sends a "typing" every TYPING_THROTTLE_MS and a "stopped"
 * at each pause, a handful in ten seconds; a script toggling 300 times reaches the other side about 20
 * times, whatever the number of sockets it opens on this process.
 */
export const TYPING_BUDGET = { max: 20, windowMs: 10_000 } as const;

/** Conversations a throttle remembers: the oldest-used are forgotten first, so a flood of them costs bounded memory. */
export const TYPING_THROTTLE_KEYS = 10_000;

interface Relayed {
  isTyping: boolean;
  at: number;
  windowStart: number;
  count: number;
}

/**
 * Server-side throttle of `typing` events, per conversation key: the same state repeated passes at
 * most once per `intervalMs`, a change passes at once, and no key relays more than `budget.max` events
 * per `budget.windowMs`. Past the budget a "stopped" still passes once after a relayed "typing", so the
 * other side is never left showing someone typing.
 */
export class TypingThrottle {
  readonly #last = new Map<string, Relayed>();

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
    private readonly budget: { max: number; windowMs: number } = TYPING_BUDGET,
    private readonly capacity = TYPING_THROTTLE_KEYS,
  ) {}

  /** True when this event should be relayed (and records it as relayed). */
  allow(conversation: string, isTyping: boolean): boolean {
    const at = this.now();
    const last = this.#last.get(conversation);
    if (last && last.isTyping === isTyping && at - last.at < this.intervalMs) return false;
    const inWindow = last !== undefined && at - last.windowStart < this.budget.windowMs;
    const count = inWindow ? last.count : 0;
    if (count >= this.budget.max && (isTyping || !last?.isTyping)) return false;
    this.#remember(conversation, { isTyping, at, windowStart: inWindow ? last.windowStart : at, count: count + 1 });
    return true;
  }

  #remember(conversation: string, relayed: Relayed): void {
    this.#last.delete(conversation);
    this.#last.set(conversation, relayed);
    if (this.#last.size > this.capacity) {
      const oldest = this.#last.keys().next().value;
      if (oldest !== undefined) this.#last.delete(oldest);
    }
  }
}

const shared = new WeakMap<object, TypingThrottle>();

/**
 * The one throttle of a socket.io server: every socket of a customer (and every owner of a business)
 * counts in the same budget, so opening more sockets buys no more events.
 */
export function typingThrottleOf(server: object): TypingThrottle {
  let throttle = shared.get(server);
  if (!throttle) {
    throttle = new TypingThrottle(TYPING_THROTTLE_MS);
    shared.set(server, throttle);
  }
  return throttle;
}
