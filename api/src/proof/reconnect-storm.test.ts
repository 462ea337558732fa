import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { TokenSigner } from '../auth/tokens';
import { CHAT_PATHS, INBOX_PATHS, SOCKET_EVENTS, SOCKET_PATH, type ChatMessage, type MessagesAnswer, type NewMessageAnswer } from '../contracts';
import { openPglite } from '../db/client';
import { newId } from '../db/ids';
import { businesses, customers, owners } from '../db/schema';
import { startApiProcess, type ApiProcess } from '../realtime/cluster-test-kit';
import { TEST_ENV } from '../test/test-env';

/**
 * A restart of the API with 500 chat widgets connected: every widget reconnects by itself, rejoins its
 * room and fetches what it missed exactly as the widget's conversation store does (remote-chat's
 * conversation-store.ts: on every reconnect, once `new-user-add` is acknowledged, GET messages `after`
 * the newest stored one, page by page, merged by `_id`). Messages go out before the restart, while the
 * process is down (the sender retries with the same clientMessageId, as the widget's outbox does) and
 * while the widgets come back; in the end each widget holds exactly the messages sent to it.
 */
const CLIENTS = 500;
const PAGE_SIZE = 100;
/** Widgets sent a message before the restart (their rooms work), and messages sent to every widget across it. */
const BEFORE = 100;
const ACROSS = 1;
const SEND_CONCURRENCY = 32;
/** Widgets asleep through the restart (a tab in the background): what was sent meanwhile reaches them only by catch-up. */
const ASLEEP = 50;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One widget: its socket, the thread it holds (by `_id`), and how its messages reached it. */
class Widget {
  readonly thread = new Map<string, string>();
  connections = 0;
  live = 0;
  caughtUp = 0;
  joined = false;
  /** The last thing that went wrong, for the failure message. */
  lastError = '';
  /** Caught up since the last connect. */
  synced = false;
  readonly socket: Socket;
  #syncing: Promise<void> = Promise.resolve();

  constructor(
    readonly origin: string,
    readonly customerId: string,
    readonly token: string,
  ) {
    this.socket = io(origin, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      // The widget's policy (1 s doubling to 30 s, ±50 %), compressed so the run does not sit out long backoffs.
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 300,
      reconnectionDelayMax: 1_500,
      randomizationFactor: 0.5,
    });
    this.socket.on('connect', () => void this.#onConnect().catch((error: Error) => (this.lastError = `join: ${error.message}`)));
    this.socket.on('connect_error', (error) => (this.lastError = `connect: ${error.message}`));
    this.socket.on('disconnect', (reason) => {
      this.lastError = `disconnect: ${reason}`;
      this.joined = false;
      this.synced = false;
    });
    this.socket.on(SOCKET_EVENTS.chatMessage, (message: ChatMessage) => {
      if (message.clientId !== this.customerId) return;
      if (!this.thread.has(message._id)) this.live += 1;
      this.thread.set(message._id, message.createdAt);
    });
  }

  /**
   * Joins, then catches up. A join the server does not acknowledge in time counts as joined (the widget's
   * JOIN_ACK_TIMEOUT_MS); a failed catch-up is tried again while the socket stays up, or by the next connect.
   */
  async #onConnect(): Promise<void> {
    this.connections += 1;
    const answer = (await this.socket
      .timeout(3_000)
      .emitWithAck(SOCKET_EVENTS.newUserAdd, this.customerId)
      .catch(() => ({ ok: true }))) as { ok: boolean };
    if (!answer.ok) throw new Error(`join refused for ${this.customerId}`);
    this.joined = this.socket.connected;
    this.#syncing = this.#syncing.then(async () => {
      while (this.socket.connected) {
        try {
          return await this.#sync();
        } catch (error) {
          this.lastError = `catch-up: ${(error as Error).message}`;
          await pause(250);
        }
      }
    });
    await this.#syncing;
    this.synced = this.socket.connected;
  }

  /** The store's catch-up: the newest stored `createdAt` as `after`, pages of 100 until a short one. */
  async #sync(): Promise<void> {
    for (;;) {
      const newest = [...this.thread.values()].sort().at(-1);
      const query = new URLSearchParams({ customerId: this.customerId, limit: String(PAGE_SIZE), ...(newest ? { after: newest } : {}) });
      const response = await fetch(`${this.origin}${CHAT_PATHS.messages}?${query}`, { headers: { authorization: `Bearer ${this.token}` } });
      if (!response.ok) throw new Error(`catch-up answered ${response.status}`);
      const { messages } = (await response.json()) as MessagesAnswer;
      for (const message of messages) {
        if (message.clientId !== this.customerId || this.thread.has(message._id)) continue;
        this.caughtUp += 1;
        this.thread.set(message._id, message.createdAt);
      }
      if (messages.length < PAGE_SIZE) return;
    }
  }
}

