import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { buildStaticApp } from './static-app';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remoteOriginsFromEnv } = require('./remote-urls.cjs') as typeof import('./remote-urls.cjs');

/** The page's host name without its port, as the remotes' default URLs use it. */
export const requestHostname = (request: FastifyRequest): string => request.hostname.replace(/:\d+$/, '');

/**
 * A remote's production server: its build, readable cross-origin (the host page on another origin
 * loads its manifest and chunks), and its standalone page allowed to load the other remotes. `root` is
 * the package's `dist` link through its `current` release (scripts/releases.cjs): each request reads
 * the release live at that moment, so a release switches the remote's files without a restart, and
 * the chunks of earlier releases are still found in `releases/`.
 */
export function buildRemoteApp(root: string, env: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  return buildStaticApp({
    root,
    releasesDir: join(root, '..', 'releases'),
    cors: true,
    securityHeaders: { peerOrigins: (request) => remoteOriginsFromEnv(env, requestHostname(request), request.protocol) },
  });
}
