/**
 * Stands in for @module-federation/runtime-core's plugins/snapshot/SnapshotHandler.js in the browser
 * builds (see index.cjs). Those builds name every remote by its remoteEntry.js and switch the snapshot
 * plugin off (`disableSnapshot`), yet the runtime still constructs the full handler, which brings the
 * manifest-to-snapshot code with it (about 2 KB gzip before any page is live). A snapshot is never
 * loaded here, so the handler only has to take plugins and keep the manifest cache removeRemote clears.
 */
import { getGlobalSnapshot } from '@module-federation/runtime-core';

const SNAPSHOT_LEFT_OUT =
  "This federation runtime is built without snapshot support (disableSnapshot): name remotes by their remoteEntry.js, not by a manifest.";

/** A plugin system with no lifecycle: plugins register, and there is nothing of theirs to call. */
class NoLifecycle {
  constructor() {
    this.registerPlugins = {};
    this.lifecycle = {};
    this.lifecycleKeys = [];
  }

  applyPlugin(plugin) {
    this.registerPlugins[plugin.name] = plugin;
  }

  removePlugin(pluginName) {
    delete this.registerPlugins[pluginName];
  }
}

/** What removeRemote reads: without snapshots no host snapshot exists to forget the remote from. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: getGlobalSnapshot(), remoteSnapshot: undefined };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
    this.manifestCache = new Map();
    this.loadingHostSnapshot = null;
    this.hooks = new NoLifecycle();
  }

  // eslint-disable-next-line class-methods-use-this -- the runtime calls it as the handler's method
  async loadRemoteSnapshotInfo() {
    throw new Error(SNAPSHOT_LEFT_OUT);
  }

  // eslint-disable-next-line class-methods-use-this -- the runtime calls it as the handler's method
  getGlobalRemoteInfo() {
    return getGlobalRemoteInfo();
  }
}
