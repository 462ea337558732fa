import type { FastifyRequest } from 'fastify';

/**
 * The headers a request to the API carries. The host is the edge, so the address it saw replaces any
 * X-Forwarded-For a client sent (unless TRUST_PROXY says otherwise). `Expect` is dropped: this server
 * already told the client to continue and holds the body, and the HTTP client that forwards it
 * (undici) refuses a request carrying `Expect`, which turned every large upload (curl asks for
 * 100-continue above 1 MB) into a 500.
 */
export function forwardedHeaders<Headers extends { expect?: unknown }>(request: Pick<FastifyRequest, 'ip' | 'protocol'>, headers: Headers) {
  const { expect: _expect, ...rest } = headers;
  return { ...rest, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol };
}
