import type { FastifyBaseLogger } from 'fastify';
import { startScheduledJobs, type JobDeps, type ScheduledTask } from './scheduled-jobs';

/** A logger that keeps what was said, at which level. */
function recordingLog() {
  const lines: { level: string; message: string; task?: unknown }[] = [];
  const at = (level: string) => (fields: { task?: unknown }, message: string) => lines.push({ level, message, task: fields.task });
  return { lines, log: { info: at('info'), debug: at('debug'), error: at('error') } as unknown as FastifyBaseLogger };
}

const depsWith = (log: FastifyBaseLogger) => ({ log }) as unknown as JobDeps;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the scheduled-jobs runner', () => {
  it('runs every task with the time of the run; a failing task is logged and the others still run', async () => {
    const { lines, log } = recordingLog();
    const seen: string[] = [];
    const at = new Date('2026-11-26T10:00:00.000Z');
    const tasks: Record<string, ScheduledTask> = {
      first: async (_deps, now) => {
        seen.push(`first ${now.toISOString()}`);
        throw new Error('disk full');
      },
      second: async (_deps, now) => {
        seen.push(`second ${now.toISOString()}`);
        return { done: 2 };
      },
    };
    const jobs = startScheduledJobs(depsWith(log), 0, tasks, () => at);
    await jobs.runOnce();
    await jobs.stop();
    expect(seen).toEqual([`first ${at.toISOString()}`, `second ${at.toISOString()}`]);
    expect(lines).toEqual([
      { level: 'error', message: 'scheduled task failed', task: 'first' },
      { level: 'info', message: 'scheduled task ran', task: 'second' },
    ]);
  });

  it('runs on its interval, never two ticks at once, and stops, waiting for the tick under way', async () => {
    const { log } = recordingLog();
    let running = 0;
    let most = 0;
    let runs = 0;
    const slow: ScheduledTask = async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(60);
      running -= 1;
      runs += 1;
      return { done: 0 };
    };
    const jobs = startScheduledJobs(depsWith(log), 10, { slow });
    await pause(250);
    await jobs.stop();
    const stoppedAt = runs;
    expect(running).toBe(0);
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    await pause(100);
    expect(runs).toBe(stoppedAt);
  });

  it('schedules nothing with interval 0', async () => {
    const { log } = recordingLog();
    const task = jest.fn(async () => ({ done: 0 }));
    const jobs = startScheduledJobs(depsWith(log), 0, { task });
    await pause(50);
    await jobs.stop();
    expect(task).not.toHaveBeenCalled();
  });
});
