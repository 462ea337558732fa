import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Realtime } from '../realtime/realtime-plugin';
import { expireUnpaidOrders } from './expire-unpaid-orders';

/** What a scheduled task may use: the database, the sockets, the catalogue cache, the log. */
export interface JobDeps {
  db: Database;
  realtime: Realtime;
  catalogueCache: { invalidate(businessId: string): void };
  log: FastifyBaseLogger;
}

/** What a run did, for the log: `done` things (orders expired, files removed…), and whatever else is worth reading. */
export interface TaskSummary {
  done: number;
}

/**
 * One piece of scheduled work, run every interval with the time of the run. It must be safe with several
 * API processes running it at once (a PostgreSQL advisory lock or `FOR UPDATE SKIP LOCKED`, never a
 * decision held in one process's memory), and answers a summary for the log.
 */
export type ScheduledTask = (deps: JobDeps, now: Date) => Promise<TaskSummary>;

/** The tasks every API process runs; adding one is one line here. */
export const SCHEDULED_TASKS: Record<string, ScheduledTask> = {
  expireUnpaidOrders,
};

export interface ScheduledJobs {
  /** Runs every task once now (in turn), as a tick does; resolves when they have all finished. */
  runOnce(): Promise<void>;
  /** No more ticks; resolves once a tick under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `tasks` every `intervalMs`, in turn, in this process. A tick never overlaps the one before (a
 * slow tick delays the next), a failing task is logged and the others still run, and the timer never
 * keeps the process alive. `intervalMs` 0 schedules nothing (runOnce still works).
 */
export function startScheduledJobs(
  deps: JobDeps,
  intervalMs: number,
  tasks: Record<string, ScheduledTask> = SCHEDULED_TASKS,
  clock: () => Date = () => new Date(),
): ScheduledJobs {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runAll = async () => {
    for (const [name, task] of Object.entries(tasks)) {
      if (stopped) return;
      try {
        const summary = await task(deps, clock());
        // a run that changed something is worth a line; the many that found nothing to do are not
        if (summary.done > 0) deps.log.info({ task: name, summary }, 'scheduled task ran');
        else deps.log.debug({ task: name, summary }, 'scheduled task ran');
      } catch (error) {
        deps.log.error({ task: name, err: error }, 'scheduled task failed');
      }
    }
  };
  const tick = (): Promise<void> => {
    running ??= runAll().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = intervalMs > 0 ? setInterval(() => void tick(), intervalMs) : null;
  timer?.unref();
  return {
    runOnce: tick,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
