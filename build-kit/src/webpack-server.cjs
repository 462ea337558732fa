/**
 * The server build of an app, beside its browser build: the same TypeScript and the same shared map,
 * built for Node (`async-node`) so the host's server can render the first screen. A remote's server
 * build goes to `dist/server/` and is served beside its browser files (`/server/remoteEntry.js`); the
 * host loads it over HTTP at run time with the federation Node runtime, so redeploying a remote needs
 * no host rebuild. The host's own server build (its render function) goes to `dist-server/`, outside
 * the public folder.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedLibrariesOf } = require('./federation-shared.cjs');
const { releaseOutput } = require('./release-output.cjs');
const { catalogueRule } = require('./lingui-catalogue-loader.cjs');

/** Names of the shared map that only a browser uses; the server build does not offer them. */
const BROWSER_ONLY = new Set(['react-dom/client']);

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (its __dirname)
 * @param {string} app.name       federation name, the browser build's
 * @param {Record<string,string>} [app.exposes]  modules a remote offers (the browser build's)
 * @param {Record<string,string>} [app.entry]     the host's render entry
 * @param {string} app.outputDir  output folder, relative to the release's folder (`dir` in development)
 */
function createServerConfig({ dir, name, exposes, entry, outputDir }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const shared = Object.fromEntries(Object.entries(sharedLibrariesOf(dir)).filter(([key]) => !BROWSER_ONLY.has(key)));
    return {
      name: 'server',
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'async-node',
      entry: entry ?? {},
      devtool: false,
      output: {
        path: production ? releaseOutput(dir, outputDir) : path.join(dir, outputDir),
        // Chunks are fetched by URL relative to the remote entry; the hash keeps a host from reading
        // a chunk of its own with the same id, and a redeployed remote's chunks from an old cache.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:12].js',
        library: { type: 'commonjs-module' },
        uniqueName: `${name}_server`,
        // No public path: the Node runtime resolves chunks against the remote entry's own URL.
        publicPath: '',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
          // Styles reach the page from the browser build; the server only renders markup.
          { test: /\.css$/, use: require.resolve('./empty-module-loader.cjs') },
          catalogueRule,
          { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource', generator: { emit: false, filename: 'assets/[name].[contenthash:12][ext]' } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          remoteType: 'script',
          library: { type: 'commonjs-module', name },
          shared,
          manifest: false,
          dts: false,
          experiments: { asyncStartup: true },
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), require.resolve('./federation-runtime-plugin.cjs')],
        }),
      ],
      optimization: { moduleIds: 'deterministic', minimize: false },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createServerConfig };
