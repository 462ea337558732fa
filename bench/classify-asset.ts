/** The part of the site a script belongs to, for the first-paint budget. */
export type AssetGroup = 'host' | 'storefront' | 'chat' | 'checkout' | 'shared libraries';

export interface ManifestShared {
  assets: { js: { sync: string[]; async: string[] } };
}

/** Every file a federation manifest lists under its shared modules (React, MobX, the shared package…). */
export function sharedFiles(manifest: { shared: ManifestShared[] }): Set<string> {
  return new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
}

/**
 * Groups a script by the app that served it (its port), except files the app's manifest names as
 * shared modules, which count as shared libraries whichever app provided them.
 */
export function classifyAsset(url: string, appByPort: Record<number, Exclude<AssetGroup, 'shared libraries'>>, sharedByApp: Record<string, Set<string>>): AssetGroup {
  const { port, pathname } = new URL(url);
  const app = appByPort[Number(port)];
  if (!app) throw new Error(`no app serves ${url}`);
  const file = pathname.replace(/^\//, '');
  return sharedByApp[app]?.has(file) ? 'shared libraries' : app;
}
