/**
 * Federation runtime plugin of the host's browser build: puts the host's webpack bundler runtime (the
 * functions that start sharing and consume shared modules) on a global, for the remotes' production
 * entries to use instead of a copy of their own (see index.cjs). The functions take the webpack runtime
 * they work for as an argument, so one copy serves every app in the page.
 */
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/** Beside the runtime core's `_FEDERATION_RUNTIME_CORE`; borrowed.js reads the same name. */
const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
export default function provideBundlerRuntimePlugin() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] = { bundlerRuntime, attachShareScopeMap };
  return { name: 'provide-bundler-runtime-plugin' };
}
