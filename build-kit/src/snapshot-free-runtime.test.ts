// The slim stand-ins for runtime-core's snapshot handler and preload code (build-kit/src/snapshot-free-runtime).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPLACED, replacementFor } from './snapshot-free-runtime/index.cjs';
import * as preload from './snapshot-free-runtime/preload.js';
import { SnapshotHandler, getGlobalRemoteInfo } from './snapshot-free-runtime/snapshot-handler.js';

const runtimeCoreDist = dirname(require.resolve('@module-federation/runtime-core'));

/** The names a module of runtime-core's ES build exports (its one `export { … }` statement). */
function exportsOf(file: string): string[] {
  const statement = /^export \{([^}]*)\};?$/m.exec(readFileSync(file, 'utf8'));
  if (!statement) throw new Error(`${file} has no export statement`);
  return statement[1]!
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+/).pop()!)
    .sort();
}

describe('the snapshot-free federation runtime', () => {
  it.each(Object.entries(REPLACED))('offers every export of runtime-core’s %s, which it stands in for', (original, slim) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the stand-in as the build sees it
    expect(Object.keys(require(slim)).sort()).toEqual(exportsOf(join(runtimeCoreDist, original)));
  });

  it('swaps those two files of runtime-core and no other', () => {
    const inDist = (file: string) => join('/app/node_modules/@module-federation/runtime-core/dist', file);
    expect(replacementFor(inDist('plugins/snapshot/SnapshotHandler.js'))).toBe(REPLACED['plugins/snapshot/SnapshotHandler.js']);
    expect(replacementFor(inDist('utils/preload.js'))).toBe(REPLACED['utils/preload.js']);
    expect(replacementFor(inDist('core.js'))).toBeUndefined();
    expect(replacementFor(inDist('plugins/snapshot/index.js'))).toBeUndefined();
    expect(replacementFor('/app/node_modules/@module-federation/sdk/dist/utils/preload.js')).toBeUndefined();
  });

  it('takes the plugins a host registers and keeps the manifest cache removeRemote clears', () => {
    const handler = new SnapshotHandler({ loaderHook: {} });
    const plugin = { name: 'remote-error-plugin', loadSnapshot: jest.fn() };
    handler.hooks.applyPlugin(plugin);
    expect(handler.hooks.registerPlugins).toEqual({ 'remote-error-plugin': plugin });
    handler.hooks.removePlugin('remote-error-plugin');
    expect(handler.hooks.registerPlugins).toEqual({});
    expect(handler.manifestCache).toBeInstanceOf(Map);
    expect(getGlobalRemoteInfo().hostGlobalSnapshot).toBeUndefined();
  });

  it('says why a snapshot or a preload cannot load, instead of failing deep inside the runtime', async () => {
    await expect(new SnapshotHandler({ loaderHook: {} }).loadRemoteSnapshotInfo()).rejects.toThrow('name remotes by their remoteEntry.js');
    expect(() => preload.preloadAssets()).toThrow('preloadRemote needs the federation runtime’s snapshot support');
  });
});
