/** Types of snapshot-handler.js, for the tests that load it. */
interface PluginLike {
  name: string;
}
declare class NoLifecycle {
  registerPlugins: Record<string, PluginLike>;
  applyPlugin(plugin: PluginLike): void;
  removePlugin(pluginName: string): void;
}
export declare function getGlobalRemoteInfo(): { hostGlobalSnapshot: undefined; globalSnapshot: unknown; remoteSnapshot: undefined };
export declare class SnapshotHandler {
  constructor(HostInstance: { loaderHook: unknown });
  manifestCache: Map<string, unknown>;
  hooks: NoLifecycle;
  loadRemoteSnapshotInfo(): Promise<never>;
  getGlobalRemoteInfo(): ReturnType<typeof getGlobalRemoteInfo>;
}
export {};
