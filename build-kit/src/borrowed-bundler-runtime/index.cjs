/**
 * One webpack bundler runtime in the page. A production remote's entry bundled its own copy of
 * `@module-federation/webpack-bundler-runtime` (sharing start-up, consuming shared modules: about 3 KB
 * gzip of every remote entry a first screen loads), beside the host's identical one. The host offers
 * its copy on a global (provide.js, one of its runtime plugins) and this plugin swaps the remote's
 * bundler.js for borrowed.js, which offers the same exports from it. Like the runtime core
 * (`externalRuntime`), only for production remotes: in development each remote also runs alone.
 */
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

const BUNDLER_JS = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
const BORROWED = path.join(__dirname, 'borrowed.js');

/** The file of the package's bundler.js, which the generated federation entry imports. */
const isBundlerJs = (resource) => BUNDLER_JS.test(resource);
const PROVIDE_PLUGIN = path.join(__dirname, 'provide.js');

class BorrowedBundlerRuntimePlugin {
  apply(compiler) {
    new NormalModuleReplacementPlugin(BUNDLER_JS, (resolved) => {
      const data = resolved.createData;
      // Called before resolving too (with the bare request), when there is no file to match yet.
      if (data && data.resource && isBundlerJs(data.resource)) data.resource = BORROWED;
    }).apply(compiler);
  }
}

module.exports = { BorrowedBundlerRuntimePlugin, BORROWED, PROVIDE_PLUGIN, isBundlerJs };
