/**
 * Serves the monolithic build through the host's own production server (buildHostApp): the same
 * static serving of the precompressed files, document heads, runtime-config.json and API forwarding
 * as the federated host, only with the monolith's folder as its root and server rendering off (the
 * comparison is of client-rendered pages in both builds).
 */
// The host's server renders the host's components, which import CSS and images: their module types.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient module types only: an import would load a .d.ts at run time
/// <reference path="../../build-kit/src/assets.d.ts" />
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildHostApp } from '../../host/server/host-app';
import * as services from '../../scripts/services.cjs';

/** Where webpack.config.cjs writes the monolith (MONOLITH_OUT overrides, for both). */
export const MONOLITH_DIR = join(process.env.MONOLITH_OUT || join(services.ROOT, '.data', 'bench-monolith'), 'dist');

export async function startMonolithServer({ port, apiUrl }: { port: number; apiUrl: string }): Promise<FastifyInstance> {
  const app = await buildHostApp({
    root: MONOLITH_DIR,
    apiUrl,
    env: { ...process.env, SSR: 'off' },
    logger: false,
    // No server build exists for the monolith; SSR=off already keeps the host from looking for one.
    ssr: { bundlePath: join(MONOLITH_DIR, 'no-server-build.js') },
    // The remotes are compiled in: no remote files to name in the page.
    preloadRemotes: false,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/** Builds the monolith with webpack (1–3 minutes on a busy machine). */
export function monolithBuildCommand(): { command: string; args: string[]; cwd: string } {
  return {
    command: process.execPath,
    args: [require.resolve('webpack-cli/bin/cli.js', { paths: [services.ROOT] }), '--mode', 'production', '-c', join(__dirname, 'webpack.config.cjs')],
    cwd: services.ROOT,
  };
}

export const monolithBuilt = () => existsSync(join(MONOLITH_DIR, 'index.html'));
