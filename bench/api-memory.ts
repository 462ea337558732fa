/**
 * The API's memory at rest, PGlite beside PostgreSQL: the compiled API alone started on a fresh
 * database (migrations, the demo seed), left alone, its resident memory read; then started again on
 * the same data. And where PGlite's share goes: pglite-memory-probe.ts opens the demo database
 * in a process of its own, once with PGlite's defaults and once with the API's settings.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as services from '../scripts/services.cjs';
import { freshPostgres } from './bench-data';
import { megabytes } from './format';
import type { MemoryStages } from './pglite-memory-probe';
import { startApi } from './processes';
import { atMost, notMeasured, type BudgetCheck, type Table } from './report';

/** How long the API is left alone after it answered before its memory is read. */
export const REST_MS = 5_000;

/**
 * The API on PGlite at rest after a restart, demo data: at most 320 MB. The same API on PostgreSQL holds
 * about 145 MB; opening PGlite adds about 105 MB (its WebAssembly compiled, and the part of its memory
 * PostgreSQL touches: the module's own minimum is 128 MB, the API's 32 MB of shared buffers inside it)
 * and a warm database about 45 MB more (pages in the shared buffers, PostgreSQL's caches): about 300 MB,
 * with room for a few demo products more. It was 390 MB with PostgreSQL's default 128 MB of buffers.
 */
export const PGLITE_REST_BUDGET_BYTES = 320 * 1024 * 1024;

export interface RestFigures {
  database: string;
  start: string;
  rssBytes: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function restingRss(database: string, start: string, port: number, env: NodeJS.ProcessEnv): Promise<RestFigures> {
  const api = await startApi(`api (${database})`, port, { ...env, SEED_DEMO: 'on' });
  try {
    await pause(REST_MS);
    return { database, start, rssBytes: api.rss() };
  } finally {
    await api.stop();
  }
}

async function firstAndRestart(database: string, port: number, env: NodeJS.ProcessEnv): Promise<RestFigures[]> {
  return [await restingRss(database, 'first start (migrations, demo seed)', port, env), await restingRss(database, 'restart (same data)', port, env)];
}

/** Runs pglite-memory-probe.ts in a fresh process on `dataDir` and answers its stages. */
function probe(dataDir: string, settings: 'defaults' | 'api'): Promise<MemoryStages> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(services.ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'pglite-memory-probe.ts'), dataDir, settings], { cwd: services.ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as MemoryStages) : reject(new Error(`the PGlite memory probe exited with ${code}`))));
  });
}

export function memoryCheck(pgliteRestart: RestFigures | undefined): BudgetCheck {
  const budget = 'API memory at rest on PGlite (restart, demo data)';
  if (!pgliteRestart) return notMeasured(budget, `at most ${megabytes(PGLITE_REST_BUDGET_BYTES)}`, 'not measured');
  return atMost(budget, pgliteRestart.rssBytes, PGLITE_REST_BUDGET_BYTES, megabytes);
}

export async function apiMemoryTables(port: number, databaseUrl: string | undefined, log: (line: string) => void): Promise<{ tables: Table[]; checks: BudgetCheck[]; figures: unknown }> {
  const runs: RestFigures[] = [];
  const dataDir = join(services.ROOT, '.data', 'bench', `memory-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  let stages: Record<string, MemoryStages> = {};
  try {
    log('API memory at rest, PGlite…');
    runs.push(...(await firstAndRestart('PGlite', port, { DATA_DIR: dataDir })));
    log(`  ${runs.map((r) => `${r.start}: ${megabytes(r.rssBytes)}`).join('; ')}`);
    log('  PGlite’s share, PGlite’s defaults against the API’s settings…');
    stages = { defaults: await probe(join(dataDir, 'pglite'), 'defaults'), api: await probe(join(dataDir, 'pglite'), 'api') };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const notes = [`The compiled API alone (api/dist-server/server.js), LOG_LEVEL=warn, ${REST_MS / 1000} s after /health/ready answered.`];
  if (databaseUrl) {
    log('API memory at rest, PostgreSQL…');
    const database = await freshPostgres(databaseUrl, `bench_memory_${port}`, `memory-pg-${port}`);
    try {
      runs.push(...(await firstAndRestart('PostgreSQL', port, database.env)));
    } finally {
      await database.drop();
    }
  } else {
    notes.push('PostgreSQL skipped: DATABASE_URL is not set.');
  }
  const pgliteRestart = runs.find((r) => r.database === 'PGlite' && r.start.startsWith('restart'));
  const stageRows = (['defaults', 'api'] as const).map((name) => {
    const s = stages[name] as MemoryStages;
    return [
      name === 'defaults' ? 'PGlite’s defaults' : 'the API’s (PGLITE_SETTINGS)',
      s.sharedBuffers,
      megabytes(s.modulesRssBytes),
      megabytes(s.openedRssBytes - s.modulesRssBytes),
      megabytes(s.wasmMemoryBytes),
      megabytes(s.queriedRssBytes - s.openedRssBytes),
      megabytes(s.heapUsedBytes),
      megabytes(s.queriedRssBytes),
    ];
  });
  return {
    tables: [
      {
        title: 'API memory (RSS) at rest: PGlite beside PostgreSQL, demo data',
        columns: ['database', 'start', 'API RSS at rest', 'budget'],
        rows: runs.map((r) => [r.database, r.start, megabytes(r.rssBytes), r === pgliteRestart ? `≤ ${megabytes(PGLITE_REST_BUDGET_BYTES)}` : '']),
        notes,
      },
      {
        title: 'Where PGlite’s memory goes: the demo database opened in a process of its own (bench/pglite-memory-probe.ts)',
        columns: ['settings', 'shared_buffers', 'process with the modules loaded', 'opening PGlite adds', 'its WebAssembly memory', 'reading every table adds', 'JS heap used', 'RSS in all'],
        rows: stageRows,
        notes: [
          'Modules: tsx, PGlite, Drizzle and the API’s schema loaded, nothing opened. Opening: PGlite’s WebAssembly compiled and started on the data directory (its memory is at least the module’s own 128 MB minimum, resident only where touched). Reading: every table of the demo database read once, as a warm API has.',
        ],
      },
    ],
    checks: [memoryCheck(pgliteRestart)],
    figures: { restMs: REST_MS, runs, pgliteStages: stages },
  };
}
