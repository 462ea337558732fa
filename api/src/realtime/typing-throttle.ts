/**
 * Server-side throttle of one socket's `typing` events: per conversation, a change (started, stopped)
 * always passes, and the same state repeated passes at most once per `intervalMs`. A client that sends
 * a keystroke's worth of events cannot flood the other side, and a "stopped" is never swallowed.
 */
export class TypingThrottle {
  readonly #last = new Map<string, { isTyping: boolean; at: number }>();

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this event should be relayed (and records it as relayed). */
  allow(conversation: string, isTyping: boolean): boolean {
    const at = this.now();
    const last = this.#last.get(conversation);
    if (last && last.isTyping === isTyping && at - last.at < this.intervalMs) return false;
    this.#last.set(conversation, { isTyping, at });
    return true;
  }
}
