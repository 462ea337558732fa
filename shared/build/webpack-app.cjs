/**
 * One webpack configuration for the host and the three remotes: TypeScript through ts-loader
 * (type checking is `npm run typecheck`), module federation with the manifest the host reads at run
 * time, hashed chunk names for long-lived caching, and an index.html so every app also runs alone.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedLibraries = require('./federation-shared.cjs');

/** Paths the development servers forward to the API, as the host's production server does. */
const API_PATHS = require('../src/contracts/api-prefixes.json');
const apiUrl = process.env.API_URL || 'http://127.0.0.1:4000';

/**
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
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // [contenthash] is not allowed in the federated entry's name; chunks carry it instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        uniqueName: name,
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
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpg|webp)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedLibraries,
          manifest: true,
          dts: false,
          runtimePlugins: [require.resolve('./federation-runtime-plugin.cjs')],
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'index.html'),
          title: title ?? name,
          scriptLoading: 'defer',
          // Absolute, so a deep link such as /policies/refund still finds main.js.
          publicPath: '/',
        }),
      ],
      optimization: { moduleIds: 'deterministic' },
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

module.exports = { createAppConfig };
