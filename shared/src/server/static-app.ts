import Fastify, {
  LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { cacheControlFor, REVALIDATE } from './cache-policy';

export interface StaticAppOptions {
  /** The webpack output folder to serve. */
  root: string;
  /** Remotes answer cross-origin requests: the host page on another port loads their manifest and chunks. */
  cors?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Per-request access lines; off by default, as a static server's would be mostly asset fetches. */
  logRequests?: boolean;
  /**
   * Answers a client-side route (a path without a file extension). Defaults to the build's index.html;
   * the host replaces it to put each page's own title and meta tags in the document.
   */
  renderDocument?: (app: FastifyInstance) => void;
}

/**
 * A production server for one built app: compressed static files, a year of caching for hashed
 * assets and revalidation for everything else, CORS for federated loading, and index.html for
 * client-side routes so they survive a reload.
 */
export async function buildStaticApp({ root, cors = false, logger = defaultLogger(), logRequests = false, renderDocument }: StaticAppOptions): Promise<FastifyInstance> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No build found in ${root}: run the build first (npm run build).`);
  }
  const app = Fastify({ logger, trustProxy: true, logController: new LogController({ disableRequestLogging: !logRequests }) });
  // Brotli quality 5 keeps on-the-fly compression cheap while still beating gzip on JavaScript.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  if (cors) allowCrossOriginReads(app);
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.get('/health/live', async () => ({ status: 'ok' }));
  if (renderDocument) {
    renderDocument(app);
  } else {
    const sendDocument = (_request: FastifyRequest, reply: FastifyReply) => reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
    // `/` is a folder to the static plugin; it is the site's home to the browser.
    app.get('/', sendDocument);
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || extname(request.url.split('?')[0] ?? '') !== '') {
        return reply.code(404).send({ message: 'Not found' });
      }
      return sendDocument(request, reply);
    });
  }
  return app;
}

function allowCrossOriginReads(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  });
  app.options('/*', async (_request, reply) => reply.code(204).send());
}

function defaultLogger(): FastifyServerOptions['logger'] {
  return { level: process.env.LOG_LEVEL || 'info' };
}
