/**
 * Where a load run's CPU goes on this machine: the server's process, the database's backends and the
 * bench's own client, each per answered request. Everything shares the machine's cores, so their sum
 * times the requests per second is the cores the run used, and a server's share near one core per
 * second means its single event loop, not the database, is what limits it.
 */
import { backendsCpuSince, postgresBackendsCpu } from './postgres-cpu';
import { treeCpuMs } from './processes';

/** CPU time, ms, of each side of a run: so far (a reading) or per request (a figure). */
export interface CpuSplit {
  server: number;
  /** The database's backends; null when it runs inside the server (PGlite) or was not measured. */
  postgres: number | null;
  client: number;
}

/** Each side's CPU time so far, ms: PostgreSQL's by backend process. */
export interface CpuReading {
  server: number;
  postgres: ReadonlyMap<number, number> | null;
  client: number;
}

/** Reads each side's CPU time so far. */
export type CpuReader = () => CpuReading;

/** The reader of a server process `pid`, the backends of PostgreSQL database `postgresName` if any, and this process (the client). */
export function cpuReader(pid: number, postgresName?: string): CpuReader {
  return () => {
    const own = process.cpuUsage();
    return {
      server: treeCpuMs(pid),
      postgres: postgresName ? postgresBackendsCpu(postgresName) : null,
      client: (own.user + own.system) / 1000,
    };
  };
}

/** Each side's CPU between two readings over the `requests` answered between them; NaN without requests. */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): CpuSplit {
  const per = (ms: number) => (requests > 0 ? ms / requests : Number.NaN);
  return {
    server: per(after.server - before.server),
    postgres: before.postgres === null || after.postgres === null ? null : per(backendsCpuSince(before.postgres, after.postgres)),
    client: per(after.client - before.client),
  };
}

/** "server / PostgreSQL / client" of a split, each with `format`; "–" for a side not measured. */
export function splitText(split: CpuSplit | undefined, format: (value: number) => string): string {
  if (!split) return 'n/a';
  return [split.server, split.postgres, split.client].map((value) => (value === null ? '–' : format(value))).join(' / ');
}

/** The cores each side kept busy at `requestsPerSecond`, from its CPU per request. */
export function coresOf(split: CpuSplit, requestsPerSecond: number): CpuSplit {
  const busy = (perRequestMs: number) => (perRequestMs * requestsPerSecond) / 1000;
  return { server: busy(split.server), postgres: split.postgres === null ? null : busy(split.postgres), client: busy(split.client) };
}

/**
 * The cores all sides together would need to answer `requestsPerSecond` at these costs per request: above
 * the machine's cores, no tuning of the queueing alone can reach that rate here.
 */
export function coresNeeded(split: CpuSplit, requestsPerSecond: number): number {
  const busy = coresOf(split, requestsPerSecond);
  return busy.server + (busy.postgres ?? 0) + busy.client;
}
