import type { MalformedCase } from './malformed-cases';
import { schemaAdmitsCase } from './malformed-cases';
import type { RouteUnderTest } from './routes-under-test';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** A refusal the client can read: JSON with a non-empty `message`. */
function readableRefusal(answer: Answer): boolean {
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) return false;
  try {
    const body = JSON.parse(answer.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message.length > 0;
  } catch {
    return false;
  }
}

/**
 * What is wrong with the answer to a malformed request, or null when it is right: never a 5xx; a 401
 * for an anonymous call of a route that needs a token (before anything of the request is looked at);
 * a refusal is a 4xx with a JSON message; and a success only for a request the route's schemas admit
 * (a route without schemas may take hostile input, the database check then proves it wrote nothing).
 */
export function verdictOf(route: RouteUnderTest, c: MalformedCase, anonymous: boolean, answer: Answer): string | null {
  const status = answer.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (anonymous && route.authenticated && status !== 401) return `anonymous call answered ${status}, not 401`;
  if (status >= 400) return readableRefusal(answer) ? null : `answered ${status} without a JSON message`;
  const hasSchema = Boolean(route.query || route.body || route.paramsSchema);
  if ((hasSchema || c.transportBroken) && !schemaAdmitsCase(route, c)) return `accepted a malformed request (${status})`;
  return null;
}
