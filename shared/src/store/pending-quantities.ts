import { CART_UPDATE_DEBOUNCE_MS } from '../rules/constants';

/**
 * The server cart's quantity changes waiting for their debounce, one per line: a line's change goes out
 * (`send`) CART_UPDATE_DEBOUNCE_MS after its last change, with the quantity from before the first of
 * them, to go back to if the server refuses it.
 */
export class PendingQuantities {
  readonly #waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; before: number }>();

  constructor(private readonly send: (key: string, before: number) => void) {}

  /** Some line's change is still waiting. */
  get any(): boolean {
    return this.#waiting.size > 0;
  }

  /** A change of the line, whose quantity was `before` it: (re)starts the line's wait. */
  queue(key: string, before: number): void {
    const waiting = this.#waiting.get(key);
    if (waiting) clearTimeout(waiting.timer);
    const timer = setTimeout(() => this.flush(key), CART_UPDATE_DEBOUNCE_MS);
    this.#waiting.set(key, { timer, before: waiting?.before ?? before });
  }

  /** Sends the line's waiting change now, if it has one. */
  flush(key: string): void {
    const waiting = this.#take(key);
    if (waiting) this.send(key, waiting.before);
  }

  /** Sends every waiting change now. */
  flushAll(): void {
    for (const key of [...this.#waiting.keys()]) this.flush(key);
  }

  /** Forgets the line's waiting change, unsent (the line is gone). */
  drop(key: string): void {
    this.#take(key);
  }

  /** Forgets every waiting change, unsent. */
  dropAll(): void {
    for (const key of [...this.#waiting.keys()]) this.drop(key);
  }

  #take(key: string) {
    const waiting = this.#waiting.get(key);
    if (!waiting) return undefined;
    clearTimeout(waiting.timer);
    this.#waiting.delete(key);
    return waiting;
  }
}
