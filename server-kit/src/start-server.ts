import type { FastifyInstance } from 'fastify';
import { SHUTDOWN_DEFAULTS, stopGracefully, type ShutdownTimes } from './graceful-stop';

/**
 * Builds and starts a server; a failure to start prints its reason and exits non-zero instead of
 * hanging. SIGTERM (an orchestrator, a release) stops it without losing a request: readiness off for
 * the drain time, then in-flight requests finish (graceful-stop.ts). SIGINT, a person's Ctrl-C, skips
 * the drain.
 */
export function runServer(build: () => Promise<FastifyInstance>, port: number, host: string, times: ShutdownTimes = SHUTDOWN_DEFAULTS): void {
  build()
    .then(async (app) => {
      let stopping = false;
      const stop = (signal: NodeJS.Signals) => {
        if (stopping) return;
        stopping = true;
        const drainMs = signal === 'SIGTERM' ? times.drainMs : 0;
        app.log.info({ signal, drainMs }, 'stopping: readiness off, then the listener closes');
        stopGracefully(app, { ...times, drainMs }).then(
          (outcome) => {
            if (outcome === 'deadline') app.log.warn({ deadlineMs: times.deadlineMs }, 'requests still in flight at the deadline were cut off');
            process.exit(outcome === 'closed' ? 0 : 1);
          },
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      await app.listen({ port, host });
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

/** The settings `load` reads, or its message (which names the wrong variables) and exit code 1. */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
