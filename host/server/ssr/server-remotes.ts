// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REMOTES } = require('server-kit/remote-urls.cjs') as typeof import('server-kit/remote-urls.cjs');

/**
 * Where the host's server fetches the storefront's server build: STOREFRONT_SERVER_URL (the remote
 * entry itself) when set, else `/server/remoteEntry.js` beside the browser build the host already knows
 * (STOREFRONT_URL, else this machine at STOREFRONT_PORT). Node cannot resolve `*.localhost`, so the
 * default is 127.0.0.1 rather than the page's host name. Only the storefront has a server build.
 */
export function serverRemoteEntries(env: NodeJS.ProcessEnv): { storefront: string } {
  if (env.STOREFRONT_SERVER_URL) return { storefront: env.STOREFRONT_SERVER_URL };
  const { variable, portVariable, port } = REMOTES.storefront;
  const base = (env[variable] || `http://127.0.0.1:${env[portVariable] || port}`).replace(/\/+$/, '');
  return { storefront: `${base}/server/remoteEntry.js` };
}
