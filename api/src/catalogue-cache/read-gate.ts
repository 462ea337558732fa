/** Thrown by `ReadGate.run` for a read nobody waits for any more. */
export class ReadAbandoned extends Error {
  constructor() {
    super('the reader left before its turn');
  }
}

/**
 * At most `limit` catalogue reads at once, the others waiting their turn in arrival order; a read whose
 * requester left while it waited is skipped. On PGlite (one connection, one query at a time) this is
 * what keeps a burst servable: without it every waiting request's queries interleave in PGlite's own
 * queue, so each request takes as long as the whole backlog, and requests a client has given up on
 * (timed out, closed) still run, making the backlog longer than any timeout: nothing completes.
 */
export class ReadGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(abandoned: () => boolean, read: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    // the finishing read hands its place over, so `running` already counts this one
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      if (abandoned()) throw new ReadAbandoned();
      return await read();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
