// One webpack bundler runtime in the page: the host offers its own (provide.js), a production
// remote's entry borrows it (borrowed.js) in place of bundler.js (index.cjs).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CurrentGlobal } from '@module-federation/runtime-core';
import { init as runtimeInit } from '@module-federation/runtime';

jest.mock('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js', () => ({ initContainerEntry: jest.fn() }));

const bundlerDist = dirname(require.resolve('@module-federation/webpack-bundler-runtime/package.json'));
const GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/** The names bundler.js exports (its one `export { … }` statement). */
function exportsOfBundler(): string[] {
  const statement = /^export \{([^}]*)\};?$/m.exec(readFileSync(join(bundlerDist, 'dist', 'bundler.js'), 'utf8'));
  if (!statement) throw new Error('bundler.js has no export statement');
  return statement[1]!
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+/).pop()!)
    .sort();
}

/* eslint-disable @typescript-eslint/no-require-imports -- the modules as the build sees them, loaded after the global is set */
function hostProvides() {
  delete (globalThis as Record<string, unknown>)[GLOBAL];
  const provide = require('./borrowed-bundler-runtime/provide.js') as { default: () => { name: string } };
  expect(provide.default().name).toBe('provide-bundler-runtime-plugin');
  return (globalThis as Record<string, unknown>)[GLOBAL] as { bundlerRuntime: Record<string, unknown>; attachShareScopeMap: unknown };
}

function borrowed() {
  let loaded: Record<string, unknown> = {};
  jest.isolateModules(() => {
    loaded = require('./borrowed-bundler-runtime/borrowed.js');
  });
  return loaded as { default: Record<string, unknown>; bundlerRuntime: Record<string, unknown>; runtime: { init: (options: object) => object } };
}
/* eslint-enable @typescript-eslint/no-require-imports */

describe('the borrowed bundler runtime', () => {
  it('offers every export of the bundler.js it stands in for', () => {
    hostProvides();
    const module = borrowed();
    expect(Object.keys(module).filter((name) => name !== '__esModule').sort()).toEqual(exportsOfBundler());
    expect(Object.keys(module.default).sort()).toEqual(exportsOfBundler().filter((name) => name !== 'default'));
  });

  it('uses the host’s functions, with its own container start and share scope', () => {
    const provided = hostProvides();
    const { bundlerRuntime, default: federation } = borrowed();
    for (const name of ['consumes', 'I', 'installInitialConsumes', 'init', 'getSharedFallbackGetter']) {
      expect(typeof bundlerRuntime[name]).toBe('function');
      expect(bundlerRuntime[name]).toBe(provided.bundlerRuntime[name]);
    }
    expect(federation.attachShareScopeMap).toBe(provided.attachShareScopeMap);
    expect(typeof bundlerRuntime.initContainerEntry).toBe('function');
    expect(bundlerRuntime.remotes).toBeUndefined();
    expect(bundlerRuntime.S).not.toBe(provided.bundlerRuntime.S);
  });

  it('says what is missing when no host provided it', () => {
    delete (globalThis as Record<string, unknown>)[GLOBAL];
    expect(() => borrowed()).toThrow('_FEDERATION_BUNDLER_RUNTIME is missing');
  });

  it('creates and registers the remote’s instance as @module-federation/runtime’s init does, once per name', () => {
    hostProvides();
    const { runtime } = borrowed();
    const instances = () => CurrentGlobal.__FEDERATION__.__INSTANCES__;
    const before = instances().length;
    const created = runtime.init({ name: 'storefront-test', remotes: [], shared: {} }) as { options: { name: string; id: string } };
    expect(created.options.name).toBe('storefront-test');
    expect(created.options.id).toBe('');
    expect(instances()).toContain(created);
    expect(runtime.init({ name: 'storefront-test', remotes: [], shared: {} })).toBe(created);
    // the library's own init finds the same instance
    expect(runtimeInit({ name: 'storefront-test', remotes: [] })).toBe(created);
    expect(instances().length).toBe(before + 1);
  });

  it('stands in for bundler.js and remotes.js only', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin as the build loads it
    const { STAND_INS, standInFor } = require('./borrowed-bundler-runtime/index.cjs');
    const inDist = (file: string) => `/app/node_modules/@module-federation/webpack-bundler-runtime/dist/${file}`;
    expect(standInFor('bundler', inDist('bundler.js'))).toBe(STAND_INS.bundler.standIn);
    expect(STAND_INS.bundler.standIn).toMatch(/borrowed\.js$/);
    expect(standInFor('remotes', inDist('remotes.js'))).toMatch(/no-static-remotes\.js$/);
    expect(standInFor('bundler', inDist('index.js'))).toBeUndefined();
    expect(standInFor('remotes', inDist('remotes.cjs'))).toBeUndefined();
    expect(standInFor('bundler', '/app/node_modules/@module-federation/runtime/dist/bundler.js')).toBeUndefined();
    expect(standInFor('bundler', undefined)).toBeUndefined();
  });

  it('offers the export of remotes.js, and says why it is never to be called', () => {
    const statement = /^export \{([^}]*)\};?$/m.exec(readFileSync(join(bundlerDist, 'dist', 'remotes.js'), 'utf8'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the stand-in as the build sees it
    const standIn = require('./borrowed-bundler-runtime/no-static-remotes.js') as { remotes: () => void };
    expect(Object.keys(standIn).filter((name) => name !== '__esModule')).toEqual([statement![1]!.trim()]);
    expect(() => standIn.remotes()).toThrow('declares no static remotes');
  });
});
