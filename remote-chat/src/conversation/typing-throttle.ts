import { TYPING_THROTTLE_MS } from 'shared/constants';

/**
 * Turns keystrokes into `typing` events: `isTyping: true` at most once per TYPING_THROTTLE_MS while the
 * person keeps writing, and one `isTyping: false` when they send, clear the box or leave it (only if
 * a `true` went out).
 */
export class TypingThrottle {
  #lastSentAt = Number.NEGATIVE_INFINITY;
  #announced = false;
  readonly #send: (isTyping: boolean) => void;
  readonly #now: () => number;
  readonly #intervalMs: number;

  constructor(send: (isTyping: boolean) => void, now: () => number = Date.now, intervalMs = TYPING_THROTTLE_MS) {
    this.#send = send;
    this.#now = now;
    this.#intervalMs = intervalMs;
  }

  /** The text box changed; `text` is its new value. */
  input(text: string): void {
    if (text.trim() === '') {
      this.stop();
      return;
    }
    const now = this.#now();
    if (now - this.#lastSentAt < this.#intervalMs) return;
    this.#lastSentAt = now;
    this.#announced = true;
    this.#send(true);
  }

  /** Sent, cleared or left: the other side's indicator goes away now rather than on its timeout. */
  stop(): void {
    if (!this.#announced) return;
    this.#announced = false;
    this.#lastSentAt = Number.NEGATIVE_INFINITY;
    this.#send(false);
  }
}
