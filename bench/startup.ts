/**
 * The `startup` part: the time from `npm start`'s serve step (`node scripts/start.mjs`, the build done)
 * to the home page answering 200, on a fresh DATA_DIR (the first start migrates the database and seeds
 * the demo sites) and again on the same data (a restart), and the API process's memory at rest, on
 * PGlite beside PostgreSQL, with where PGlite's share goes (api-memory.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as services from '../scripts/services.cjs';
import { apiMemoryTables } from './api-memory';
import { megabytes, seconds } from './format';
import { commandLine, processTree, treeRss } from './processes';
import type { PartResult } from './report';
import { PORTS } from './site';

/** How long the API is left alone after the home page answered before its memory is read. */
const REST_MS = 5_000;
const START_TIMEOUT_MS = 300_000;

interface StartFigures {
  start: string;
  toHomeMs: number;
  apiRssAtRestBytes: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the home page (plain 127.0.0.1: the default site, demo) every 100 ms until it answers 200. */
async function homeAnswers(child: ChildProcess, startedAt: number): Promise<number> {
  const url = `http://127.0.0.1:${PORTS.host}/`;
  while (Date.now() - startedAt < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`scripts/start.mjs exited with ${child.exitCode} before the home page answered`);
    try {
      const answer = await fetch(url);
      await answer.arrayBuffer();
      if (answer.status === 200) return Date.now() - startedAt;
    } catch {
      // not listening yet
    }
    await pause(100);
  }
  throw new Error(`the home page did not answer 200 within ${START_TIMEOUT_MS / 1000} s`);
}

/** The API process among start.mjs's descendants: the one running the compiled server. */
function apiPid(root: number): number | undefined {
  return processTree(root).find((pid) => pid !== root && commandLine(pid).includes('dist-server/server.js') && !commandLine(pid).startsWith('/bin/sh'));
}

async function timeStart(start: string, dataDir: string): Promise<StartFigures> {
  const startedAt = Date.now();
  // its own process group, so the stop reaches concurrently's children whatever they are
  const child = spawn(process.execPath, [join(services.ROOT, 'scripts', 'start.mjs')], {
    cwd: services.ROOT,
    env: services.siteEnv(PORTS, dataDir),
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
    await done;
    clearTimeout(timer);
  };
  try {
    const toHomeMs = await homeAnswers(child, startedAt);
    await pause(REST_MS);
    const pid = apiPid(child.pid ?? 0);
    return { start, toHomeMs, apiRssAtRestBytes: pid ? treeRss(pid) : Number.NaN };
  } finally {
    await stop();
    // the group's other members may outlive start.mjs for a moment
    await pause(1_000);
  }
}

export async function startupPart(databaseUrl: string | undefined, log: (line: string) => void = console.log): Promise<PartResult> {
  services.serviceCommand('api'); // fails plainly when nothing was built
  const memory = await apiMemoryTables(PORTS.api, databaseUrl, log);
  const dataDir = join(services.ROOT, '.data', 'bench', `startup-${PORTS.host}`);
  rmSync(dataDir, { recursive: true, force: true });
  const runs: StartFigures[] = [];
  try {
    log('Start-up: first start on a fresh DATA_DIR…');
    runs.push(await timeStart('first start (fresh DATA_DIR: migrations, demo seed)', dataDir));
    log(`  home page 200 after ${seconds(runs[0]?.toHomeMs ?? Number.NaN)}`);
    log('Start-up: restart on the same data…');
    runs.push(await timeStart('restart (same DATA_DIR)', dataDir));
    log(`  home page 200 after ${seconds(runs[1]?.toHomeMs ?? Number.NaN)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    tables: [
      {
        title: 'Start-up: `node scripts/start.mjs` (npm start after its build) to the home page answering 200',
        columns: ['start', 'to home page 200', `API RSS ${REST_MS / 1000} s later, at rest`],
        rows: runs.map((run) => [run.start, seconds(run.toHomeMs), megabytes(run.apiRssAtRestBytes)]),
        notes: ['The API’s memory after load is in the api and realtime tables (the same server, under their load).'],
      },
      ...memory.tables,
    ],
    checks: memory.checks,
    figures: { runs, restMs: REST_MS, memory: memory.figures },
  };
}
