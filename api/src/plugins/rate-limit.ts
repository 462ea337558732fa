import fastifyRateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { memoryAccountBackoff, redisAccountBackoff, type AccountBackoff } from '../auth/account-backoff';
import { AppError } from '../errors';
import { globalPlugin } from './define-plugin';
import { MemoryRateLimitStore } from './rate-limit-memory-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins per account (owner login), in the same Redis as the limits when there is one. */
    accountBackoff: AccountBackoff;
  }
}

/** Prefix of every counter in Redis, so the limits keep out of the way of other data there. */
export const RATE_LIMIT_NAMESPACE = 'rate-limit:';

export type RateLimitPluginOptions = {
  /** Set: counters live in this Redis, shared by every API process. Unset: in this process's memory. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys. */
  nameSpace?: string;
};

/** "30 seconds", "1 minute", "10 minutes": how long to wait, for 429 messages. */
export function waitText(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} second${s === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The client's address as a limit key: IPv4 as is, IPv6 by its /64 (one host owns a whole /64). */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);

/** A 429 `{ message, code: 'RATE_LIMITED' }`; @fastify/rate-limit has set Retry-After already. */
const rateLimited = (message: string) => new AppError(429, 'RATE_LIMITED', message);

/**
 * @fastify/rate-limit for the whole app, applied to no route by itself (`global: false`): routes opt in
 * with `config: { rateLimit: routeRateLimit(...) }` or with `defineRateLimit` counters. Backed by Redis
 * when REDIS_URL is set, so several API processes count together (keys expire with their window); in
 * memory otherwise, each counter an LRU of at most 5,000 keys, so a flood costs bounded memory. The Redis
 * connection is made at start-up: an unreachable Redis stops the start with a clear message rather than
 * failing every limited call later.
 */
export const rateLimitPlugin = globalPlugin<RateLimitPluginOptions>('rate-limit', async (app, options) => {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // Every limited call is one script call; auto-pipelining sends those of concurrent requests together.
    redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000, enableAutoPipelining: true });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(`REDIS_URL: Redis could not be reached for the rate limits (${(error as Error).message})`, { cause: error });
    }
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  const nameSpace = options.nameSpace ?? RATE_LIMIT_NAMESPACE;
  app.decorate('accountBackoff', redis ? redisAccountBackoff(redis, nameSpace) : memoryAccountBackoff());
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace } : { store: MemoryRateLimitStore }),
    // A refused call says when to come back (Retry-After); other answers carry no rate-limit headers.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: (_request, context) => rateLimited(`Too many requests. Please try again in ${waitText(context.ttl / 1_000)}.`),
  });
});

/** One counter: what it counts, how many per window, and the 429's message. */
export interface RateLimitSpec {
  /** Names the counter; part of every key, so two limits never share a bucket (they may share a Redis). */
  name: string;
  max: number;
  timeWindowMs: number;
  /** The request's bucket, e.g. its client address, or a phone number on a site. */
  key: (request: FastifyRequest) => string;
  /** The 429's message, given the seconds to wait. */
  message: (retryAfterSeconds: number) => string;
}

export interface LimitState {
  /** hit: this request is over the limit. peek: the next request would be. */
  limited: boolean;
  /** Seconds until the window ends (0 when nothing is counted). */
  retryAfterSeconds: number;
}

export interface RateLimit {
  /** Counts the request. */
  hit(request: FastifyRequest): Promise<LimitState>;
  /** Reads the count without counting (e.g. failed logins are counted only once they failed). */
  peek(request: FastifyRequest): Promise<LimitState>;
  /** Throws the 429 (with Retry-After) of a limited state. */
  refuse(reply: FastifyReply, state: LimitState): never;
  /** preHandler: counts the request and refuses it when it is over the limit. Several may run in a row. */
  enforce(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * A counter of @fastify/rate-limit (`createRateLimit`), for the routes that need more than the plugin's
 * one-limit-per-route hook: several limits in a chosen order, or counting only failures. Fixed windows:
 * the first counted request starts a window of `timeWindowMs`.
 */
export function defineRateLimit(app: FastifyInstance, spec: RateLimitSpec): RateLimit {
  const check = app.createRateLimit({
    max: spec.max,
    timeWindow: spec.timeWindowMs,
    keyGenerator: (request) => `${spec.name}:${spec.key(request)}`,
  });
  const stateOf = async (request: FastifyRequest, increment: boolean): Promise<LimitState> => {
    const result = await check(request, { increment });
    if (result.isAllowed) return { limited: false, retryAfterSeconds: 0 };
    // A hit is over the limit once the count passes max; a peek is when the count has reached it.
    return { limited: increment ? result.isExceeded : result.remaining === 0, retryAfterSeconds: result.ttlInSeconds };
  };
  const refuse = (reply: FastifyReply, state: LimitState): never => {
    const seconds = Math.max(1, state.retryAfterSeconds);
    reply.header('retry-after', String(seconds));
    throw rateLimited(spec.message(seconds));
  };
  return {
    hit: (request) => stateOf(request, true),
    peek: (request) => stateOf(request, false),
    refuse,
    enforce: async (request, reply) => {
      const state = await stateOf(request, true);
      if (state.limited) refuse(reply, state);
    },
  };
}

/**
 * The `config.rateLimit` of a route with one limit (@fastify/rate-limit's own hook, onRequest): the same
 * keys, windows and 429 answer as `defineRateLimit`.
 */
export function routeRateLimit(spec: RateLimitSpec): RateLimitOptions {
  return {
    max: spec.max,
    timeWindow: spec.timeWindowMs,
    keyGenerator: (request) => `${spec.name}:${spec.key(request)}`,
    errorResponseBuilder: (_request, context) => rateLimited(spec.message(Math.max(1, Math.ceil(context.ttl / 1_000)))),
  };
}
