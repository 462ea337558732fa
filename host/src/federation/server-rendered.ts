import type { RemoteName } from 'shared';

/** The remotes with a server build: the host's server renders their views; the others only the browser. */
const SERVER_RENDERED: ReadonlySet<RemoteName> = new Set(['storefront']);

export function rendersOnServer(remote: RemoteName): boolean {
  return SERVER_RENDERED.has(remote);
}
