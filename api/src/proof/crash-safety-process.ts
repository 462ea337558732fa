/** The real API process for the crash suite: started as `npm run start:ts` starts it, killed, restarted. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '../..');

export interface ApiProcess {
  url: string;
  /** Sends the signal; resolves once the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** The process's output so far (pino JSON lines, and anything else it printed). */
  log(): string;
}

/**
 * Starts `src/server.ts` under tsx (the source under test, no build needed) with exactly `env` plus
 * PATH and HOME, listening on 127.0.0.1:`port`; its output goes to `logFile`. Resolves once
 * /health/ready answers; fails when the process exits first or is not ready within `timeoutMs`.
 */
export async function startApi(env: Record<string, string>, port: number, logFile: string, timeoutMs = 60_000): Promise<ApiProcess> {
  const out = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SHUTDOWN_DRAIN_SECONDS: '0', ...env, API_PORT: String(port), LISTEN_HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    url,
    stop: async (signal) => {
      if (!gone) child.kill(signal);
      await exited;
    },
    log: () => fs.readFileSync(logFile, 'utf8'),
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the API exited before it was ready:\n${api.log().slice(-3_000)}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await api.stop('SIGKILL');
  throw new Error(`the API was not ready within ${timeoutMs} ms:\n${api.log().slice(-3_000)}`);
}

/**
 * Lines of a log that speak of trouble: pino entries at error or fatal level, and the database's own
 * complaints (PostgreSQL's PANIC / FATAL / ERROR lines, corrupt or invalid pages and records).
 */
export function troubleIn(log: string): string[] {
  return log.split('\n').filter((line) => {
    if (!line.trim()) return false;
    try {
      const entry = JSON.parse(line) as { level?: number };
      return typeof entry.level === 'number' && entry.level >= 50;
    } catch {
      return /PANIC|FATAL|ERROR|corrupt|invalid (page|record|checkpoint)|failed to start/i.test(line);
    }
  });
}
