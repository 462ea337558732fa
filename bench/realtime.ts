/**
 * The `realtime` part: socket.io clients of one business, each a different customer in its own room,
 * with its own token; messages sent through the chat's send route at a steady rate, each one heard by
 * its own customer's socket: delivered per second, round trip (send call to socket event) p50/p99,
 * lost, misdelivered. One API process with 1,000 sockets at 200 messages a second (PGlite, PostgreSQL),
 * and two behind the Redis adapter with 5,000 sockets at 1,000 a second (sockets spread over both,
 * sends through the other, so every message crosses Redis). The sockets and the sending live in client
 * processes of their own (realtime-clients.ts), so the bench's own event loop is not what is measured.
 * Budget: p99 under 100 ms, none lost, none delivered to the wrong customer.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshPglite, freshPostgres, seedCustomers, type BenchDatabase } from './bench-data';
import { count, megabytes, ms, seconds } from './format';
import { backendsCpuSince, postgresBackendsCpu } from './postgres-cpu';
import { apiRunNote, startApi, treeCpuMs, type ServerProcess } from './processes';
import type { ChildMessage, ClientCustomer, ClientJob, ParentMessage } from './realtime-clients';
import { mergeWorkers, type MergedFigures, type WorkerFigures } from './realtime-load';
import { atMost, notMeasured, under, type BudgetCheck, type PartResult, type Table } from './report';
import type { BenchPorts } from './site';

export const BUDGET = { p99Ms: 100 } as const;
/** Each variant's load: one process as before, two behind Redis at five times the sockets and the rate. */
export const LOADS = { oneProcess: { clients: 1_000, rate: 200 }, twoProcesses: { clients: 5_000, rate: 1_000 } } as const;
/** The client processes the sockets and the sending are split over. */
export const CLIENT_PROCESSES = 2;
const CONNECT_BATCH = 50;
const DRAIN_MS = 5_000;

export interface RealtimeOptions {
  ports: BenchPorts;
  durationS: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
}

interface VariantFigures extends MergedFigures {
  variant: string;
  clients: number;
  ratePerSecond: number;
  clientProcesses: number;
  connectMs: number;
  /** CPU time per message while sending (from the first send to the last report): all API processes, all client processes. */
  apiCpuMsPerMessage: number;
  clientCpuMsPerMessage: number;
  /** The same for the PostgreSQL backends of the run's database; null on PGlite (its work is the API's own). */
  postgresCpuMsPerMessage: number | null;
  rssConnectedBytes: number;
  rssAfterBytes: number;
}

/** The hard limit of open files: Node raises its soft limit to it, and every socket is one on each side. */
function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const hard = line?.trim().split(/\s+/)[4];
  return hard === 'unlimited' || hard === undefined ? Number.POSITIVE_INFINITY : Number(hard);
}

/** A client process of realtime-clients.ts (forked with this process's tsx loader) and its messages. */
class ClientProcess {
  readonly child: ChildProcess;
  private readonly waiting = new Map<ChildMessage['type'], (message: ChildMessage) => void>();
  private failure: ((error: Error) => void)[] = [];

