import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The functions a registry file exports, read from its source (the host's pulls in the federation runtime). */
function exportedFunctions(file: string): string[] {
  const source = readFileSync(path.join(__dirname, file), 'utf8');
  return [...source.matchAll(/^export (?:async )?function (\w+)/gm)].map((match) => match[1] ?? '').sort();
}

describe('the monolith’s remote registry', () => {
  it('offers every function of the host’s registry, so the host’s code builds unchanged into the monolith', () => {
    expect(exportedFunctions('monolith/remote-registry.ts')).toEqual(exportedFunctions('../host/src/federation/remote-registry.ts'));
  });
});
