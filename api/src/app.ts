import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loggerOptions, requestTimeoutOptions } from 'server-kit';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { registerReadiness } from 'server-kit';
import { siteChangedPlugin } from './plugins/site-changed';
import { catalogueCachePlugin } from './catalogue-cache/catalogue-cache-plugin';
import type { AnswerCacheOptions } from './catalogue-cache/answer-cache';
import { corsPlugin } from './plugins/cors';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { rejectNulPlugin } from './plugins/reject-nul';
import { answerSerializerCompiler } from './plugins/answer-serializer';
import { securityHeadersPlugin } from './plugins/security-headers';
import { rateLimitPlugin } from './plugins/rate-limit';
import { customerLimitsPlugin } from './plugins/customer-limits';
import { uploadsPlugin } from './plugins/uploads';
import { realtimePlugin } from './realtime';
import { routes } from './routes';
import { authPlugin } from './auth/auth-plugin';
import { resolveAuthSecret } from './auth/auth-secret';
import { createSmsSender, type SmsSender } from './sms';
import { createEmailSender, type EmailSender } from './email';
import { paymentSecrets, resolvePaymentSecretsKey, type PaymentSecrets } from './payments/payment-secrets';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The app's clock, epoch ms (buildApp's `now`): login-code expiry, refresh sessions, access tokens. */
    clock: () => number;
    /** Seals and opens the gateway secrets owners save (src/payments/payment-secrets.ts). */
    paymentSecrets: PaymentSecrets;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open database the caller owns. Without it the app opens one from `config` and closes it on close(). */
  database?: DatabaseHandle;
  /** Fastify's logger option; defaults to pino at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  /** How login codes reach customers; defaults to the SMS_PROVIDER adapter. Tests pass a RecordingSmsSender. */
  sms?: SmsSender;
  /** How confirmation links reach new owners; defaults to the EMAIL_PROVIDER adapter. Tests pass a RecordingEmailSender. */
  email?: EmailSender;
  /** The clock, epoch ms; Date.now by default. Tests move it to expire codes and sessions. */
  now?: () => number;
  /** How long access tokens live (ACCESS_TOKEN_TTL_SECONDS, 15 minutes, by default); tests shorten it to see sockets end at expiry. */
  accessTokenTtlSeconds?: number;
  /** Bounds and TTL of the public catalogue answers' cache (DEFAULT_CATALOGUE_CACHE otherwise). */
  catalogueCache?: Partial<AnswerCacheOptions>;
  /** How long a client may take to send a whole request (server-kit's REQUEST_TIMEOUT_MS by default); tests shorten it. */
  requestTimeoutMs?: number;
  /** Prefix of the rate limits' Redis keys (RATE_LIMIT_NAMESPACE by default); tests sharing one Redis across runs pass one of their own. */
  rateLimitNameSpace?: string;
}

/**
 * The API as a plugin tree: external plugins, then the app's own (errors, CORS, database, docs,
 * uploads), then the routes. Listening is the server's job (`server.ts`); tests call `app.inject()`.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions({ ...process.env, LOG_LEVEL: config.logLevel }),
    // X-Forwarded-For names the client only when a trusted proxy (the host's server, on loopback by
    // default) sent the request; anyone else's header is ignored, so it cannot dodge the rate limits.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // A client trickling its body is cut off (408) rather than holding a connection for ever.
    ...requestTimeoutOptions(options.requestTimeoutMs),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ crossCheck: process.env.NODE_ENV === 'test' }));
  app.decorate('config', config);
  const now = options.now ?? Date.now;
  app.decorate('clock', () => now());
  app.decorate('sms', options.sms ?? createSmsSender(config.sms, app.log));
  app.decorate('email', options.email ?? createEmailSender(config.emailProvider, app.log));
  app.decorate('paymentSecrets', paymentSecrets(resolvePaymentSecretsKey(config, app.log)));

  const handle = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
  try {
    registerReadiness(app);
    await app.register(errorHandlerPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(corsPlugin);
    await app.register(rejectNulPlugin);
    await app.register(siteChangedPlugin, { redisUrl: config.redisUrl });
    await app.register(databasePlugin, { handle, closeOnShutdown: !options.database });
    await app.register(catalogueCachePlugin, { options: { maxEntries: config.catalogueCacheEntries, ...options.catalogueCache } });
    await app.register(fastifyCookie);
    await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, ...(options.rateLimitNameSpace ? { nameSpace: options.rateLimitNameSpace } : {}) });
    await app.register(authPlugin, { secret: resolveAuthSecret(config), now, accessTokenTtlSeconds: options.accessTokenTtlSeconds });
    await app.register(customerLimitsPlugin);
    if (config.docs) await app.register(openApiPlugin);
    await app.register(uploadsPlugin, { root: config.uploadsDir, store: config.uploadStore });
    await app.register(realtimePlugin, { redisUrl: config.redisUrl });
    await app.register(routes);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    if (!options.database) await handle.close();
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
