/**
 * The apps share a trimmed router (build-kit/src/react-router-dom.mjs) and a trimmed MobX
 * (build-kit/src/mobx.mjs) in place of the whole packages: every name their code takes from them must
 * be one the trimmed module offers, or the page would get `undefined` at run time (webpack cannot
 * check what a shared module exports). MobX's names include what mobx-react-lite imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const APP_SOURCES = ['host/src', 'remote-storefront/src', 'remote-chat/src', 'remote-checkout/src', 'shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Test code (a test, a testing/ helper, or a helper rendering with @testing-library) runs under jest,
 * which resolves the whole packages, never the trimmed ones.
 */
const isTestCode = (file: string, source: string) =>
  /\.test\.tsx?$/.test(file) || /[\\/]testing[\\/]/.test(file) || source.includes("from '@testing-library/");

/** Value names (not types) that `sources` import from `pkg`. */
function importedNames(pkg: string, sources: string[]): Set<string> {
  const IMPORT = new RegExp(`import\\s*(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  const names = new Set<string>();
  for (const source of sources) {
    for (const [, typeOnly, list] of source.matchAll(IMPORT)) {
      if (typeOnly || !list) continue;
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]?.trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

const appSources = () =>
  APP_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
    .filter(({ file, source }) => !isTestCode(file, source))
    .map(({ source }) => source);

function offeredNames(file: string): Set<string> {
  const source = readFileSync(join(ROOT, 'build-kit/src', file), 'utf8').replace(/\/\/.*$/gm, '');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(source)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

describe('the shared router', () => {
  it('offers every router name the apps import', () => {
    const imported = importedNames('react-router-dom', appSources());
    expect(imported.size).toBeGreaterThan(5);
    const offered = offeredNames('react-router-dom.mjs');
    expect([...imported].filter((name) => !offered.has(name))).toEqual([]);
  });

  it('offers only names react-router really exports', async () => {
    const router = (await import('react-router')) as Record<string, unknown>;
    for (const name of offeredNames('react-router-dom.mjs')) expect(router[name]).toBeDefined();
  });
});

describe('the shared MobX', () => {
  it('offers every MobX name the apps and mobx-react-lite import', () => {
    const observerBuild = readFileSync(require.resolve('mobx-react-lite/dist/mobxreactlite.mjs'), 'utf8');
    const imported = importedNames('mobx', [...appSources(), observerBuild]);
    expect(imported.size).toBeGreaterThan(5);
    expect(imported.has('Reaction')).toBe(true);
    const offered = offeredNames('mobx.mjs');
    expect([...imported].filter((name) => !offered.has(name))).toEqual([]);
  });

  it('offers only names MobX really exports', async () => {
    const mobx = (await import('mobx')) as Record<string, unknown>;
    for (const name of offeredNames('mobx.mjs')) expect(mobx[name]).toBeDefined();
  });
});
