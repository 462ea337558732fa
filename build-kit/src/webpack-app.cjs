/**
 * One webpack configuration for the host and the three remotes: TypeScript through ts-loader
 * (type checking is `npm run typecheck`), module federation with the manifest the host reads at run
 * time, hashed chunk names for long-lived caching, and an index.html so every app also runs alone.
 * In production CSS goes to files (linked from the head, or loaded with the chunk that needs it) and
 * every text asset is written beside itself as .br and .gz, so the servers never compress per request.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedLibrariesOf } = require('./federation-shared.cjs');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks.cjs');
const { EmitPublicScriptsPlugin } = require('./emit-public-scripts.cjs');
const { SnapshotFreeRuntimePlugin } = require('./snapshot-free-runtime/index.cjs');
const { BorrowedBundlerRuntimePlugin, NoStaticRemotesPlugin, PROVIDE_PLUGIN } = require('./borrowed-bundler-runtime/index.cjs');
const { releaseOutput, chunkLoadingGlobalOf } = require('./release-output.cjs');

/** The code of the shared libraries other than `shared`: the packages, and the trimmed router and MobX. */
const SHARED_LIBRARY_CODE =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|mobx|mobx-react-lite)[\\/]|[\\/]build-kit[\\/]src[\\/](react-router-dom|mobx)\.mjs$/;

/** Paths the development servers forward to the API, as the host's production server does. */
const API_PATHS = require(path.join(path.dirname(require.resolve('shared/package.json')), 'src/contracts/api-prefixes.json'));
const { catalogueRule } = require('./lingui-catalogue-loader.cjs');
const apiUrl = process.env.API_URL || 'http://127.0.0.1:4000';

/** The page a production remote answers at its root: the remote runs inside the site, not alone. */
function remoteNotice(name) {
  const title = `${name[0].toUpperCase()}${name.slice(1)}, a part of the site`;
  return `<!doctype html>
<html lang="en-IN">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head>
  <body>
    <h1>${title}</h1>
    <p>This part of the site is loaded by the site itself: open the site's address to use it. To run it alone, start it in development (<code>npm run dev</code> in its folder).</p>
  </body>
</html>
`;
}

/** react-router's production build (the same code with its development warnings off). */
function reactRouterProductionBuild() {
  const packageDir = path.dirname(require.resolve('react-router/package.json', { paths: [path.resolve(__dirname, '..', '..')] }));
  return path.join(packageDir, 'dist', 'production', 'index.mjs');
}

/**
 * The webpack configuration of one app (host or remote), for development and production.
 *
 * @param {object} app
 * @param {string} app.dir         the app's folder (its __dirname)
 * @param {string} app.name        federation name: host, storefront, chat, checkout
 * @param {number} app.port        development server port
 * @param {Record<string,string>} [app.exposes]  modules a remote offers
 * @param {string} [app.title]     document title of the standalone page
 */
