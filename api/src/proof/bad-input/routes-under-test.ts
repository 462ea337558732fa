import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DeclaredRoute } from '../../auth/auth-plugin';

/** A route as the bad-input suite attacks it: where its input goes in, and the schemas that check it. */
export interface RouteUnderTest {
  /** "POST /business_website/chat_widget/send_message" */
  name: string;
  method: string;
  url: string;
  /** The route needs a bearer token (anonymous calls must get 401). */
  authenticated: boolean;
  /** Names of the path's parameters (`:id`), `*` for a wildcard. */
  params: string[];
  query: z.ZodType | undefined;
  body: z.ZodType | undefined;
  paramsSchema: z.ZodType | undefined;
  /** The route reads multipart/form-data (uploads): its body is a file, not JSON. */
  multipart: boolean;
  /** The route reads a `text/csv` body (the catalogue import): its body is a CSV file, not JSON. */
  csv?: boolean;
  /** The route takes a body at all (not GET). */
  takesBody: boolean;
}

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** The path's parameter names: `:name` segments and a trailing `*`. */
export function paramNames(url: string): string[] {
  return url.split('/').flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : segment === '*' ? ['*'] : []));
}

export function toRouteUnderTest(route: DeclaredRoute): RouteUnderTest {
  const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown; params?: unknown; consumes?: unknown };
  return {
    name: `${route.method} ${route.url}`,
    method: route.method,
    url: route.url,
    authenticated: route.authenticated,
    params: paramNames(route.url),
    query: isZod(schema.querystring) ? schema.querystring : undefined,
    body: isZod(schema.body) ? schema.body : undefined,
    paramsSchema: isZod(schema.params) ? schema.params : undefined,
    multipart: Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data'),
    csv: Array.isArray(schema.consumes) && schema.consumes.includes('text/csv'),
    takesBody: route.method !== 'GET',
  };
}

/**
 * Every route the app registered, read from the app itself (the auth plugin records each one), so a
 * route added tomorrow is attacked without anyone listing it. HEAD routes are left out: Fastify makes
 * one for every GET, running the same handler, and a HEAD answer has no body to check.
 */
export function routesUnderTest(app: FastifyInstance): RouteUnderTest[] {
  return app.declaredRoutes.filter((route) => route.method !== 'HEAD').map(toRouteUnderTest);
}
