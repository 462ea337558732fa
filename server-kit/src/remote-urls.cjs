/**
 * The host's run-time configuration, rendered from its environment on every request so a remote can
 * move or be redeployed without rebuilding the host. An unset remote URL means "same host name as the
 * page, the remote's default port", which works for localhost, *.localhost and a LAN address alike.
 * Each remote is named by its remoteEntry.js, not its mf-manifest.json: the browser then loads the
 * entry at once instead of first fetching a manifest to learn the entry's address (one request hop
 * fewer), and its federation runtime leaves out the manifest (snapshot) code (see webpack-app.cjs).
 */
const REMOTES = {
  storefront: { variable: 'STOREFRONT_URL', portVariable: 'STOREFRONT_PORT', port: 3001 },
  chat: { variable: 'CHAT_URL', portVariable: 'CHAT_PORT', port: 3002 },
  checkout: { variable: 'CHECKOUT_URL', portVariable: 'CHECKOUT_PORT', port: 3003 },
};

function runtimeConfigFromEnv(env, requestHostname, protocol = 'http') {
  const remotes = {};
  for (const [name, { variable, portVariable, port }] of Object.entries(REMOTES)) {
    const configured = env[variable];
    const base = configured
      ? configured.replace(/\/+$/, '')
      : `${protocol}://${requestHostname}:${env[portVariable] || port}`;
    remotes[name] = `${base}/remoteEntry.js`;
  }
  return { remotes, defaultSubdomain: env.DEFAULT_SUBDOMAIN || 'demo' };
}

/**
 * The remotes' origins for a page at `requestHostname`: what a page's Content Security Policy lets it
 * load scripts, manifests, styles and images from.
 */
function remoteOriginsFromEnv(env, requestHostname, protocol = 'http') {
  const { remotes } = runtimeConfigFromEnv(env, requestHostname, protocol);
  return [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
}

module.exports = { runtimeConfigFromEnv, remoteOriginsFromEnv, REMOTES };
