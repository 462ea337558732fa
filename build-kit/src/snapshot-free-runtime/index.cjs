/**
 * A federation runtime without its snapshot machinery, for the browser builds that switch snapshots off
 * (`experiments.optimization.disableSnapshot`). That switch drops the snapshot plugin, but runtime-core
 * still constructs its SnapshotHandler and keeps preloadRemote's asset code, with the manifest parsing
 * both need: about 2.8 KB gzip in the host's runtime.js, before any page is live. This plugin swaps those
 * two modules for the slim ones beside it. Each offers every export of the module it replaces (a test
 * compares them with the installed runtime-core, so an upgrade that changes them fails there first).
 */
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

/** runtime-core's module (its path inside the package's dist) → the slim module standing in for it. */
const REPLACED = {
  'plugins/snapshot/SnapshotHandler.js': path.join(__dirname, 'snapshot-handler.js'),
  'utils/preload.js': path.join(__dirname, 'preload.js'),
};

const RUNTIME_CORE_DIST = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/](.+)$/;

/** The slim module for a resolved file, or undefined when it is not one of those replaced. */
function replacementFor(resource) {
  const match = RUNTIME_CORE_DIST.exec(resource);
  return match ? REPLACED[match[1].split(path.sep).join('/')] : undefined;
}

class SnapshotFreeRuntimePlugin {
  // eslint-disable-next-line class-methods-use-this -- webpack's plugin interface
  apply(compiler) {
    new NormalModuleReplacementPlugin(RUNTIME_CORE_DIST, (resolved) => {
      const data = resolved.createData;
      // Called before resolving too (with the bare request), when there is no file to match yet.
      const replacement = data && data.resource && replacementFor(data.resource);
      if (replacement) data.resource = replacement;
    }).apply(compiler);
  }
}

module.exports = { SnapshotFreeRuntimePlugin, replacementFor, REPLACED };
