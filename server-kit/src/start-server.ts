import type { FastifyInstance } from 'fastify';

/**
 * Builds and starts a server, closing it cleanly on SIGINT/SIGTERM so `npm start` stops every process
 * on Ctrl-C; a failure to start prints its reason and exits non-zero instead of hanging.
 */
export function runServer(build: () => Promise<FastifyInstance>, port: number, host: string): void {
  build()
    .then(async (app) => {
      const stop = () => {
        app.close().then(
          () => process.exit(0),
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