/** The owner's replies, one per (customer, round), each retried with its clientMessageId until answered. */
async function sendReplies(origin: string, ownerToken: string, widgets: Widget[], round: string, expected: Map<string, Set<string>>) {
  const queue = widgets.map((widget) => widget.customerId);
  let retries = 0;
  const worker = async () => {
    for (let customerId = queue.shift(); customerId; customerId = queue.shift()) {
      const body = JSON.stringify({ customerId, message: `${round} for ${customerId}`, type: 'text', clientMessageId: `${round}-${customerId}` });
      for (;;) {
        try {
          const response = await fetch(`${origin}${INBOX_PATHS.reply}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
            body,
          });
          if (response.status === 200) {
            const { newMessage } = (await response.json()) as NewMessageAnswer;
            expected.get(customerId)?.add(newMessage._id);
            break;
          }
          if (response.status < 500) throw new Error(`reply answered ${response.status}: ${await response.text()}`);
        } catch (error) {
          if ((error as Error).message.startsWith('reply answered')) throw error;
        }
        retries += 1;
        await pause(200);
      }
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
  return retries;
}

/** Waits until every widget meets `condition`; the failure says how many did. */
async function waitFor(what: string, widgets: Widget[], condition: (widget: Widget) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!widgets.every(condition)) {
    if (Date.now() > deadline) {
      const reasons = [...new Set(widgets.filter((w) => !condition(w)).map((w) => `${w.lastError || 'nothing'} (connected: ${w.socket.connected})`))];
      throw new Error(`timed out waiting for ${what}: ${widgets.filter(condition).length} of ${widgets.length}; the others: ${reasons.slice(0, 5).join('; ')}`);
    }
    await pause(100);
  }
}

describe('a restart of the API under 500 connected chat widgets', () => {
  const root = process.env[TEST_ENV.root] as string;
  const dataDir = path.join(root, `storm_${process.pid}_${randomBytes(3).toString('hex')}`);
  const secret = randomBytes(32).toString('hex');
  const signer = new TokenSigner(secret);
  const widgets: Widget[] = [];
  let api: ApiProcess | undefined;
  let env: Record<string, string>;
  let ownerToken: string;

  beforeAll(async () => {
    const pgliteDir = path.join(dataDir, 'pglite');
    fs.cpSync(process.env[TEST_ENV.pgliteTemplate] as string, pgliteDir, { recursive: true });
    const handle = await openPglite(pgliteDir);
    const [demo] = await handle.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.subdomain, 'demo'));
    const [owner] = await handle.db.select({ id: owners.id }).from(owners).where(eq(owners.businessId, demo!.id));
    const rows = Array.from({ length: CLIENTS }, (_, i) => ({ id: newId(), businessId: demo!.id, phoneNumber: `95${String(i).padStart(8, '0')}`, name: `Shopper ${i}` }));
    await handle.db.insert(customers).values(rows);
    await handle.close();
    ownerToken = signer.sign({ sub: owner!.id, role: 'user', bid: demo!.id }, 3600);
    // the PGlite copy above, even when this run's environment names a PostgreSQL server
    env = { API_PORT: String(await freePort()), DATA_DIR: dataDir, PGLITE_DIR: pgliteDir, AUTH_SECRET: secret, DATABASE_URL: '' };
    api = await startApiProcess(env);
    for (const row of rows) widgets.push(new Widget(api.origin, row.id, signer.sign({ sub: row.id, role: 'customer', bid: demo!.id }, 3600)));
  }, 120_000);

  afterAll(async () => {
    for (const widget of widgets) widget.socket.disconnect();
    await api?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('every widget reconnects and ends with exactly the messages sent to it: none lost, none twice, none of another', async () => {
    const t0 = Date.now();
    const phase = (name: string) => process.stderr.write(`[reconnect storm] ${((Date.now() - t0) / 1000).toFixed(1)} s: ${name}\n`);
    const expected = new Map(widgets.map((widget) => [widget.customerId, new Set<string>()]));
    await waitFor('500 widgets joined', widgets, (w) => w.synced, 60_000);

    phase('all joined');
    const before = await sendReplies(api!.origin, ownerToken, widgets.slice(0, BEFORE), 'before', expected);
    await waitFor('live delivery before the restart', widgets, (w) => w.thread.size === expected.get(w.customerId)!.size, 15_000);

    // Across the restart: replies keep going out (refused while the port is closed, retried), the process
    // stops and starts again on the same data and port, and the widgets find their way back.
    phase('live delivery done');
    const startedAt = Date.now();
    const sending = (async () => {
      let retries = 0;
      for (let round = 0; round < ACROSS; round += 1) retries += await sendReplies(api!.origin, ownerToken, widgets, `across-${round}`, expected);
      return retries;
    })();
    const asleep = widgets.slice(0, ASLEEP);
    for (const widget of asleep) widget.socket.disconnect();
    await pause(300);
    await api!.stop();
    phase('stopped');
    api = await startApiProcess(env);
    phase('started again');
    const across = await sending;
    phase('sent across the restart');
    for (const widget of asleep) widget.socket.connect();
    await waitFor('every widget back in its room', widgets, (w) => w.synced && w.connections >= 2, 30_000);
    await waitFor('every widget holding what was sent to it', widgets, (w) => w.thread.size >= expected.get(w.customerId)!.size, 20_000);
    const tookMs = Date.now() - startedAt;
    phase('settled');

    const wrong = widgets.filter((w) => {
      const sent = expected.get(w.customerId)!;
      return w.thread.size !== sent.size || [...w.thread.keys()].some((id) => !sent.has(id));
    });
    const sent = [...expected.values()].reduce((n, ids) => n + ids.size, 0);
    const live = widgets.reduce((n, w) => n + w.live, 0);
    const caughtUp = widgets.reduce((n, w) => n + w.caughtUp, 0);
    console.log(
      `[reconnect storm] ${CLIENTS} widgets, ${sent} messages (${BEFORE} before, ${CLIENTS * ACROSS} across the restart), ` +
        `${live} live and ${caughtUp} by catch-up, ${before + across} sends retried, restart to settled ${tookMs} ms, ${wrong.length} widgets wrong`,
    );
    expect(sent).toBe(BEFORE + CLIENTS * ACROSS);
    expect(wrong.map((w) => w.customerId)).toEqual([]);
    // The restart really cut the connections, and the sleepers' messages could only come through the catch-up.
    expect(widgets.every((w) => w.connections >= 2)).toBe(true);
    expect(caughtUp).toBeGreaterThanOrEqual(ASLEEP * ACROSS);
  }, 180_000);
});
