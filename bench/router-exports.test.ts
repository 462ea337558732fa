/**
 * The apps share a trimmed router (shared/build/react-router-dom.mjs) in place of the whole package:
 * every name their code takes from 'react-router-dom' must be one it offers, or the page would get
 * `undefined` at run time (webpack cannot check what a shared module exports).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const APP_SOURCES = ['host/src', 'remote-storefront/src', 'remote-chat/src', 'remote-checkout/src', 'shared/src'];
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value names (not types) imported from the router anywhere in the apps, tests included. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const [, typeOnly, list] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (typeOnly || !list) continue;
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]?.trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

function offeredNames(): Set<string> {
  const source = readFileSync(join(ROOT, 'shared/build/react-router-dom.mjs'), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(source)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

describe('the shared router', () => {
  it('offers every router name the apps import', () => {
    const imported = importedNames();
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter((name) => !offeredNames().has(name));
    expect(missing).toEqual([]);
  });

  it('offers only names react-router really exports', async () => {
    const router = (await import('react-router')) as Record<string, unknown>;
    for (const name of offeredNames()) expect(router[name]).toBeDefined();
  });
});
