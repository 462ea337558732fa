import { TYPING_THROTTLE_MS } from 'shared';

/** The owner stopped typing when nothing was typed for this long: the customer's indicator goes at once. */
export const TYPING_IDLE_MS = TYPING_THROTTLE_MS + 1_000;

export interface TypingSignalOptions {
  emit: (customerId: string, isTyping: boolean) => void;
  now?: () => number;
}

/**
 * The owner's side of the typing indicator: while the owner keeps typing, "typing" goes out at most once
 * per TYPING_THROTTLE_MS (the customer's indicator times out on its own after TYPING_TIMEOUT_MS), and
 * "stopped" goes out once when the owner sends, clears the box, switches conversation or pauses.
 */
export class TypingSignal {
  #emit: TypingSignalOptions['emit'];
  #now: () => number;
  #customerId: string | null = null;
  #sentAt = 0;
  #idle: ReturnType<typeof setTimeout> | undefined;

  constructor(options: TypingSignalOptions) {
    this.#emit = options.emit;
    this.#now = options.now ?? Date.now;
  }

  /** The composer of `customerId`'s conversation now holds `text`. */
  composing(customerId: string, text: string): void {
    if (text.trim() === '') {
      this.stop();
      return;
    }
    if (this.#customerId !== customerId) this.stop();
    const now = this.#now();
    if (this.#customerId === null || now - this.#sentAt >= TYPING_THROTTLE_MS) {
      this.#customerId = customerId;
      this.#sentAt = now;
      this.#emit(customerId, true);
    }
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => this.stop(), TYPING_IDLE_MS);
  }

  /** Tells the customer the owner stopped typing, if they were told otherwise. */
  stop(): void {
    clearTimeout(this.#idle);
    this.#idle = undefined;
    if (this.#customerId === null) return;
    const customerId = this.#customerId;
    this.#customerId = null;
    this.#emit(customerId, false);
  }
}
