import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long start-up waits for Redis before it fails with a clear message. */
const READY_TIMEOUT_MS = 10_000;

export interface RedisFanOut {
  /** socket.io's adapter factory: rooms and emits shared by every API process on this Redis. */
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

function ready(client: Redis, url: string): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Redis at ${redactedUrl(url)} did not answer within ${READY_TIMEOUT_MS / 1000} s (REDIS_URL)`));
    }, READY_TIMEOUT_MS);
    const onReady = () => {
      cleanup();
      resolve();
    };
    const cleanup = () => {
      clearTimeout(timer);
      client.off('ready', onReady);
    };
    client.on('ready', onReady);
  });
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * The socket.io Redis adapter with its two ioredis clients (one publishes, one subscribes). Waits until
 * both are connected, so an API process never serves sockets whose emits other processes cannot hear.
 * ioredis reconnects on its own after a drop; errors meanwhile are logged, not thrown.
 */
export async function connectRedisFanOut(url: string, log: FastifyBaseLogger, key?: string): Promise<RedisFanOut> {
  // A chat message is two PUBLISHes (its customer's room, the owners'), issued together, and the
  // messages of concurrent requests come in the same tick: auto-pipelining writes them to Redis in one
  // go instead of one socket write each. The subscriber only listens.
  const pub = new Redis(url, { maxRetriesPerRequest: null, enableAutoPipelining: true });
  const sub = pub.duplicate({ enableAutoPipelining: false });
  let lastError = '';
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => {
      // one line per distinct failure, not one per retry
      if (error.message === lastError) return;
      lastError = error.message;
      log.warn({ err: error }, 'realtime Redis connection failed; retrying');
    });
    client.on('ready', () => {
      lastError = '';
    });
  }
  const close = async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
    pub.disconnect();
    sub.disconnect();
  };
  try {
    await Promise.all([ready(pub, url), ready(sub, url)]);
  } catch (error) {
    await close();
    throw error;
  }
  return { adapter: createAdapter(pub, sub, key ? { key } : {}), close };
}
