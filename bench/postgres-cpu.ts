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
 * CPU time (user and system) used so far by each backend connected to `database` on this machine, ms by
 * process id. Two readings give what a run cost the database's own processes (`backendsCpuSince`); the
 * server's shared processes (WAL writer, checkpointer) are left out, so it is a lower bound of
 * PostgreSQL's whole share.
 */
export function postgresBackendsCpu(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
    } catch {
      continue;
    }
    if (servesDatabase(commandLine, database)) backends.set(Number(entry), cpuMsOf(Number(entry)));
  }
  return backends;
}

/**
 * The CPU the backends used between two readings: each one's growth, a backend opened since counted
 * whole. A backend that closed in between (a pool lets idle connections go) takes its work with it, so
 * this too is a lower bound; never negative.
 */
export function backendsCpuSince(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += Math.max(0, ms - (before.get(pid) ?? 0));
  return total;
}
