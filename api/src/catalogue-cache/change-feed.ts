import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { AnswerCache } from './answer-cache';

/** The channel the migration's triggers (`notify_catalogue_changed`) announce a changed business on. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

export interface ChangeFeedOptions {
  /** First wait before listening again after the connection was lost; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * Keeps `cache` in step with the database's change announcements: each payload (a business id) drops
 * that business's answers. The cache serves nothing until the first LISTEN holds, and whenever the
 * listening connection is lost it is suspended (emptied and bypassed) until a new LISTEN holds: a
 * change made while nobody listened would otherwise stay unseen until the TTL.
 */
export function followCatalogueChanges(database: Pick<DatabaseHandle, 'listen'>, cache: AnswerCache, log: FastifyBaseLogger, options: ChangeFeedOptions = {}) {
  const firstRetry = options.retryMs ?? 500;
  const maxRetry = options.maxRetryMs ?? 30_000;
  let stopped = false;
  let stopListening: (() => Promise<void>) | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let wait = firstRetry;

  const onPayload = (businessId: string) => cache.invalidate(businessId.trim().toLowerCase(), 'notification');
  const onLost = (error: Error) => {
    stopListening = undefined;
    cache.suspend();
    if (stopped) return;
    log.warn({ err: error }, 'catalogue change feed lost: answers are not cached until it is back');
    schedule();
  };
  const schedule = () => {
    retryTimer = setTimeout(() => void attempt(), wait);
    retryTimer.unref();
    wait = Math.min(wait * 2, maxRetry);
  };
  async function attempt(): Promise<void> {
    if (stopped) return;
    try {
      const stop = await database.listen(CATALOGUE_CHANGED_CHANNEL, onPayload, onLost);
      if (stopped) return void (await stop());
      stopListening = stop;
      wait = firstRetry;
      cache.resume();
    } catch (error) {
      cache.suspend();
      log.warn({ err: error }, 'catalogue change feed unavailable: answers are not cached until it is back');
      schedule();
    }
  }

  cache.suspend();
  return {
    /** Resolves after the first attempt to listen, whether it held or a retry is scheduled. */
    started: attempt(),
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(retryTimer);
      cache.suspend();
      await stopListening?.();
    },
  };
}
