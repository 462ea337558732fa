import { TYPING_TIMEOUT_MS } from 'shared/constants';

/**
 * Who is writing on the other side, from their `typing` events: on at "typing", off at "stopped" (or
 * when told: their message came, the socket dropped), and off TYPING_TIMEOUT_MS after their last
 * "typing", since a lost "stopped" must not leave the dots forever. One timeout per writer: the
 * customer's chat hears the business, the owner's inbox hears each customer. `show` gets every change.
 */
export class HeardTyping<Writer = string> {
  readonly #timeouts = new Map<Writer, ReturnType<typeof setTimeout>>();

  constructor(private readonly show: (writer: Writer, typing: boolean) => void) {}

  /** A `typing` event of `writer`. */
  heard(writer: Writer, isTyping: boolean): void {
    this.stop(writer);
    if (!isTyping) return;
    this.show(writer, true);
    this.#timeouts.set(
      writer,
      setTimeout(() => this.stop(writer), TYPING_TIMEOUT_MS),
    );
  }

  /** `writer` is not typing (any more). */
  stop(writer: Writer): void {
    clearTimeout(this.#timeouts.get(writer));
    this.#timeouts.delete(writer);
    this.show(writer, false);
  }

  /** Nobody is typing: the socket dropped or the page is leaving. */
  stopAll(): void {
    for (const writer of [...this.#timeouts.keys()]) this.stop(writer);
  }
}
