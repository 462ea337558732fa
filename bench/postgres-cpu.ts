/**
 * The CPU time of the PostgreSQL server's work for one database, read from /proc: the bench's
 * PostgreSQL runs on the same machine, and a message's cost to the database is part of what the
 * machine must afford, as much as the API's own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpuMsOf } from './processes';

/**
 * True when a process's command line is a PostgreSQL backend serving `database` ("postgres: [cluster:]
 * user database host(port) state", as the server titles each connection's process).
 */
export function servesDatabase(commandLine: string, database: string): boolean {
  if (!commandLine.startsWith('postgres: ')) return false;
  return commandLine.split(/\s+/).includes(database);
}

/**
 * CPU time (user and system) used so far by the backends connected to `database` on this machine, ms.
 * Read before and after a run while the API's pool keeps its connections, the difference is what the
 * run cost the database's own processes; the server's shared processes (WAL writer, checkpointer) are
 * left out, so it is a lower bound of PostgreSQL's whole share.
 */
export function postgresBackendsCpuMs(database: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
    } catch {
      continue;
    }
    if (servesDatabase(commandLine, database)) total += cpuMsOf(Number(entry));
  }
  return total;
}
