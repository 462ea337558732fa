import type { ServerOptions } from 'node:http';

/**
 * How long a client may take to send a whole request, headers and body. A client that trickles its
 * body (a byte every few seconds) would otherwise hold a connection and its memory for ever, and a
 * few hundred such clients exhaust the server. A minute lets a 5 MB upload through a slow 1 Mbit/s
 * mobile link (about 40 s) and still frees a stalled connection soon.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The most often Node looks for requests past their time (its default, 30 s, would add half a minute). */
const MAX_CHECK_INTERVAL_MS = 5_000;

/**
 * Fastify's options that end a request not received within `requestTimeoutMs` with 408 and a closed
 * connection: the limit for the whole request, the headers' own limit no longer than it, and Node's
 * check for overdue requests run often enough for the limit to be kept.
 */
export function requestTimeoutOptions(requestTimeoutMs: number = REQUEST_TIMEOUT_MS): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(requestTimeoutMs, MAX_CHECK_INTERVAL_MS),
    },
  };
}
