import type { FastifyInstance } from 'fastify';

/** Whether the server still wants new requests: `/health/ready` answers 503 once it is draining. */
export interface Readiness {
  readonly draining: boolean;
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Turned off by a shutdown, so balancers stop sending requests before the listener closes. */
    readiness: Readiness;
  }
}

/**
 * Gives `app` its readiness (`app.readiness`), and while it drains ends each connection after its answer
 * (`Connection: close`): a kept-alive connection would otherwise hold the closing listener open, and the
 * client's next request belongs on another server anyway.
 */
export function registerReadiness(app: FastifyInstance): void {
  app.decorate('readiness', createReadiness());
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.readiness.draining) reply.header('connection', 'close');
    return payload;
  });
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

export interface ShutdownTimes {
  /** How long readiness answers 503 while requests are still served, so balancers take the server out first. */
  drainMs: number;
  /** How long requests in flight may take to finish once the listener closes; the rest are cut off. */
  deadlineMs: number;
}

/** SHUTDOWN_DRAIN_SECONDS and SHUTDOWN_TIMEOUT_SECONDS unset. */
export const SHUTDOWN_DEFAULTS: ShutdownTimes = { drainMs: 5_000, deadlineMs: 10_000 };

/**
 * A stop that loses no request: readiness turns off first (503) while the server goes on answering for
 * `drainMs`, then the listener closes and requests in flight finish, up to `deadlineMs`. Answers whether
 * everything finished ('closed') or the deadline cut the rest off ('deadline').
 */
export async function stopGracefully(app: FastifyInstance, times: ShutdownTimes): Promise<'closed' | 'deadline'> {
  app.readiness.startDraining();
  if (times.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, times.drainMs));
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), times.deadlineMs);
  });
  try {
    return await Promise.race([app.close().then(() => 'closed' as const), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
