/**
 * One process of the realtime part's clients (started by realtime.ts with `fork`): it connects its
 * share of the customers' sockets, then, when told, sends its share of the messages through the chat's
 * send route and hears them on its own sockets. Sends and arrivals are timed in this one process, so a
 * round trip never compares two processes' clocks; its event loop's delay says whether it kept up.
 *
 * Parent → child: ClientJob, then `{ type: 'send' }`, then `{ type: 'stop' }`.
 * Child → parent: `{ type: 'connected', connectMs }`, `{ type: 'done', figures }`, or `{ type: 'failed', error }`.
 */
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { CHAT_PATHS, SOCKET_EVENTS, SOCKET_PATH, type ChatMessage } from '../api/src/contracts';
import { DeliveryLedger, dueBy, type WorkerFigures } from './realtime-load';

export interface ClientCustomer {
  id: string;
  token: string;
  /** The API process its socket connects to. */
  socketOrigin: string;
  /** The API process its messages are sent through (the other one when there are two). */
  sendOrigin: string;
}

export interface ClientJob {
  type: 'job';
  /** Makes every message's text unique across the client processes. */
  tagPrefix: string;
  customers: ClientCustomer[];
  /** This process's share of the messages per second, and of the messages in all. */
  rate: number;
  total: number;
  /** Sockets connecting at once. */
  connectBatch: number;
  drainMs: number;
}

export type ParentMessage = ClientJob | { type: 'send' } | { type: 'stop' };
export type ChildMessage = { type: 'connected'; connectMs: number } | { type: 'done'; figures: WorkerFigures } | { type: 'failed'; error: string };

/** Epoch milliseconds with performance.now()'s resolution. */
const now = () => performance.timeOrigin + performance.now();
const tell = (message: ChildMessage) => process.send?.(message);

function connectOne(customer: ClientCustomer, ledger: DeliveryLedger): Promise<Socket> {
  const socket = io(customer.socketOrigin, { path: SOCKET_PATH, auth: { token: customer.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  socket.on(SOCKET_EVENTS.chatMessage, (message: ChatMessage) => ledger.receive(message.message, customer.id, message.customerId, now()));
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(30_000)
        .emitWithAck(SOCKET_EVENTS.newUserAdd, customer.id)
        .then((answer: { ok: boolean }) => (answer.ok ? resolve(socket) : reject(new Error(`join refused for ${customer.id}`))), reject);
    });
  });
}

async function connectAll(job: ClientJob, ledger: DeliveryLedger, sockets: Socket[]): Promise<void> {
  for (let i = 0; i < job.customers.length; i += job.connectBatch) {
    sockets.push(...(await Promise.all(job.customers.slice(i, i + job.connectBatch).map((customer) => connectOne(customer, ledger)))));
  }
}

/**
 * Kept-alive connections to the API, reused by the sends: Node's http costs the client a fraction of
 * what fetch does per call, and a browser keeps its connection too. Enough of them that a send never
 * waits for one at the rates the bench runs.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs `body` to `url`; resolves with the status once the answer was read whole. */
function post(url: string, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` } }, (answer) => {
      answer.resume();
      answer.once('end', () => resolve(answer.statusCode ?? 0));
      answer.once('error', reject);
    });
    call.once('error', reject);
    call.end(body);
  });
}

/** Sends `job.total` messages at `job.rate` a second (an open loop: late sends catch up), customer after customer. */
async function sendAll(job: ClientJob, ledger: DeliveryLedger, callMs: number[], refusals: Record<string, number>): Promise<void> {
  const refuse = (tag: string, status: string) => {
    ledger.refused(tag);
    refusals[status] = (refusals[status] ?? 0) + 1;
  };
  const pending: Promise<void>[] = [];
  const sendOne = (n: number) => {
    const customer = job.customers[n % job.customers.length] as ClientCustomer;
    const tag = `${job.tagPrefix}-${n}`;
    const sentAt = now();
    ledger.send(tag, customer.id, sentAt);
    const body = JSON.stringify({ senderId: customer.id, customerId: customer.id, message: tag, type: 'text', clientMessageId: `${tag}-${customer.id}` });
    pending.push(
      post(`${customer.sendOrigin}${CHAT_PATHS.sendMessage}`, customer.token, body).then(
        (status) => {
          callMs.push(now() - sentAt);
          if (status !== 200) refuse(tag, String(status));
        },
        (error: Error & { code?: string }) => refuse(tag, error.code ?? error.message),
      ),
    );
  };
  const started = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = dueBy(performance.now() - started, job.rate, job.total);
      while (next < due) sendOne(next++);
      if (next >= job.total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await Promise.all(pending);
}

async function untilDelivered(ledger: DeliveryLedger, total: number, drainMs: number): Promise<void> {
  const deadline = Date.now() + drainMs;
  while (ledger.delivered < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function run(job: ClientJob, sendOrder: Promise<void>): Promise<void> {
  const ledger = new DeliveryLedger();
  const sockets: Socket[] = [];
  const connectStarted = Date.now();
  await connectAll(job, ledger, sockets);
  tell({ type: 'connected', connectMs: Date.now() - connectStarted });
  await sendOrder;
  const callMs: number[] = [];
  const refusals: Record<string, number> = {};
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  await sendAll(job, ledger, callMs, refusals);
  await untilDelivered(ledger, job.total, job.drainMs);
  loopDelay.disable();
  tell({ type: 'done', figures: ledger.workerFigures(callMs, refusals, loopDelay.percentile(99) / 1e6, sockets.length) });
  // the parent stops every client process once all have reported, so no socket closes while others still listen
  await new Promise<void>((resolve) => process.on('message', (message: ParentMessage) => message.type === 'stop' && resolve()));
  for (const socket of sockets) socket.disconnect();
  agent.destroy();
}

let job: ClientJob | undefined;
let sendNow: () => void = () => undefined;
const sendOrder = new Promise<void>((resolve) => {
  sendNow = resolve;
});
process.on('message', (message: ParentMessage) => {
  if (message.type === 'send') sendNow();
  if (message.type !== 'job' || job) return;
  job = message;
  run(job, sendOrder).then(
    () => process.exit(0),
    (error: unknown) => {
      tell({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
      setTimeout(() => process.exit(1), 100);
    },
  );
});
