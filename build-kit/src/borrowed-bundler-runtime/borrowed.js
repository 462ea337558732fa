/**
 * What a production remote's entry takes in place of `@module-federation/webpack-bundler-runtime`'s
 * bundler.js: the same exports, built from the host's bundler runtime (provide.js) instead of a copy.
 * Only the container's own start (initContainerEntry, which the host, exposing nothing, leaves out) and
 * the creation of its runtime instance are the remote's. The remote already runs only inside the host's
 * page, on the host's runtime core (`_FEDERATION_RUNTIME_CORE`, which `@module-federation/runtime-core`
 * names in a production remote).
 */
import { CurrentGlobal, getGlobalFederationConstructor, getRemoteEntry, ModuleFederation, setGlobalFederationInstance } from '@module-federation/runtime-core';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

// The global provide.js fills (not imported from it: this module stands in at the original's path,
// whose folder relative imports would resolve in).
const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) throw new Error(`${BUNDLER_RUNTIME_GLOBAL} is missing: this remote runs inside the host's page, whose federation runtime provides it`);

/**
 * `@module-federation/runtime`'s init, the one call the bundler runtime makes on it (init.js; its
 * getRemoteEntry only for tree-shaken shared fallbacks, which these builds have none of). The rest of
 * that module (loadRemote and the like, with their error texts) is for apps that load remotes, which a
 * remote does not. The same steps: the page's instance of this name and version (or of this build's
 * id) takes the options, else a new one is made and registered.
 */
function init(options) {
  const normalized = { ...options, id: options.id || '' };
  // eslint-disable-next-line no-undef -- defined by the federation plugin at build time
  const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
  const existing = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    ({ options: own }) =>
      (buildId && own.id === buildId) ||
      (own.name === options.name && !own.version && !options.version) ||
      (own.name === options.name && options.version && own.version === options.version),
  );
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const created = new Federation({ id: `${options.name}@${options.version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(created);
  return created;
}

const runtime = { init, getRemoteEntry };

export const bundlerRuntime = { ...provided.bundlerRuntime, S: {}, remotes: undefined, initContainerEntry };
export const { attachShareScopeMap } = provided;
export const instance = undefined;
export const initOptions = undefined;
export const bundlerRuntimeOptions = {};
export { runtime };
export default { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
