import { TYPING_THROTTLE_MS } from 'shared/constants';
import { TypingThrottle } from '../conversation/typing-throttle';

/** The owner stopped typing when nothing was typed for this long: the customer's indicator goes at once. */
export const TYPING_IDLE_MS = TYPING_THROTTLE_MS + 1_000;

export interface TypingSignalOptions {
  emit: (customerId: string, isTyping: boolean) => void;
  now?: () => number;
}

/**
 * The owner's side of the typing indicator, on the chat's one throttle: "typing" at most once per
 * TYPING_THROTTLE_MS while the owner writes in a conversation, and "stopped" once when they send, clear
 * the box, switch conversation or pause for TYPING_IDLE_MS.
 */
export class TypingSignal {
  readonly #options: TypingSignalOptions;
  #current: { customerId: string; throttle: TypingThrottle } | null = null;
  #idle: ReturnType<typeof setTimeout> | undefined;

  constructor(options: TypingSignalOptions) {
    this.#options = options;
  }

  /** The composer of `customerId`'s conversation now holds `text`. */
  composing(customerId: string, text: string): void {
    if (this.#current?.customerId !== customerId) {
      this.stop();
      const throttle = new TypingThrottle((isTyping) => this.#options.emit(customerId, isTyping), this.#options.now);
      this.#current = { customerId, throttle };
    }
    this.#current.throttle.input(text);
    clearTimeout(this.#idle);
    this.#idle = text.trim() === '' ? undefined : setTimeout(() => this.stop(), TYPING_IDLE_MS);
  }

  /** Tells the customer the owner stopped typing, if they were told otherwise. */
  stop(): void {
    clearTimeout(this.#idle);
    this.#idle = undefined;
    this.#current?.throttle.stop();
    this.#current = null;
  }
}
