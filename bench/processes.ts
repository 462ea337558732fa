/**
 * Server processes the load parts start and measure: the API as production runs it (the compiled
 * dist-server/server.js, or tsx on the sources when it was not built), the bare Fastify hello-world,
 * and the memory (RSS) of a process with its children.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as services from '../scripts/services.cjs';

export interface ServerProcess {
  name: string;
  pid: number;
  origin: string;
  /** Resident memory of the process and its children (tsx runs the server in a child), bytes. */
  rss(): number;
  stop(): Promise<void>;
}

const API_DIR = join(services.ROOT, 'api');
const COMPILED_API = join(API_DIR, 'dist-server', 'server.js');

/** True when `npm run build` wrote the API's compiled server; otherwise the bench runs it with tsx. */
export const apiIsCompiled = () => existsSync(COMPILED_API);

/** How the API was run, for the tables' notes. */
export const apiRunNote = () =>
  apiIsCompiled() ? 'API: compiled api/dist-server/server.js under plain node, as `npm start` runs it, LOG_LEVEL=warn' : 'API: tsx on api/src/server.ts (no compiled server: run `npm run build -w api` to measure the production one), LOG_LEVEL=warn';

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the command may hold spaces and parentheses: the fields after its closing ')' are fixed
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** `pid` and every process below it. */
export function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i += 1) all.push(...childrenOf(all[i] as number));
  return all;
}

function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time (user and system) `pid` has used, ms; the kernel counts it in ticks of 10 ms (USER_HZ 100). */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time used by `pid` and its descendants, ms. */
export const treeCpuMs = (pid: number) => processTree(pid).reduce((sum, p) => sum + cpuMsOf(p), 0);

/** Resident memory of `pid` and its descendants, bytes. */
export const treeRss = (pid: number) => processTree(pid).reduce((sum, p) => sum + rssOf(p), 0);

/** The command line of a process, as /proc writes it (arguments joined by spaces). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

function serverProcess(name: string, child: ChildProcess, origin: string): ServerProcess {
  return {
    name,
    pid: child.pid ?? 0,
    origin,
    rss: () => treeRss(child.pid ?? 0),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** Waits for `url` to answer 2xx; fails with the process's last lines when it exits first. */
async function ready(child: ChildProcess, url: string, output: string[], timeoutMs: number): Promise<void> {
  const died = exited(child).then(() => {
    throw new Error(`the process exited before ${url} answered:\n${output.slice(-20).join('')}`);
  });
  await Promise.race([services.waitForHttp(url, timeoutMs), died]);
}

/** Where `--cpu-prof` writes the API processes' CPU profiles (one .cpuprofile per process, at its exit). */
export const CPU_PROFILE_DIR = join(services.ROOT, '.data', 'bench', 'cpu-prof');

/** With `npm run bench -- --cpu-prof`, every API process the load parts start records a CPU profile. */
const cpuProfileArgs = () => (process.argv.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []);

/**
 * Starts one API process on 127.0.0.1:`port` with `env` on top of this process's environment (the
 * database, REDIS_URL, AUTH_SECRET), logs at warn, and resolves once /health/ready answers.
 */
export async function startApi(name: string, port: number, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const profile = cpuProfileArgs();
  const [command, args] = apiIsCompiled()
    ? [process.execPath, [...profile, '--enable-source-maps', COMPILED_API]]
    : [join(services.ROOT, 'node_modules', '.bin', 'tsx'), [...profile, join(API_DIR, 'src', 'server.ts')]];
  const base = { ...process.env };
  for (const variable of ['DATABASE_URL', 'REDIS_URL', 'PGLITE_DIR', 'UPLOADS_DIR']) delete base[variable];
  const child = spawn(command, args, {
    cwd: API_DIR,
    env: { ...base, API_PORT: String(port), LISTEN_HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const server = serverProcess(name, child, origin);
  try {
    await ready(child, `${origin}/health/ready`, output, 180_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** The bare Fastify hello-world (hello-world.cjs) on 127.0.0.1:`port`, the ceiling of the API figures. */
export async function startHelloWorld(port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, [join(__dirname, 'hello-world.cjs')], {
    cwd: API_DIR,
    env: { ...process.env, HELLO_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const origin = `http://127.0.0.1:${port}`;
  const server = serverProcess('hello-world', child, origin);
  try {
    await ready(child, `${origin}/`, output, 30_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
