import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { SITE_PURGE_CHANNEL } from '../contracts';

/** Tells every host to drop a site's cached pages. */
export interface SitePurgeAnnouncer {
  announce(site: string): void;
  close(): Promise<void>;
}

/**
 * A balancer may send the API's paths straight to the API processes (deploy/nginx, the Kubernetes
 * Ingress), so the hosts never see the answer that marks an owner's write: the API announces the site on
 * the hosts' purge channel itself. Connects at start-up, so an unreachable Redis stops the start with a
 * clear message; a failed announce is logged, never thrown at the owner's request (the hosts' short page
 * TTL ends the stale page).
 */
export async function connectSitePurgeAnnouncer(url: string, log: FastifyBaseLogger): Promise<SitePurgeAnnouncer> {
  const from = `api:${randomUUID()}`;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'page-cache purge announcer: Redis connection failed; retrying'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: Redis could not be reached for the page-cache purges (${(error as Error).message})`, { cause: error });
  }
  return {
    announce(site) {
      redis.publish(SITE_PURGE_CHANNEL, JSON.stringify({ site, from })).catch((error: unknown) => {
        log.warn({ err: error, site }, 'page-cache purge not announced to the hosts');
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
