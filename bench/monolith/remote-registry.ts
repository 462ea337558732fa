/**
 * The host's remote registry for the monolithic build (see webpack.config.cjs): the same exports as
 * host/src/federation/remote-registry.ts, but `remote/module` is the remote's source compiled into
 * this bundle, loaded as a lazy chunk, instead of a module fetched through the federation runtime.
 */
import { exposedModules } from 'monolith-exposed-modules';
import type { RemoteName } from 'shared';
import { readEmbeddedConfig } from '../../host/src/federation/embedded-config';

export type { RemoteName };
export type RemoteManifests = Record<RemoteName, string>;

export interface RuntimeConfig {
  remotes: RemoteManifests;
  defaultSubdomain: string;
}

/** Reads the run-time configuration as the federated host does (the shell needs its default site): from the document, else runtime-config.json. */
export async function loadRuntimeConfig(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const embedded = readEmbeddedConfig(doc);
  if (embedded) return embedded;
  const response = await fetchImpl('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

/** Nothing to register: every remote is already in the bundle. */
export function setRemoteEntries(_entries: Partial<RemoteManifests>): void {}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const load = exposedModules[`${remote}/${module}`];
  if (!load) throw new Error(`${remote}/${module} is not exposed by any remote`);
  return (await load()) as T;
}
