import { globalPlugin } from './define-plugin';

/**
 * The policy of an API answer that sets none of its own: JSON and files are data, never a page, so
 * nothing may load, run or frame them. An answer that is a page (the sandbox gateway's checkout
 * window, Swagger UI) sets its own policy and keeps it.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every answer carries unless its route set them: no type sniffing, no referrer leaks. */
const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/**
 * Security headers on every answer of the API, including those the host's server forwards (which
 * passes the API's headers through as they are), errors and 404s included.
 */
export const securityHeadersPlugin = globalPlugin('security-headers', async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(ALWAYS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    // A route with a policy of its own decides about framing too (the sandbox checkout is shown in a frame).
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
});
