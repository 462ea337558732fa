/**
 * The `realtime` part: 1,000 socket.io clients of one business, each a different customer in its own
 * room; messages sent through the chat's send route at a steady rate, each one heard by its own
 * customer's socket: delivered per second, round trip (send call to socket event) p50/p99, lost,
 * misdelivered. With one API process, and with two behind the Redis adapter (sockets on one process,
 * sends through the other, so every message crosses Redis).
 * Budget: p99 under 100 ms at 200 messages a second, none lost, none delivered to the wrong customer.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { CHAT_PATHS, SOCKET_EVENTS, SOCKET_PATH, type ChatMessage } from '../api/src/contracts';
import { freshPglite, freshPostgres, seedCustomers, type BenchCustomer, type BenchDatabase } from './bench-data';
import { count, megabytes, ms, seconds } from './format';
import { apiRunNote, startApi, type ServerProcess } from './processes';
import { DeliveryLedger, dueBy, type DeliveryFigures } from './realtime-load';
import { percentile } from './stats';
import { atMost, notMeasured, under, type BudgetCheck, type PartResult, type Table } from './report';
import type { BenchPorts } from './site';

export const CLIENTS = 1_000;
export const RATE = 200;
export const BUDGET = { p99Ms: 100 } as const;
const CONNECT_BATCH = 50;
const DRAIN_MS = 5_000;

export interface RealtimeOptions {
  ports: BenchPorts;
  durationS: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
}

interface VariantFigures extends DeliveryFigures {
  variant: string;
  clients: number;
  ratePerSecond: number;
  connectMs: number;
  /** The send route's own answer time (the HTTP call alone), p99. */
  sendCallP99Ms: number;
  refusals: Record<string, number>;
  /** How late this process's timers ran while sending: above a few ms the client, not the API, adds delay. */
  clientLoopDelayP99Ms: number;
  rssConnectedBytes: number;
  rssAfterBytes: number;
}

function connectOne(origin: string, customer: BenchCustomer, ledger: DeliveryLedger): Promise<Socket> {
  const socket = io(origin, { path: SOCKET_PATH, auth: { token: customer.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  socket.on(SOCKET_EVENTS.chatMessage, (message: ChatMessage) => ledger.receive(message.message, customer.id, message.customerId, performance.now()));
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(15_000)
        .emitWithAck(SOCKET_EVENTS.newUserAdd, customer.id)
        .then((answer: { ok: boolean }) => (answer.ok ? resolve(socket) : reject(new Error(`join refused for ${customer.id}`))), reject);
    });
  });
}

/** Connects every customer, `CONNECT_BATCH` at a time, socket i to `origins[i % origins.length]`. */
async function connectAll(origins: string[], customers: BenchCustomer[], ledger: DeliveryLedger, sockets: Socket[]): Promise<void> {
  for (let i = 0; i < customers.length; i += CONNECT_BATCH) {
    const batch = customers.slice(i, i + CONNECT_BATCH).map((customer, k) => connectOne(origins[(i + k) % origins.length] as string, customer, ledger));
    sockets.push(...(await Promise.all(batch)));
  }
}

/** Sends `total` messages at `rate` a second, customer after customer, message n through `origins[(n + 1) % length]`. */
/** The answers that were not 200, by status (or by the network error of a call that got none). */
type Refusals = Record<string, number>;

async function sendAll(origins: string[], customers: BenchCustomer[], ledger: DeliveryLedger, total: number, callMs: number[], refusals: Refusals): Promise<void> {
  const refuse = (tag: string, status: string) => {
    ledger.refused(tag);
    refusals[status] = (refusals[status] ?? 0) + 1;
  };
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let next = 0;
  const sendOne = (n: number) => {
    const index = n % customers.length;
    const customer = customers[index] as BenchCustomer;
    // the socket of customer `index` is on origins[index % length]; the send goes to the next process
    const origin = origins[(index + 1) % origins.length] as string;
    const tag = `bench-${n}`;
    const sentAt = performance.now();
    ledger.send(tag, customer.id, sentAt);
    const body = { senderId: customer.id, customerId: customer.id, message: tag, type: 'text', clientMessageId: `${tag}-${customer.id}` };
    pending.push(
      fetch(`${origin}${CHAT_PATHS.sendMessage}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` }, body: JSON.stringify(body) }).then(
        async (answer) => {
          await answer.arrayBuffer();
          callMs.push(performance.now() - sentAt);
          if (answer.status !== 200) refuse(tag, String(answer.status));
        },
        (error: Error & { cause?: { code?: string } }) => refuse(tag, error.cause?.code ?? error.message),
      ),
    );
  };
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = dueBy(performance.now() - started, RATE, total);
      while (next < due) sendOne(next++);
      if (next >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await Promise.all(pending);
}

