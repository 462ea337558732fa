import Fastify, {
  LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { olderReleaseHolding } from './older-releases';
import { constants as zlib } from 'node:zlib';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { registerReadiness } from './graceful-stop';
import { loggerOptions } from './logger-options';
import { registerSecurityHeaders, type SecurityHeaderOptions } from './security-headers';
import { requestTimeoutOptions } from './request-timeout';

export interface StaticAppOptions {
  /** The webpack output folder to serve: the live release's browser files. */
  root: string;
  /**
   * The app's releases folder (`<package>/releases`): a hashed file the live release lacks is sent
   * from the newest earlier release that has it, so a page opened before a release still loads the
   * chunks of the code it runs.
   */
  releasesDir?: string;
  /** Remotes answer cross-origin requests: the host page on another port loads their manifest and chunks. */
  cors?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Per-request access lines; off by default, as a static server's would be mostly asset fetches. */
  logRequests?: boolean;
  /**
   * Answers a client-side route (a GET or HEAD of a path without a file extension): given the request
   * and the build's index.html, the document to send. Defaults to index.html as built; the host uses
   * it to put each page's own title, meta tags and structured data in the document.
   */
  renderDocument?: (request: FastifyRequest, shell: string) => Promise<RenderedDocument>;
  /** What the Content Security Policy allows besides this origin; a remote's files may be loaded cross-origin. */
  securityHeaders?: SecurityHeaderOptions;
  /** How long a client may take to send a whole request (REQUEST_TIMEOUT_MS by default); tests shorten it. */
  requestTimeoutMs?: number;
}

/** A client-side route's answer: the HTML and, when the page does not exist, its status (404). */
export interface RenderedDocument {
  html: string;
  statusCode?: number;
}

/**
 * A production server for one built app: static files compressed at build time, a year of caching
 * for hashed assets and revalidation for everything else, security headers, CORS for federated loading, and index.html for
 * client-side routes so they survive a reload.
 */
export async function buildStaticApp({ root, releasesDir, cors = false, logger = loggerOptions(), logRequests = false, renderDocument, securityHeaders = {}, requestTimeoutMs }: StaticAppOptions): Promise<FastifyInstance> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No build found in ${root}: run the build first (npm run build).`);
  }
  const options: FastifyServerOptions = {
    logger,
    trustProxy: trustProxyFromEnv(),
    logController: new LogController({ disableRequestLogging: !logRequests }),
    ...requestTimeoutOptions(requestTimeoutMs),
  };
  const app = Fastify(options);
  // What is made per request (documents, configuration, API answers through the host) is compressed
  // as it is sent; brotli quality 5 keeps that cheap while still beating gzip. Static files are not:
  // the build wrote a .br and a .gz beside each text asset, sent as they are (br first) when the
  // request accepts one, and an answer that already has its Content-Encoding is left alone.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerSecurityHeaders(app, { crossOriginResources: cors, ...securityHeaders });
  // Anyone may read a remote's files (they are public code): no credentials, reads only. A preflight
  // without an Origin (a probe, not a browser) is answered too rather than refused.
  if (cors) await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'], strictPreflight: false });
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // Source maps stay on disk for reading error reports; served, they would hand out the source.
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.get('/health/live', async () => ({ status: 'ok' }));
  registerReadiness(app);
  app.get('/health/ready', async (_request, reply) => (app.readiness.draining ? reply.code(503).send({ status: 'draining' }) : { status: 'ok' }));
  const sendDocument = renderDocument
    ? async (request: FastifyRequest, reply: FastifyReply) => {
        // Read on every visit, as sendFile does, so a redeployed build is served without a restart.
        const document = await renderDocument(request, await readFile(join(root, 'index.html'), 'utf8'));
        return reply
          .code(document.statusCode ?? 200)
          .header('Cache-Control', REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(document.html);
      }
    : (_request: FastifyRequest, reply: FastifyReply) => reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
  // `/` is a folder to the static plugin; it is the site's home to the browser.
  app.get('/', sendDocument);
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const path = request.url.split('?')[0] ?? '';
    if (isRead && releasesDir) {
      const older = await olderReleaseHolding(releasesDir, path);
      if (older) return reply.sendFile(older.file, older.root);
    }
    if (!isRead || extname(path) !== '') {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sendDocument(request, reply);
  });
  return app;
}

/** A source map or its compressed copy (`main.js.map`, `main.js.map.br`), by its decoded path. */
function isSourceMap(pathName: string): boolean {
  return /\.map(\.(br|gz))?$/i.test(pathName);
}

/**
 * Whether X-Forwarded-* headers from the peer are believed. Off by default: these servers are the
 * edge, and a client could otherwise claim any address. Behind a load balancer, TRUST_PROXY=true or
 * the balancer's addresses (comma-separated, as Fastify reads them).
 */
function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): FastifyServerOptions['trustProxy'] {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}
