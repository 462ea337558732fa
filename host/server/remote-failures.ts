import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The remotes a page loads; a report naming anything else is refused. */
const REMOTES = ['storefront', 'chat', 'checkout'] as const;

/** What a page reports when a remote could not be loaded in its place (host/src/federation/remote-failure.ts). */
const remoteFailureReport = z.object({
  remote: z.enum(REMOTES),
  /** The federation runtime's or webpack's message: for a refused shared singleton it names both versions and both apps. */
  message: z.string().min(1).max(1000),
});

export const REMOTE_FAILURES_PATH = '/remote-failures';

/**
 * Puts a page's failure to load a remote in the host's log, where an operator looks after a release:
 * a remote built against an incompatible `shared` shows its fallback in the visitor's page only, so
 * the page says so here, naming the remote and the versions. A small JSON body, checked; nothing is
 * stored and nothing is answered but 204.
 */
export function registerRemoteFailureReports(app: FastifyInstance): void {
  app.post(REMOTE_FAILURES_PATH, { bodyLimit: 4096 }, async (request, reply) => {
    const report = remoteFailureReport.safeParse(request.body);
    if (!report.success) return reply.code(400).send({ message: 'Not a remote failure report' });
    const { remote, message } = report.data;
    request.log.warn({ remote, report: message }, `a page could not load the ${remote}: ${message}`);
    return reply.code(204).send();
  });
}