function createAppConfig({ dir, name, port, exposes, title }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's production build is its container only: its standalone page needs a federation
      // runtime of its own, which production remotes take from the host (see experiments below).
      entry: exposes && production ? {} : { main: './src/index.ts' },
      // Maps for reading error reports, named in no script; the servers never send them (server-kit static-app.ts).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        // Its own release folder (release-output.cjs): the live release is never written over.
        path: production ? releaseOutput(dir, 'dist') : path.join(dir, 'dist'),
        publicPath: 'auto',
        // [contenthash] is not allowed in the federated entry's name; chunks carry it instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        uniqueName: name,
        ...(production ? { chunkLoadingGlobal: chunkLoadingGlobalOf(name) } : {}),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // The shared router and MobX singletons are the used parts of their packages only (see the files).
        // react-router's package exports name only its development build (warnings on, checks that
        // cost time on every navigation); production builds take its production build instead.
        alias: {
          'react-router-dom$': path.join(__dirname, 'react-router-dom.mjs'),
          mobx$: path.join(__dirname, 'mobx.mjs'),
          ...(production ? { 'react-router$': reactRouterProductionBuild() } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          catalogueRule,
          { test: /\.(png|svg|jpg|webp)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: exposes && production ? takenFromHost(sharedLibrariesOf(dir)) : sharedLibrariesOf(dir),
          manifest: true,
          dts: false,
          // A shared module comes from whoever already loaded it (the host) instead of first loading every
          // remote's entry to compare versions: one remote that is down must not stall the others.
          shareStrategy: 'loaded-first',
          runtimePlugins: [require.resolve('./federation-runtime-plugin.cjs'), ...(exposes ? [] : [provideExternalRuntimePlugin(), PROVIDE_PLUGIN, require.resolve('./startup-in-tasks-plugin.cjs')])],
          experiments: federationExperiments({ remote: Boolean(exposes), production }),
        }),
        // disableSnapshot (below) leaves the snapshot plugin out; this leaves out the rest of that machinery.
        new SnapshotFreeRuntimePlugin(),
        // A production remote's entry uses the host's bundler runtime, as it uses the host's runtime core.
        ...(exposes && production ? [new BorrowedBundlerRuntimePlugin()] : []),
        // `remotes` (above) is empty: the host loads its remotes through the federation runtime.
        new NoStaticRemotesPlugin(),
        new HtmlWebpackPlugin(
          exposes && production
            ? { templateContent: remoteNotice(name), inject: false }
            : {
                template: path.join(dir, 'public', 'index.html'),
                title: title ?? name,
                scriptLoading: 'defer',
                // Absolute, so a deep link such as /policies/refund still finds main.js.
                publicPath: '/',
              },
        ),
        ...(exposes ? [] : [new PreloadStartupChunksPlugin({ entry: 'main' }), new EmitPublicScriptsPlugin({ dir: path.join(dir, 'public') })]),
        ...(production ? productionPlugins() : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        // The host's webpack and federation runtime in runtime.js, its page code in main.js: two scripts
        // the browser evaluates in two tasks, each short enough not to block a phone's taps (one
        // main.js was a single task of about 50 ms, four times that on a mid-range phone).
        ...(exposes ? {} : { runtimeChunk: 'single' }),
        minimizer: ['...', new CssMinimizerPlugin()],
        splitChunks: {
          cacheGroups: {
            // The shared libraries every first screen loads (React, the trimmed router and MobX with the
            // package code they re-export, mobx-react-lite) in one chunk: one file compresses about 2.5 KB
            // gzip smaller than the seven it was, and one request. They change together, on upgrades
            // only; `shared`, which changes with every release, keeps its own chunk. Each shared module's
            // code must be in this chunk, not split off: the federation manifest lists a shared module's
            // own chunk, so a split-off vendor chunk went unlisted.
            sharedLibraries: {
              test: SHARED_LIBRARY_CODE,
              chunks: 'async',
              name: 'shared-libraries',
              enforce: true,
            },
          },
        },
      },
      performance: { hints: false },
      // Errors, warnings and one line per build: the per-module listing drowns CI logs.
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        host: '127.0.0.1',
        allowedHosts: 'all',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Each app also runs alone in development, so each forwards the API paths itself.
        proxy: [{ context: API_PATHS, target: apiUrl, ws: true }],
        client: { overlay: { runtimeErrors: false } },
      },
    };
  };
}

/**
 * The shared libraries as a production remote takes them: with no copy of its own (`import: false`).
 * It runs only inside the host's page, and the host provides every one of them; its entry then lists
 * no fallbacks (about 0.75 KB gzip less before a storefront page is live). Development builds keep
 * their copies, as each remote also runs alone there.
 */
function takenFromHost(shared) {
  return Object.fromEntries(Object.entries(shared).map(([name, options]) => [name, { ...options, import: false }]));
}

/**
 * - One federation runtime in the page: the host (which exposes nothing) puts its runtime core on a
 *   global (provideExternalRuntimePlugin below) and the remotes use it instead of bundling their own
 *   copy (about 24 KB gzip each). Remotes keep their own in development, where each also runs alone.
 * - The browser names each remote by its remoteEntry.js (server-kit/remote-urls.cjs), never by its
 *   mf-manifest.json, so the runtime's snapshot (manifest) machinery is left out (with
 *   SnapshotFreeRuntimePlugin, the parts disableSnapshot keeps), and so is its Node code: these are
 *   browser builds (the server builds are webpack-server.cjs).
 * - The host's entry waits for its shared libraries itself (asyncStartup) instead of through an
 *   `import('./bootstrap')` chunk: one request hop fewer before the page's code runs.
 */
function federationExperiments({ remote, production }) {
  if (!remote) return { asyncStartup: true, optimization: { disableSnapshot: true, target: 'web' } };
  // A remote loads no remotes of its own: its entry leaves out the code that would.
  const optimization = { disableSnapshot: true, disableRemote: true, target: 'web' };
  return production ? { externalRuntime: true, optimization } : { optimization };
}

/**
 * The plugin that puts the host's runtime core on a global for the remotes, as an ES module. The
 * `provideExternalRuntime` experiment adds the package's CommonJS build, whose require() of the
 * runtime core pulls in the CommonJS copy of @module-federation/runtime-core and sdk beside the ES
 * copy the rest of the runtime imports: two runtime cores in main.js (about 20 KB gzip). Same plugin,
 * one copy.
 */
function provideExternalRuntimePlugin() {
  const file = require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the ES build of inject-external-runtime-core-plugin moved`);
  return file;
}

/**
 * Text assets compressed ahead of time: every one the servers would otherwise compress per request
 * (1 KB and more, as their threshold). Source maps are left alone: rarely fetched, slow to brotli.
 */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

function productionPlugins() {
  return [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:12].css', chunkFilename: '[name].[contenthash:12].css' }),
    new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 1024, minRatio: 1 }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 1024,
      minRatio: 1,
    }),
  ];
}

module.exports = { createAppConfig };
