/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import { sharedLibrariesOf } from './federation-shared.cjs';

const ROOT = resolve(__dirname, '..', '..');
const sharedVersion = (JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }).version;

/** A page whose host provides `shared` at `provided`, asked for it by a remote with the map's rule for `builtWith`. */
async function remoteAsksFor(provided: string, builtWith: string) {
  const page = createInstance({ name: 'host', remotes: [], shared: { shared: { version: provided, lib: () => ({ provided }), shareConfig: { singleton: true, requiredVersion: `^${provided}` } } } });
  await page.loadShare('shared');
  const rule = sharedLibrariesOf(ROOT).shared;
  const factory = await page.loadShare<{ provided: string }>('shared', {
    customShareInfo: { from: 'chat', shareConfig: { singleton: true, strictVersion: rule.strictVersion, requiredVersion: `^${builtWith}` } },
  });
  return factory ? factory() : null;
}

describe('the federation shared map', () => {
  it('makes every shared module a strict singleton: shared at least the version an app was built with, each library its major', () => {
    const map = sharedLibrariesOf(join(ROOT, 'remote-chat'));
    for (const [name, options] of Object.entries(map)) expect({ name, singleton: options.singleton, strictVersion: options.strictVersion }).toEqual({ name, singleton: true, strictVersion: true });
    expect(map.shared).toMatchObject({ version: sharedVersion, requiredVersion: `^${sharedVersion}` });
    expect(map['shared/contracts']).toMatchObject({ version: sharedVersion, requiredVersion: `^${sharedVersion}` });
    expect(map.react.requiredVersion).toBe(`^${map.react.version.split('.')[0]}.0.0`);
  });

  it("reads a library's version where the app resolves it, so a remote that pins its own copy says so", () => {
    // inside the repository, so the libraries it does not pin resolve from the root as a workspace's do
    mkdirSync(join(ROOT, '.data'), { recursive: true });
    const app = mkdtempSync(join(ROOT, '.data', 'pinned-app-'));
    try {
      mkdirSync(join(app, 'node_modules', 'mobx'), { recursive: true });
      writeFileSync(join(app, 'node_modules', 'mobx', 'package.json'), JSON.stringify({ name: 'mobx', version: '6.13.0' }));
      expect(sharedLibrariesOf(app).mobx).toMatchObject({ version: '6.13.0', requiredVersion: '^6.0.0' });
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });

  it('lets a remote built against an older shared of the same major use the page’s, and refuses one built against a newer, naming both versions and both apps', async () => {
    expect(await remoteAsksFor('2.3.0', '2.1.0')).toEqual({ provided: '2.3.0' });
    await expect(remoteAsksFor('2.1.0', '2.3.0')).rejects.toThrow('Version 2.1.0 from host of shared singleton module shared does not satisfy the requirement of chat which needs ^2.3.0');
  });
});
