import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../plugins/define-plugin';
import { AnswerCache, type AnswerCacheOptions } from './answer-cache';
import { followCatalogueChanges } from './change-feed';
import { cacheKey } from './cache-key';
import { ReadAbandoned, ReadGate } from './read-gate';

/** 64 MB of answers (some thousands of listing pages) for at most a minute: see api/README.md "Catalogue answer cache". */
export const DEFAULT_CATALOGUE_CACHE: Omit<AnswerCacheOptions, 'now'> = { maxBytes: 64 * 1024 * 1024, maxEntries: 20_000, ttlMs: 60_000 };

export interface CatalogueCache {
  readonly answers: AnswerCache;
  /**
   * The public answer of `request` for `businessId`: the cached body when there is one (or the one an
   * identical request under way is reading), else `produce()` serialized by the route's own response
   * schema, kept for the next reader and sent. The same bytes either way.
   */
  serve(request: FastifyRequest, reply: FastifyReply, businessId: string, produce: () => Promise<unknown>): Promise<FastifyReply>;
  /** Drops the business's answers: call it after a write's commit, before answering the writer. */
  invalidate(businessId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Catalogue reads (cache misses) run at once. PGlite answers one query at a time: two keep it busy
 * while the other's answer is shaped in JavaScript. PostgreSQL: well past the pool (10), only a bound
 * for shedding reads whose clients left.
 */
const PGLITE_READS = 2;
const POSTGRES_READS = 64;

/**
 * The read cache of the public catalogue answers, kept correct by the database's change feed (see
 * change-feed.ts) and by writes of this process invalidating at once (read-your-writes). Needs the
 * database plugin.
 */
export const catalogueCachePlugin = globalPlugin<{ options?: Partial<AnswerCacheOptions>; readConcurrency?: number }>('catalogue-cache', async (app, { options, readConcurrency }) => {
  const answers = new AnswerCache({ ...DEFAULT_CATALOGUE_CACHE, ...options });
  const gate = new ReadGate(readConcurrency ?? (app.database.kind === 'pglite' ? PGLITE_READS : POSTGRES_READS));
  const cache: CatalogueCache = {
    answers,
    async serve(request, reply, businessId, produce) {
      const business = businessId.toLowerCase();
      const key = cacheKey(request.routeOptions.url ?? request.url, request.query);
      const clientLeft = () => request.raw.destroyed || request.raw.socket?.destroyed === true;
      let body: string;
      try {
        body = await answers.load(business, key, (shared) =>
          // The route's response schema serializes it, as Fastify would have: a string.
          gate.run(() => !shared() && clientLeft(), async () => reply.serialize(await produce()) as string),
        );
      } catch (error) {
        if (!(error instanceof ReadAbandoned)) throw error;
        // Nobody to answer: the socket is gone, so leave the reply alone rather than log a failure.
        reply.hijack();
        return reply;
      }
      return reply.type(JSON_TYPE).send(body);
    },
    invalidate: (businessId) => answers.invalidate(businessId.toLowerCase()),
  };
  app.decorate('catalogueCache', cache);

  const feed = followCatalogueChanges(app.database, answers, app.log);
  app.addHook('onClose', async () => feed.stop());
  await feed.started;
});
