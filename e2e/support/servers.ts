import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORT_VARIABLES, ROOT, serviceCommand, siteEnv, waitForHttp } from '../../scripts/services.cjs';
import { E2E_PORTS, type ServiceName } from './ports';

export const E2E_DIR = join(ROOT, '.data', `e2e-${E2E_PORTS.host}`);
const PID_FILE = join(E2E_DIR, 'pids.json');

/** The environment the tests' site runs with: its own ports, its own fresh embedded database. */
export function e2eEnv(): NodeJS.ProcessEnv {
  return { ...siteEnv(E2E_PORTS, join(E2E_DIR, 'data')), NODE_ENV: 'production' };
}

function readPids(): Partial<Record<ServiceName, number>> {
  return existsSync(PID_FILE) ? (JSON.parse(readFileSync(PID_FILE, 'utf8')) as Partial<Record<ServiceName, number>>) : {};
}

function writePid(name: ServiceName, pid: number | undefined): void {
  const pids = readPids();
  if (pid === undefined) delete pids[name];
  else pids[name] = pid;
  writeFileSync(PID_FILE, JSON.stringify(pids));
}

const readyUrl = (name: ServiceName, port: number = E2E_PORTS[name]) =>
  `http://127.0.0.1:${port}${name === 'api' ? '/health/ready' : '/health/live'}`;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts one service as `npm start` does (with `extraEnv` on top), logging to .data/e2e/<name>.log, and
 * waits until it answers. `port` moves it off its own port (e.g. behind a proxy that takes its place).
 */
export async function startService(name: ServiceName, extraEnv: NodeJS.ProcessEnv = {}, port: number = E2E_PORTS[name]): Promise<void> {
  // Something else on the port would answer in the new service's place (and fail the tests in puzzling ways).
  if (await answers(readyUrl(name, port))) {
    throw new Error(`port ${port} of the ${name} is already taken by another process: stop it, or move the tests with E2E_PORT_BASE`);
  }
  mkdirSync(E2E_DIR, { recursive: true });
  const { command, args, cwd } = serviceCommand(name);
  const log = openSync(join(E2E_DIR, `${name}.log`), 'a');
  // The API logs at info: the default SMS adapter prints customers' login codes there, as under `npm start`.
  const env = { ...(name === 'api' ? { ...e2eEnv(), LOG_LEVEL: 'info' } : e2eEnv()), ...extraEnv, [PORT_VARIABLES[name]]: String(port) };
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  child.unref();
  writePid(name, child.pid);
  await waitForHttp(readyUrl(name, port), 120_000);
}

/**
 * Stops one service and waits until its port no longer answers (`port`: where it was started, when
 * that was not its own port).
 */
export async function stopService(name: ServiceName, port: number = E2E_PORTS[name]): Promise<void> {
  const pid = readPids()[name];
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  writePid(name, undefined);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      await fetch(readyUrl(name, port));
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} still answers after being stopped`);
}

export async function stopAll(): Promise<void> {
  for (const name of Object.keys(readPids()) as ServiceName[]) await stopService(name);
}
