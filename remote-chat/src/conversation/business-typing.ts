import { TYPING_TIMEOUT_MS } from 'shared/constants';

/**
 * Whether the business is writing, from its `typing` events: on at "typing", off at "stopped" (or when
 * told: its message came, the socket dropped), and off TYPING_TIMEOUT_MS after the last "typing", since a
 * lost "stopped" must not leave the dots forever. `show` gets every change.
 */
export class BusinessTyping {
  #timeout: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly show: (typing: boolean) => void) {}

  /** A `typing` event of the business. */
  heard(isTyping: boolean): void {
    this.clear();
    if (!isTyping) return;
    this.show(true);
    this.#timeout = setTimeout(() => this.clear(), TYPING_TIMEOUT_MS);
  }

  clear(): void {
    if (this.#timeout !== null) clearTimeout(this.#timeout);
    this.#timeout = null;
    this.show(false);
  }
}
