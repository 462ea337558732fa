import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { SITE_PURGE_CHANNEL } from 'shared/constants';

/** How long start-up waits for Redis before it fails with a clear message. */
const READY_TIMEOUT_MS = 10_000;

export interface SitePurgeChannel {
  /** Tells every other host to drop the cached pages of `site` (this host has dropped its own). */
  announce(site: string): void;
  close(): Promise<void>;
}

interface PurgeMessage {
  site: string;
  /** The announcing host, which skips its own message. */
  from: string;
}

function parsed(message: string): PurgeMessage | null {
  try {
    const value = JSON.parse(message) as Partial<PurgeMessage>;
    return typeof value.site === 'string' && typeof value.from === 'string' ? { site: value.site, from: value.from } : null;
  } catch {
    return null;
  }
}

function redactedUrl(url: string): string {
  try {
    const parsedUrl = new URL(url);
    if (parsedUrl.password) parsedUrl.password = '***';
    return parsedUrl.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Several hosts behind one balancer each cache rendered pages, and an owner's write passes through only
 * one of them: that one drops its pages (purge-on-site-change.ts) and announces the site here, and every
 * other host drops its own, so no visitor is shown the old page by the host they happen to reach. A host
 * that misses a message (Redis down for a moment) serves its cached page until the cache's short TTL ends.
 *
 * Resolves once subscribed, so a host never serves pages while deaf to purges. ioredis reconnects by itself
 * and re-subscribes; a failed announce is logged, never thrown at the owner's request.
 */
export async function connectSitePurges(url: string, purgeSite: (site: string) => void, log: FastifyBaseLogger): Promise<SitePurgeChannel> {
  const id = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  const subscriber = publisher.duplicate();
  let lastError = '';
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => {
      if (error.message === lastError) return;
      lastError = error.message;
      log.warn({ err: error }, 'page-cache purge channel: Redis connection failed; retrying');
    });
  }
  subscriber.on('message', (channel: string, text: string) => {
    const message = channel === SITE_PURGE_CHANNEL ? parsed(text) : null;
    if (message && message.from !== id) purgeSite(message.site);
  });
  const close = async () => {
    await Promise.allSettled([publisher, subscriber].map((client) => (client.status === 'ready' ? client.quit() : undefined)));
    publisher.disconnect();
    subscriber.disconnect();
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis at ${redactedUrl(url)} did not answer within ${READY_TIMEOUT_MS / 1000} s (REDIS_URL)`)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.all([publisher.connect(), subscriber.connect().then(() => subscriber.subscribe(SITE_PURGE_CHANNEL))]), timeout]);
  } catch (error) {
    await close();
    throw new Error(`REDIS_URL: Redis at ${redactedUrl(url)} could not be reached for the page-cache purges (${(error as Error).message})`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  return {
    announce(site) {
      publisher.publish(SITE_PURGE_CHANNEL, JSON.stringify({ site, from: id } satisfies PurgeMessage)).catch((error: unknown) => {
        log.warn({ err: error, site }, 'page-cache purge not announced to the other hosts');
      });
    },
    close,
  };
}
