import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'storefront' | 'chat' | 'checkout';
export type RemoteManifests = Record<RemoteName, string>;

/** What the host's server renders from its environment: where the remotes live, the fallback site. */
export interface RuntimeConfig {
  remotes: RemoteManifests;
  defaultSubdomain: string;
}

let manifests: RemoteManifests | null = null;

/** Reads the run-time configuration from the host's server and registers the remotes it names. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  manifests = config.remotes;
  registerRemotes(toRemoteList(manifests));
  return config;
}

function toRemoteList(urls: RemoteManifests) {
  return (Object.entries(urls) as [RemoteName, string][]).map(([name, entry]) => ({ name, entry }));
}

/**
 * Loads `remote/module`. After a failure the remote is registered again with `force`, which drops the
 * runtime's cached entry, so Try Again really fetches the remote anew instead of replaying the error.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  try {
    const loaded = await loadRemote<T>(`${remote}/${module}`);
    if (!loaded) throw new Error(`${remote}/${module} is not available`);
    return loaded;
  } catch (error) {
    if (manifests) registerRemotes(toRemoteList({ ...manifests }).filter((r) => r.name === remote), { force: true });
    throw error;
  }
}
