const { createServerConfig } = require('build-kit/webpack-server.cjs');

/**
 * The host's server build: its render function (server/ssr/render-page.tsx) for Node, in dist-server/,
 * outside the public folder. The storefront's server code is not in it: it is fetched at run time.
 */
module.exports = createServerConfig({ dir: __dirname, name: 'host', entry: { ssr: './server/ssr/render-page.tsx' }, outputDir: 'dist-server' });
