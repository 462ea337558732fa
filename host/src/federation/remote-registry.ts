import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { getRootStore, type RemoteName } from 'shared';
import { readEmbeddedConfig } from './embedded-config';
import { rendersOnServer } from './server-rendered';

export type { RemoteName };
/** Each remote's browser entry (its remoteEntry.js URL; on the host's server, its server entry). */
export type RemoteManifests = Record<RemoteName, string>;

/** What the host's server renders from its environment: where the remotes live, the fallback site. */
export interface RuntimeConfig {
  remotes: RemoteManifests;
  defaultSubdomain: string;
  /** On a business's custom domain: the site it names (its subdomain), which the host name cannot tell. */
  siteSubdomain?: string;
}

let manifests: Partial<RemoteManifests> | null = null;

/**
 * The run-time configuration, with the remotes it names registered: the copy the host's server put in
 * the document, else (a development server's page) runtime-config.json's answer.
 */
export async function loadRuntimeConfig(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let config = readEmbeddedConfig(doc);
  if (!config) {
    const response = await fetchImpl('/runtime-config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
    config = (await response.json()) as RuntimeConfig;
  }
  setRemoteEntries(config.remotes);
  return config;
}

/**
 * Registers where each remote lives: the browser's remote entries (from the run-time configuration
 * the document carries), or on the host's server the remotes' server entries.
 */
export function setRemoteEntries(entries: Partial<RemoteManifests>): void {
  const replacing = manifests !== null;
  manifests = entries;
  registerRemotes(toRemoteList(entries), replacing ? { force: true } : undefined);
}

function toRemoteList(urls: Partial<RemoteManifests>) {
  return (Object.entries(urls) as [RemoteName, string][]).map(([name, entry]) => ({ name, entry }));
}

/**
 * Loads `remote/module`. On a failure, code loaded only then (remote-failure.ts) loads the remote once
 * more from its live release when a chunk of the page's release is gone (it was released while the
 * page was open), and names a failure in the console and the host's log (a remote built against an
 * incompatible `shared`: the remote and both versions). A failed remote is registered again with
 * `force`, which drops the runtime's cached entry, so Try Again really fetches it anew instead of
 * replaying the error.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  try {
    return await loadFromEntry<T>(remote, module);
  } catch (error) {
    try {
      const failure = await import('./remote-failure');
      return await failure.retryFromLiveRelease(remote, manifests?.[remote], error, (entry) => {
        registerRemotes([{ name: remote, entry }], { force: true });
        return loadFromEntry<T>(remote, module);
      });
    } catch (final) {
      if (manifests) registerRemotes(toRemoteList({ ...manifests }).filter((r) => r.name === remote), { force: true });
      throw final;
    }
  }
}

async function loadFromEntry<T>(remote: RemoteName, module: string): Promise<T> {
  // The chat and checkout draw the visitor's session and cart: what the browser kept is read first
  // (beside fetching the remote; with zod's schemas only when something was kept). The storefront's
  // views draw the first screen the same for every visitor and never wait for it.
  const [loaded] = await Promise.all([loadRemote<T>(`${remote}/${module}`), rendersOnServer(remote) ? null : getRootStore().whenHydrated()]);
  if (!loaded) throw new Error(`${remote}/${module} is not available`);
  return loaded;
}
