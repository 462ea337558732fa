import { globalPlugin } from './define-plugin';

/**
 * Origins allowed to call the API with credentials: the host and remotes in development
 * (`http://localhost:*`, `http://<site>.localhost:*`, `http://127.0.0.1:*`).
 */
export const ALLOWED_ORIGIN = /^http:\/\/(localhost|([a-z0-9-]+\.)+localhost|127\.0\.0\.1)(:\d{1,5})?$/i;

/** Request headers the storefront sends (spec: bearer token, session type for refresh, timeout). */
export const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Session-Type, Timeout';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** A small CORS layer: reflects allowed origins with credentials and answers preflight requests. */
export const corsPlugin = globalPlugin('cors', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const allowed = typeof origin === 'string' && ALLOWED_ORIGIN.test(origin);
    reply.header('Vary', 'Origin');
    if (allowed) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
    }
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!preflight) return;
    if (allowed) {
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
    }
    // A refused origin gets no allow headers; the browser then blocks the call.
    return reply.code(204).send();
  });
});
