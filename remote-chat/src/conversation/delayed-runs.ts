/** Work put off for a while (a flag to clear, a line after its typing dots) that a stop cancels all at once. */
export class DelayedRuns {
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();

  /** Runs `run` in `ms`, unless cancelled before. */
  later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      run();
    }, ms);
    this.#timers.add(timer);
  }

  /** Cancels every run still waiting. */
  cancelAll(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}
