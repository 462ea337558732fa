/**
 * A task run one run at a time. A call during a run shares that run's promise and has the task run once
 * more after it (however many calls came), while `goOn` still allows: whatever the call wanted fetched
 * may have arrived after the running fetch asked.
 */
export class SerialRuns {
  #running: Promise<void> | null = null;
  #again = false;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly goOn: () => boolean,
  ) {}

  run(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        await this.task();
      } while (this.#again && this.goOn());
    })().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** The calls so far no longer ask for another run (what they wanted is gone). */
  dropRerun(): void {
    this.#again = false;
  }
}
