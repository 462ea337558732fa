import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../plugins/define-plugin';
import { AnswerCache, type AnswerCacheOptions } from './answer-cache';
import { followCatalogueChanges } from './change-feed';
import { cacheKey } from './cache-key';

/** 64 MB of answers (some thousands of listing pages) for at most a minute: see api/README.md "Catalogue answer cache". */
export const DEFAULT_CATALOGUE_CACHE: Omit<AnswerCacheOptions, 'now'> = { maxBytes: 64 * 1024 * 1024, maxEntries: 20_000, ttlMs: 60_000 };

export interface CatalogueCache {
  readonly answers: AnswerCache;
  /**
   * The public answer of `request` for `businessId`: the cached body when there is one, else `produce()`
   * serialized by the route's own response schema, kept for the next reader and sent. The same bytes
   * either way.
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
 * The read cache of the public catalogue answers, kept correct by the database's change feed (see
 * change-feed.ts) and by writes of this process invalidating at once (read-your-writes). Needs the
 * database plugin.
 */
export const catalogueCachePlugin = globalPlugin<{ options?: Partial<AnswerCacheOptions> }>('catalogue-cache', async (app, { options }) => {
  const answers = new AnswerCache({ ...DEFAULT_CATALOGUE_CACHE, ...options });
  const cache: CatalogueCache = {
    answers,
    async serve(request, reply, businessId, produce) {
      const business = businessId.toLowerCase();
      const key = cacheKey(request.routeOptions.url ?? request.url, request.query);
      const hit = answers.get(business, key);
      reply.type(JSON_TYPE);
      if (hit !== undefined) return reply.send(hit);
      const ticket = answers.begin(business);
      // The route's response schema serializes it, as Fastify would have: a string.
      const body = reply.serialize(await produce()) as string;
      answers.set(ticket, key, body);
      return reply.send(body);
    },
    invalidate: (businessId) => answers.invalidate(businessId.toLowerCase()),
  };
  app.decorate('catalogueCache', cache);

  const feed = followCatalogueChanges(app.database, answers, app.log);
  app.addHook('onClose', async () => feed.stop());
  await feed.started;
});
