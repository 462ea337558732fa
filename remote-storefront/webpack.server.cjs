const { createServerConfig } = require('build-kit/webpack-server.cjs');
const { exposes } = require('./webpack.config.cjs');

/** The storefront's server build, served beside its browser files under /server/. */
module.exports = createServerConfig({ dir: __dirname, name: 'storefront', exposes, outputDir: 'dist/server' });
