/**
 * One webpack bundler runtime in the page. A production remote's entry bundled its own copy of
 * `@module-federation/webpack-bundler-runtime` (sharing start-up, consuming shared modules: about 3 KB
 * gzip of every remote entry a first screen loads), beside the host's identical one. The host offers
 * its copy on a global (provide.js, one of its runtime plugins) and BorrowedBundlerRuntimePlugin swaps
 * the remote's bundler.js for borrowed.js, which offers the same exports from it. Like the runtime core
 * (`externalRuntime`), only for production remotes: in development each remote also runs alone.
 *
 * NoStaticRemotesPlugin leaves out, of every browser build, the loader of webpack's static `remotes`,
 * which none declares (no-static-remotes.js says more).
 */
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

const inBundlerRuntime = (file) => new RegExp(`[\\\\/]@module-federation[\\\\/]webpack-bundler-runtime[\\\\/]dist[\\\\/]${file.replace('.', '\\.')}$`);

/** The bundler runtime's files this folder stands in for, each with its stand-in. */
const STAND_INS = {
  bundler: { file: inBundlerRuntime('bundler.js'), standIn: path.join(__dirname, 'borrowed.js') },
  remotes: { file: inBundlerRuntime('remotes.js'), standIn: path.join(__dirname, 'no-static-remotes.js') },
};

/** The stand-in for a resolved `resource` under `which` of STAND_INS, or undefined. */
function standInFor(which, resource) {
  const { file, standIn } = STAND_INS[which];
  return resource && file.test(resource) ? standIn : undefined;
}

function replace(compiler, which) {
  new NormalModuleReplacementPlugin(STAND_INS[which].file, (resolved) => {
    const data = resolved.createData;
    // Called before resolving too (with the bare request), when there is no file to match yet.
    const standIn = data && standInFor(which, data.resource);
    if (standIn) data.resource = standIn;
  }).apply(compiler);
}

class BorrowedBundlerRuntimePlugin {
  apply(compiler) {
    replace(compiler, 'bundler');
  }
}

class NoStaticRemotesPlugin {
  apply(compiler) {
    replace(compiler, 'remotes');
  }
}

/** The host's runtime plugin that offers its bundler runtime. */
const PROVIDE_PLUGIN = path.join(__dirname, 'provide.js');

module.exports = { BorrowedBundlerRuntimePlugin, NoStaticRemotesPlugin, PROVIDE_PLUGIN, STAND_INS, standInFor };