  constructor() {
    this.child = fork(join(__dirname, 'realtime-clients.ts'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (message: ChildMessage) => {
      if (message.type === 'failed') this.fail(new Error(`a client process failed: ${message.error}`));
      else this.waiting.get(message.type)?.(message);
    });
    this.child.on('exit', (code) => this.fail(new Error(`a client process exited (${code}) before it reported`)));
  }

  private fail(error: Error) {
    for (const reject of this.failure) reject(error);
    this.failure = [];
  }

  /** Resolves with the child's next message of `type`; rejects if it fails or exits first. */
  next<T extends ChildMessage['type']>(type: T): Promise<Extract<ChildMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.failure.push(reject);
      this.waiting.set(type, (message) => resolve(message as Extract<ChildMessage, { type: T }>));
    });
  }

  send(message: ParentMessage) {
    this.child.send(message);
  }

  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.send({ type: 'stop' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/** Splits the customers, the rate and the messages over the client processes; customer i goes to process i % n. */
export function clientJobs(customers: ClientCustomer[], rate: number, total: number, processes: number): ClientJob[] {
  return Array.from({ length: processes }, (_, w) => ({
    type: 'job' as const,
    tagPrefix: `bench-c${w}`,
    customers: customers.filter((_, i) => i % processes === w),
    rate: rate / processes,
    total: Math.floor(total / processes) + (w < total % processes ? 1 : 0),
    connectBatch: CONNECT_BATCH,
    drainMs: DRAIN_MS,
  }));
}

async function measureVariant(variant: string, database: BenchDatabase, apiCount: 1 | 2, load: { clients: number; rate: number }, options: RealtimeOptions, log: (line: string) => void): Promise<VariantFigures> {
  log(`  ${database.describe}`);
  const seeded = Date.now();
  const { customers } = await seedCustomers(database, load.clients);
  log(`  ${count(load.clients)} customers and tokens written in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const env = { ...database.env, ...(apiCount === 2 ? { REDIS_URL: options.redisUrl } : {}) };
  const apis: ServerProcess[] = [];
  const clients: ClientProcess[] = [];
  try {
    apis.push(await startApi('api', options.ports.api, env));
    if (apiCount === 2) apis.push(await startApi('api 2', options.ports.api2, env));
    const origins = apis.map((api) => api.origin);
    // the socket of customer i is on origins[i % n]; its messages go through the next process
    const placed = customers.map((customer, i) => ({ ...customer, socketOrigin: origins[i % origins.length] as string, sendOrigin: origins[(i + 1) % origins.length] as string }));
    const total = Math.round(load.rate * options.durationS);
    const jobs = clientJobs(placed, load.rate, total, CLIENT_PROCESSES);
    for (const job of jobs) {
      const client = new ClientProcess();
      clients.push(client);
      client.send(job);
    }
    const connected = await Promise.all(clients.map((client) => client.next('connected')));
    const connectMs = Math.max(...connected.map((c) => c.connectMs));
    const rss = () => apis.reduce((sum, api) => sum + api.rss(), 0);
    const rssConnectedBytes = rss();
    log(`  ${count(load.clients)} sockets connected and joined in ${(connectMs / 1000).toFixed(1)} s (${clients.length} client processes)`);
    const done = clients.map((client) => client.next('done'));
    const postgresName = database.postgresName;
    const cpu = () => ({
      api: apis.reduce((sum, api) => sum + treeCpuMs(api.pid), 0),
      clients: clients.reduce((sum, client) => sum + treeCpuMs(client.child.pid ?? 0), 0),
      postgres: postgresName ? postgresBackendsCpu(postgresName) : new Map<number, number>(),
    });
    const cpuBefore = cpu();
    for (const client of clients) client.send({ type: 'send' });
    const workers: WorkerFigures[] = (await Promise.all(done)).map((d) => d.figures);
    const cpuAfter = cpu();
    const figures = mergeWorkers(workers);
    const apiCpuMsPerMessage = (cpuAfter.api - cpuBefore.api) / figures.sent;
    const clientCpuMsPerMessage = (cpuAfter.clients - cpuBefore.clients) / figures.sent;
    const postgresCpuMsPerMessage = postgresName ? backendsCpuSince(cpuBefore.postgres, cpuAfter.postgres) / figures.sent : null;
    log(
      `  ${count(figures.delivered)}/${count(figures.sent)} delivered (${count(figures.refused)} sends refused), ${count(figures.deliveredPerSecond)}/s, p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)}, lost ${figures.lost}, misdelivered ${figures.misdelivered}, client loop delay p99 ${ms(figures.clientLoopDelayP99Ms)}, CPU per message: API ${ms(apiCpuMsPerMessage)}, PostgreSQL ${postgresCpuMsPerMessage === null ? 'none' : ms(postgresCpuMsPerMessage)}, clients ${ms(clientCpuMsPerMessage)}`,
    );
    return { variant, clients: load.clients, ratePerSecond: load.rate, clientProcesses: clients.length, connectMs, apiCpuMsPerMessage, clientCpuMsPerMessage, postgresCpuMsPerMessage, rssConnectedBytes, rssAfterBytes: rss(), ...figures };
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    for (const api of apis) await api.stop();
  }
}

export function realtimeTable(variants: VariantFigures[], durationS: number, notes: string[]): Table {
  return {
    title: `Realtime: customers’ sockets of one business, each its own customer; messages for ${durationS} s`,
    columns: ['API processes', 'sockets', 'sent/s', 'delivered/s', 'round trip p50', 'p99', 'p99 limit', 'lost', 'wrong customer', 'send call p99', 'client loop delay p99', 'CPU per message: API, PostgreSQL, clients', 'connect', 'API RSS connected → after'],
    rows: variants.map((v) => [
      v.variant,
      count(v.clients),
      count(v.ratePerSecond),
      count(v.deliveredPerSecond),
      ms(v.p50Ms),
      ms(v.p99Ms),
      ms(BUDGET.p99Ms),
      `${count(v.lost)} of ${count(v.sent)}${v.refused ? ` (${count(v.refused)} refused: ${Object.entries(v.refusals).map(([status, n]) => `${n}× ${status}`).join(', ')})` : ''}`,
      count(v.misdelivered),
      ms(v.sendCallP99Ms),
      ms(v.clientLoopDelayP99Ms),
      `${ms(v.apiCpuMsPerMessage)}, ${v.postgresCpuMsPerMessage === null ? '–' : ms(v.postgresCpuMsPerMessage)}, ${ms(v.clientCpuMsPerMessage)}`,
      seconds(v.connectMs),
      `${megabytes(v.rssConnectedBytes)} → ${megabytes(v.rssAfterBytes)}`,
    ]),
    notes,
  };
}

const budgetName = (variant: string, load: { clients: number; rate: number }) => `realtime, ${variant}: ${count(load.clients)} sockets, ${count(load.rate)} messages/s`;

/** The budget of one variant, its three figures in one row: a slow, lossy or misrouted run breaks it. */
export function realtimeCheck(variant: Pick<VariantFigures, 'variant' | 'clients' | 'ratePerSecond' | 'p99Ms' | 'lost' | 'misdelivered'>): BudgetCheck {
  const parts = [under('', variant.p99Ms, BUDGET.p99Ms, ms), atMost('', variant.lost, 0, count), atMost('', variant.misdelivered, 0, count)];
  return {
    budget: budgetName(variant.variant, { clients: variant.clients, rate: variant.ratePerSecond }),
    measured: `p99 ${ms(variant.p99Ms)}, ${count(variant.lost)} lost, ${count(variant.misdelivered)} to a wrong customer`,
    limit: `p99 under ${ms(BUDGET.p99Ms)}, none lost, none misdelivered`,
    ok: parts.every((part) => part.ok),
  };
}

export async function realtimePart(options: RealtimeOptions, log: (line: string) => void = console.log): Promise<PartResult> {
  const variants: VariantFigures[] = [];
  const checks: BudgetCheck[] = [];
  const notes = [
    apiRunNote(),
    'Round trip: from the send call (POST send_message with the customer’s token) to that customer’s socket hearing the message; every message is checked against the socket that heard it. Send call: the HTTP answer alone.',
    `Clients: the sockets and the sending live in ${CLIENT_PROCESSES} client processes of their own (bench/realtime-clients.ts), customers dealt out in turn; each times its own sends and arrivals. Client loop delay: how late the busiest client process’s timers ran; when it nears the round trip, the client, not the API, is the bottleneck. CPU per message: the CPU time the API processes, the PostgreSQL backends of the run’s database (none on PGlite, which runs inside the API) and the client processes used while sending, over the messages sent; their sum times the rate is the cores the run needs (Redis and PostgreSQL’s shared processes besides).`,
  ];
  const run = async (variant: string, database: BenchDatabase, apiCount: 1 | 2, load: { clients: number; rate: number }) => {
    log(`Realtime, ${variant}, ${count(load.clients)} sockets, ${count(load.rate)} messages/s…`);
    try {
      const figures = await measureVariant(variant, database, apiCount, load, options, log);
      variants.push(figures);
      checks.push(realtimeCheck(figures));
    } finally {
      await database.drop();
    }
  };
  const needed = LOADS.twoProcesses.clients + 1_000;
  if (openFilesLimit() < needed) throw new Error(`the open files limit (${openFilesLimit()}) is below the ${count(needed)} one process may need: raise it (ulimit -Hn ${needed}) and run again`);

  await run('1 process, PGlite', freshPglite(`realtime-${options.ports.host}`), 1, LOADS.oneProcess);
  const pgName = `bench_realtime_${options.ports.host}`;
  if (options.databaseUrl) {
    await run('1 process, PostgreSQL', await freshPostgres(options.databaseUrl, pgName, `realtime-pg-${options.ports.host}`), 1, LOADS.oneProcess);
  } else {
    notes.push('One process on PostgreSQL skipped: DATABASE_URL is not set.');
  }
  if (options.databaseUrl && options.redisUrl) {
    notes.push('Two processes: sockets spread over both, each message sent through the process its customer is NOT connected to, so it reaches the socket through Redis.');
    await run('2 processes + Redis, PostgreSQL', await freshPostgres(options.databaseUrl, pgName, `realtime-pg-${options.ports.host}`), 2, LOADS.twoProcesses);
  } else {
    const reason = `skipped: ${options.databaseUrl ? '' : 'DATABASE_URL '}${!options.databaseUrl && !options.redisUrl ? 'and ' : ''}${options.redisUrl ? '' : 'REDIS_URL '}not set`;
    notes.push(`Two processes behind the Redis adapter (they share a PostgreSQL database) ${reason}.`);
    checks.push(notMeasured(budgetName('2 processes + Redis', LOADS.twoProcesses), `p99 under ${ms(BUDGET.p99Ms)}, none lost, none misdelivered`, reason));
  }
  return { tables: [realtimeTable(variants, options.durationS, notes)], checks, figures: { loads: LOADS, clientProcesses: CLIENT_PROCESSES, durationS: options.durationS, variants } };
}
