/**
 * Where PGlite's memory goes, run by api-memory.ts in a process of its own: `tsx pglite-memory-probe.ts
 * <dataDir> defaults|api` opens an existing data directory with PGlite's own start parameters or with
 * the API's (PGLITE_SETTINGS), reads every table once, and prints the process's memory at each stage
 * as JSON on stdout.
 */
import { readFileSync } from 'node:fs';
import { newPglite, PGLITE_SETTINGS } from '../api/src/db/client';

export interface MemoryStages {
  sharedBuffers: string;
  /** Resident memory with the modules loaded, before PGlite opens. */
  modulesRssBytes: number;
  openedRssBytes: number;
  /** After every table was read once. */
  queriedRssBytes: number;
  /** PGlite's WebAssembly memory (linear memory reserved; resident where touched). */
  wasmMemoryBytes: number;
  heapUsedBytes: number;
}

const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? Number.NaN) * 1024;

async function main(dataDir: string, settings: string): Promise<MemoryStages> {
  const modulesRssBytes = rss();
  const client = newPglite(dataDir, settings === 'api' ? PGLITE_SETTINGS : []);
  await client.waitReady;
  const openedRssBytes = rss();
  try {
    const tables = await client.query<{ name: string }>("SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'");
    for (const table of tables.rows) await client.query(`SELECT * FROM ${table.name}`);
    const shared = await client.query<{ setting: string }>("SELECT current_setting('shared_buffers') AS setting");
    // PGlite keeps its Emscripten module on `mod`, not in its typed surface
    const wasm = (client as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } }).mod?.wasmMemory?.buffer.byteLength ?? Number.NaN;
    return { sharedBuffers: shared.rows[0]?.setting ?? '', modulesRssBytes, openedRssBytes, queriedRssBytes: rss(), wasmMemoryBytes: wasm, heapUsedBytes: process.memoryUsage().heapUsed };
  } finally {
    await client.close();
  }
}

const [dataDir, settings] = process.argv.slice(2);
if (!dataDir || (settings !== 'defaults' && settings !== 'api')) {
  console.error('usage: tsx pglite-memory-probe.ts <dataDir> defaults|api');
  process.exit(2);
}
main(dataDir, settings).then(
  (stages) => process.stdout.write(`${JSON.stringify(stages)}\n`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