async function untilDelivered(ledger: DeliveryLedger, total: number): Promise<void> {
  const deadline = Date.now() + DRAIN_MS;
  while (ledger.delivered < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function measureVariant(variant: string, database: BenchDatabase, apiCount: 1 | 2, options: RealtimeOptions, log: (line: string) => void): Promise<VariantFigures> {
  log(`  ${database.describe}`);
  const seeded = Date.now();
  const { customers } = await seedCustomers(database, CLIENTS);
  log(`  ${count(CLIENTS)} customers and tokens written in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const env = { ...database.env, ...(apiCount === 2 ? { REDIS_URL: options.redisUrl } : {}) };
  const apis: ServerProcess[] = [];
  const sockets: Socket[] = [];
  try {
    apis.push(await startApi('api', options.ports.api, env));
    if (apiCount === 2) apis.push(await startApi('api 2', options.ports.api2, env));
    const origins = apis.map((api) => api.origin);
    const ledger = new DeliveryLedger();
    const connectStarted = Date.now();
    await connectAll(origins, customers, ledger, sockets);
    const connectMs = Date.now() - connectStarted;
    const rss = () => apis.reduce((sum, api) => sum + api.rss(), 0);
    const rssConnectedBytes = rss();
    log(`  ${count(sockets.length)} sockets connected and joined in ${(connectMs / 1000).toFixed(1)} s`);
    const total = Math.round(RATE * options.durationS);
    const callMs: number[] = [];
    const refusals: Refusals = {};
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    await sendAll(origins, customers, ledger, total, callMs, refusals);
    await untilDelivered(ledger, total);
    loopDelay.disable();
    const figures = ledger.figures();
    log(`  ${count(figures.delivered)}/${count(figures.sent)} delivered (${count(figures.refused)} sends refused), ${count(figures.deliveredPerSecond)}/s, p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)}, lost ${figures.lost}, misdelivered ${figures.misdelivered}`);
    const timing = { sendCallP99Ms: percentile(callMs, 99), clientLoopDelayP99Ms: loopDelay.percentile(99) / 1e6, refusals };
    return { variant, clients: sockets.length, ratePerSecond: RATE, connectMs, ...timing, rssConnectedBytes, rssAfterBytes: rss(), ...figures };
  } finally {
    for (const socket of sockets) socket.disconnect();
    for (const api of apis) await api.stop();
  }
}

export function realtimeTable(variants: VariantFigures[], durationS: number, notes: string[]): Table {
  return {
    title: `Realtime: ${count(CLIENTS)} customers’ sockets of one business, ${RATE} messages a second for ${durationS} s`,
    columns: ['API processes', 'delivered/s', 'sent/s', 'round trip p50', 'p99', 'p99 limit', 'lost', 'wrong customer', 'send call p99', 'client loop delay p99', 'connect 1,000', 'API RSS connected → after'],
    rows: variants.map((v) => [
      v.variant,
      count(v.deliveredPerSecond),
      count(v.ratePerSecond),
      ms(v.p50Ms),
      ms(v.p99Ms),
      ms(BUDGET.p99Ms),
      `${count(v.lost)} of ${count(v.sent)}${v.refused ? ` (${count(v.refused)} refused: ${Object.entries(v.refusals).map(([status, n]) => `${n}× ${status}`).join(', ')})` : ''}`,
      count(v.misdelivered),
      ms(v.sendCallP99Ms),
      ms(v.clientLoopDelayP99Ms),
      seconds(v.connectMs),
      `${megabytes(v.rssConnectedBytes)} → ${megabytes(v.rssAfterBytes)}`,
    ]),
    notes,
  };
}

/** The budget of one variant, its three figures in one row: a slow, lossy or misrouted run breaks it. */
export function realtimeCheck(variant: Pick<VariantFigures, 'variant' | 'p99Ms' | 'lost' | 'misdelivered'>): BudgetCheck {
  const parts = [under('', variant.p99Ms, BUDGET.p99Ms, ms), atMost('', variant.lost, 0, count), atMost('', variant.misdelivered, 0, count)];
  return {
    budget: `realtime, ${variant.variant}: ${count(CLIENTS)} sockets, ${RATE} messages/s`,
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
    'Client loop delay: how late the bench’s own timers ran while sending (the 1,000 sockets live in the bench process); when it is near the round trip, the client, not the API, is the bottleneck.',
  ];
  const run = async (variant: string, database: BenchDatabase, apiCount: 1 | 2) => {
    log(`Realtime, ${variant}…`);
    try {
      const figures = await measureVariant(variant, database, apiCount, options, log);
      variants.push(figures);
      checks.push(realtimeCheck(figures));
    } finally {
      await database.drop();
    }
  };

  await run('1 process, PGlite', freshPglite(`realtime-${options.ports.host}`), 1);
  const pgName = `bench_realtime_${options.ports.host}`;
  if (options.databaseUrl) {
    await run('1 process, PostgreSQL', await freshPostgres(options.databaseUrl, pgName, `realtime-pg-${options.ports.host}`), 1);
  } else {
    notes.push('One process on PostgreSQL skipped: DATABASE_URL is not set.');
  }
  if (options.databaseUrl && options.redisUrl) {
    notes.push('Two processes: sockets spread over both, each message sent through the process its customer is NOT connected to, so it reaches the socket through Redis.');
    await run('2 processes + Redis, PostgreSQL', await freshPostgres(options.databaseUrl, pgName, `realtime-pg-${options.ports.host}`), 2);
  } else {
    const reason = `skipped: ${options.databaseUrl ? '' : 'DATABASE_URL '}${!options.databaseUrl && !options.redisUrl ? 'and ' : ''}${options.redisUrl ? '' : 'REDIS_URL '}not set`;
    notes.push(`Two processes behind the Redis adapter (they share a PostgreSQL database) ${reason}.`);
    checks.push(notMeasured(`realtime, 2 processes + Redis: ${count(CLIENTS)} sockets, ${RATE} messages/s`, `p99 under ${ms(BUDGET.p99Ms)}, none lost, none misdelivered`, reason));
  }
  return { tables: [realtimeTable(variants, options.durationS, notes)], checks, figures: { clients: CLIENTS, ratePerSecond: RATE, durationS: options.durationS, variants } };
}
