import fastifyCors from '@fastify/cors';
import { globalPlugin } from './define-plugin';

/**
 * Origins allowed to call the API with credentials: the host and remotes in development
 * (`http://localhost:*`, `http://<site>.localhost:*`, `http://127.0.0.1:*`).
 */
export const ALLOWED_ORIGIN = /^http:\/\/(localhost|([a-z0-9-]+\.)+localhost|127\.0\.0\.1)(:\d{1,5})?$/i;

/** Request headers the storefront sends (spec: bearer token, session type for refresh, timeout). */
export const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'X-Session-Type', 'Timeout'];
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Allowed origins are reflected with credentials and their preflight requests answered before any
 * other hook (rate limits, authentication) sees them. A refused origin gets no CORS header at all, not
 * even for its preflight: the browser then blocks the call.
 */
export const corsPlugin = globalPlugin('cors', async (app) => {
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && ALLOWED_ORIGIN.test(origin)),
    credentials: true,
    methods: ALLOWED_METHODS,
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: 600,
  });
});
