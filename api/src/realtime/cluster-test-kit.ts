/** Test helpers that start the API as real processes (`tsx src/server.ts`), the way `npm start` does. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../config';

export interface ApiProcess {
  /** `http://127.0.0.1:<port>` the process listens on. */
  origin: string;
  /** Every line the process printed (for the failure message of a test). */
  output: string[];
  stop(): Promise<void>;
}

/** Start-up budget of one process: tsx compiles the server first, on a shared machine. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts one API process on an ephemeral port of 127.0.0.1 with `env` added to this process's
 * environment, and resolves once it logs the address it listens on. `stop()` sends SIGTERM (the server
 * closes its sockets, Redis clients and database) and kills it if it does not exit in time.
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [path.join(REPO_ROOT, 'api', 'src', 'server.ts')], {
    cwd: path.join(REPO_ROOT, 'api'),
    // no balancer to drain for: a stop is at once
    env: { ...process.env, API_PORT: '0', LISTEN_HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_FORMAT: 'json', SHUTDOWN_DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the API process did not start within ${START_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        output.push(line);
        const listening = /API listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening?.[1]) {
          clearTimeout(timer);
          resolve({ origin: listening[1], output, stop });
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API process exited with ${code} before listening:\n${output.join('\n')}`));
    });
  });
}
