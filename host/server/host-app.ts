import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { API_PREFIXES } from 'shared';
import { buildStaticApp, REVALIDATE } from 'shared/server';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runtimeConfigFromEnv } = require('./remote-urls.cjs') as typeof import('./remote-urls.cjs');

export interface HostAppOptions {
  root: string;
  apiUrl: string;
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The shell's production server: the built host, its run-time configuration, and the API's paths and
 * socket forwarded so the browser talks to one origin (cookies, CSP, no cross-origin API calls).
 */
export async function buildHostApp({ root, apiUrl, env = process.env, logger }: HostAppOptions): Promise<FastifyInstance> {
  const app = await buildStaticApp({ root, ...(logger === undefined ? {} : { logger }) });
  app.get('/runtime-config.json', async (request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    return runtimeConfigFromEnv(env, request.hostname.replace(/:\d+$/, ''), request.protocol);
  });
  for (const prefix of API_PREFIXES) {
    await app.register(fastifyHttpProxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      websocket: prefix === '/socket.io',
      replyOptions: { rewriteRequestHeaders: (_req, headers) => headers },
    });
  }
  return app;
}
