import { existsSync } from 'node:fs';
import type { ServerRenderBundle } from './ssr-document-renderer';

/**
 * Loads the host's server build (dist-server/ssr.js) and tells it where the remotes' server builds
 * are. Null when server rendering is switched off (SSR=off) or there is no server build; the host then
 * serves the document alone and the browser renders, as before.
 */
export async function loadRenderBundle(bundlePath: string, env: NodeJS.ProcessEnv, remotes: { storefront: string }): Promise<ServerRenderBundle | null> {
  if (env.SSR === 'off' || !existsSync(bundlePath)) return null;
  // The build's entry waits for its federation start-up, so its exports arrive as a promise.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const bundle = (await require(bundlePath)) as ServerRenderBundle;
  bundle.registerServerRemotes(remotes);
  return bundle;
}
